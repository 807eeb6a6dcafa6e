import type { ObjectId } from 'mongodb';
import { defineCollection } from '../../core/collection-spec';

export interface ReportDoc {
  _id: ObjectId;
  bikeId: ObjectId;
  reporterId: ObjectId;
  reporterEmail: string;
  reason: string | null;
  createdAt: Date;
  /** False until the bike's flag is set: a retry of an interrupted report finishes it. */
  applied: boolean;
}

export const reports = defineCollection<ReportDoc>('reports', [
  { key: { bikeId: 1, reporterId: 1 }, name: 'bike_reporter_unique', unique: true },
]);
