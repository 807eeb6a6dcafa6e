import { toCents } from '@reride/shared';
import type { Db } from 'mongodb';
import type { DayCounts } from '../../core/metric-counts';
import { collection } from '../../db/collections';
import { feeOf } from '../earnings/ledger-rules';
import { bookings } from './orders.collections';

/**
 * The orders' figures of a day range for the dashboard's rollups (docs/domain.md#dashboard-figures),
 * each by the date of its own step, on the date indexes of orders.collections.ts.
 */
export function createOrderMetrics(db: Db) {
  const col = collection(db, bookings);
  return async (from: Date, to: Date): Promise<DayCounts> => {
    const range = { $gte: from, $lt: to };
    const [bookingsMade, paid, completedOrders, refunds, disputesOpened, decided] =
      await Promise.all([
        // Every order is paid or not: naming both lets paid_createdAt serve the range.
        col.countDocuments({ paid: { $in: [false, true] }, createdAt: range }),
        col
          .find({ paid: true, paidAt: range }, { projection: { price: 1, feePercent: 1 } })
          .toArray(),
        col.countDocuments({ completedAt: range }),
        col.find({ 'refund.at': range }, { projection: { 'refund.amount': 1 } }).toArray(),
        col.countDocuments({ 'dispute.openedAt': range }),
        col.find({ 'dispute.resolvedAt': range }, { projection: { 'dispute.state': 1 } }).toArray(),
      ]);
    const paidCents = paid.map((o) => ({ cents: toCents(o.price), percent: o.feePercent ?? 0 }));
    return {
      bookings: bookingsMade,
      paidOrders: paid.length,
      gmvCents: paidCents.reduce((sum, o) => sum + o.cents, 0),
      feeCents: paidCents.reduce((sum, o) => sum + feeOf(o.cents, o.percent), 0),
      completedOrders,
      refunds: refunds.length,
      refundCents: refunds.reduce((sum, o) => sum + (o.refund?.amount ?? 0), 0),
      disputesOpened,
      disputesForBuyer: decided.filter((o) => o.dispute?.state === 'refunded').length,
      disputesForSeller: decided.filter((o) => o.dispute?.state === 'closed').length,
    };
  };
}
