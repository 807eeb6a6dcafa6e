import type { Db } from 'mongodb';
import { isDuplicateKeyError } from '../../db/client';
import { collection } from '../../db/collections';
import { dailyMetrics, type DailyMetricsDoc } from './metrics.collections';

export function createMetricsRepository(db: Db) {
  const col = collection(db, dailyMetrics);
  return {
    /** The stored days of [first, last] (`YYYY-MM-DD`, inclusive), on the `_id` index. */
    days: (first: string, last: string): Promise<DailyMetricsDoc[]> =>
      col.find({ _id: { $gte: first, $lte: last } }).toArray(),

    /**
     * Stores a day's count unless a newer one is stored: of two processes counting the same day,
     * the later count wins whichever writes last (the losing upsert meets the unique `_id`).
     */
    async store(day: DailyMetricsDoc): Promise<void> {
      const { _id, ...figures } = day;
      try {
        await col.updateOne(
          { _id, countedAt: { $lte: day.countedAt } },
          { $set: figures },
          { upsert: true },
        );
      } catch (error) {
        if (!isDuplicateKeyError(error)) throw error;
      }
    },
  };
}

export type MetricsRepository = ReturnType<typeof createMetricsRepository>;
