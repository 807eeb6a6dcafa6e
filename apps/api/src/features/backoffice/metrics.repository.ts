import type { Db } from 'mongodb';
import { collection } from '../../db/collections';
import { dailyMetrics, type DailyMetricsDoc } from './metrics.collections';

export function createMetricsRepository(db: Db) {
  const col = collection(db, dailyMetrics);
  return {
    /** The stored days of [first, last] (`YYYY-MM-DD`, inclusive), on the `_id` index. */
    days: (first: string, last: string): Promise<DailyMetricsDoc[]> =>
      col.find({ _id: { $gte: first, $lte: last } }).toArray(),

    /**
     * Stores a day's count, the last write winning. Ordering writes by the counting process's
     * clock lost counts when API processes' clocks differ (a count made later on a slower clock
     * was refused); a stale write of two overlapping runs is corrected by the next run, which
     * counts today and yesterday again.
     */
    async store(day: DailyMetricsDoc): Promise<void> {
      const { _id, ...figures } = day;
      await col.updateOne({ _id }, { $set: figures }, { upsert: true });
    },
  };
}

export type MetricsRepository = ReturnType<typeof createMetricsRepository>;
