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
  /** False until the bike's flag is set: a retry of an interrupted report finishes it. */
  applied: boolean;
  /**
   * When an administrator decided the bike's reports (kept it listed or removed it): the hold
   * threshold counts only undecided ones, the dashboard the time to decide.
   */
  decidedAt?: Date | null;
}

export const reports = defineCollection<ReportDoc>('reports', [
  { key: { bikeId: 1, reporterId: 1 }, name: 'bike_reporter_unique', unique: true },
  // The dashboard's daily rollups (report-metrics.repository.ts).
  { key: { createdAt: 1 }, name: 'createdAt' },
  { key: { decidedAt: 1 }, name: 'decidedAt' },
]);
