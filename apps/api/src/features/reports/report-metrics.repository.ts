import type { Db } from 'mongodb';
import type { DayCounts } from '../../core/metric-counts';
import { collection } from '../../db/collections';
import { reports } from './reports.collections';

const MINUTE_MS = 60_000;

/**
 * Reports received in a day range (by `createdAt`) and decided in it (by `decidedAt`), with the
 * minutes each decided one waited (docs/domain.md#dashboard-figures).
 */
export function createReportMetrics(db: Db) {
  const col = collection(db, reports);
  return async (from: Date, to: Date): Promise<DayCounts> => {
    const range = { $gte: from, $lt: to };
    const [reportsReceived, decided] = await Promise.all([
      col.countDocuments({ createdAt: range }),
      col.find({ decidedAt: range }, { projection: { createdAt: 1, decidedAt: 1 } }).toArray(),
    ]);
    const handleMinutes = decided.map(
      (r) => ((r.decidedAt ?? r.createdAt).getTime() - r.createdAt.getTime()) / MINUTE_MS,
    );
    return { reportsReceived, reportsHandled: decided.length, handleMinutes };
  };
}
