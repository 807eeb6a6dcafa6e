import type { Db } from 'mongodb';
import type { DayCounts } from '../../core/metric-counts';
import { collection } from '../../db/collections';
import { bikes } from './bikes.collections';

/** Listings added in a day range, deleted ones included (docs/domain.md#dashboard-figures). */
export function createBikeMetrics(db: Db) {
  const col = collection(db, bikes);
  return async (from: Date, to: Date): Promise<DayCounts> => ({
    listings: await col.countDocuments({ createdAt: { $gte: from, $lt: to } }),
  });
}
