import type { ObjectId } from 'mongodb';
import { defineCollection } from '../../core/collection-spec';

export interface ReportDoc {
  _id: ObjectId;
  bikeId: ObjectId;
  reporterId: ObjectId;
  reporterEmail: string;
  /**
   * One of REPORT_REASONS (packages/shared/src/reports.ts); reports stored before reasons
   * existed hold free text or null and read as "other" with that text as their note.
   */
  reason: string | null;
  note?: string | null;
  createdAt: Date;
  /** Set when an administrator kept the bike: the threshold counts only undecided reports. */
  decidedAt?: Date | null;
  /** False until the bike's flag is set: a retry of an interrupted report finishes it. */
  applied: boolean;
}

export const reports = defineCollection<ReportDoc>('reports', [
  { key: { bikeId: 1, reporterId: 1 }, name: 'bike_reporter_unique', unique: true },
]);
