import { ObjectId, type Db } from 'mongodb';
import { isDuplicateKeyError } from '../../db/client';
import { collection } from '../../db/collections';
import { reports } from './reports.collections';

export interface NewReport {
  bikeId: string;
  reporterId: string;
  reporterEmail: string;
  reason: string | null;
  createdAt: Date;
}

/** `applied`: this reporter's report already flagged the bike; `pending`: an earlier try stopped. */
export type RecordOutcome = 'created' | 'pending' | 'applied';

export function createReportsRepository(db: Db) {
  const col = collection(db, reports);
  const key = (bikeId: string, reporterId: string) => ({
    bikeId: new ObjectId(bikeId),
    reporterId: new ObjectId(reporterId),
  });

  return {
    /** The unique {bikeId, reporterId} index makes a second report by the same user a no-op. */
    async record(report: NewReport): Promise<RecordOutcome> {
      const ids = key(report.bikeId, report.reporterId);
      try {
        await col.insertOne({ ...report, ...ids, _id: new ObjectId(), applied: false });
        return 'created';
      } catch (error) {
        if (!isDuplicateKeyError(error)) throw error;
      }
      const existing = await col.findOne(ids, { projection: { applied: 1 } });
      return existing?.applied === false ? 'pending' : 'applied';
    },

    async markApplied(bikeId: string, reporterId: string): Promise<void> {
      await col.updateOne(key(bikeId, reporterId), { $set: { applied: true } });
    },

    /** The bike's reports not yet decided are decided now: a repeat changes nothing. */
    async markDecided(bikeId: string, at: Date): Promise<void> {
      await col.updateMany(
        { bikeId: new ObjectId(bikeId), decidedAt: { $exists: false } },
        { $set: { decidedAt: at } },
      );
    },

    async countForBike(bikeId: string): Promise<number> {
      return col.countDocuments({ bikeId: new ObjectId(bikeId) });
    },
  };
}

export type ReportsRepository = ReturnType<typeof createReportsRepository>;
