import { toCents } from '@reride/shared';
import type { LedgerEntryDoc } from './earnings.collections';

/**
 * The seller's ledger entries an order's state implies (docs/domain.md#money), in integer cents.
 * Derived from the order alone, so writing them is idempotent: a retry or the ledger repair job after a
 * crash writes exactly the entries that are missing, with the same amounts.
 *
 * For every order, at every step: paid = refunded + pending + available + fee.
 */
export interface OrderMoney {
  id: string;
  sellerId: string;
  bike: string;
  /** Dollars, as booked and paid. */
  price: number;
  paidAt?: Date | undefined;
  feePercent?: number | undefined;
  completedAt?: Date | undefined;
  refund?: { amount: number; state: 'pending' | 'done'; at: Date } | undefined;
}

/** An order's entry as the ledger stores it, with ids as strings. */
export type LedgerDelta = Omit<LedgerEntryDoc, 'kind' | 'sellerId' | 'bookingId'> & {
  kind: 'sale' | 'completion' | 'refund';
  sellerId: string;
  bookingId: string;
};

/** The platform's fee on `cents`, rounded to the cent. */
export function feeOf(cents: number, percent: number): number {
  return Math.round((cents * percent) / 100);
}

export function ledgerEntriesFor(order: OrderMoney): LedgerDelta[] {
  if (!order.paidAt) return [];
  const percent = order.feePercent ?? 0;
  const paid = toCents(order.price);
  const fee = feeOf(paid, percent);
  // What the seller keeps once a refund (claimed, even if still pending) is taken off.
  const kept = paid - (order.refund?.amount ?? 0);
  const keptFee = feeOf(kept, percent);
  const base = { bookingId: order.id, sellerId: order.sellerId, bike: order.bike, paidOut: 0 };
  const entries: LedgerDelta[] = [
    {
      ...base,
      _id: `sale:${order.id}`,
      kind: 'sale',
      pending: paid - fee,
      available: 0,
      fee,
      refunded: 0,
      at: order.paidAt,
    },
  ];
  if (order.completedAt) {
    const net = kept - keptFee;
    entries.push({
      ...base,
      _id: `completion:${order.id}`,
      kind: 'completion',
      pending: -net,
      available: net,
      fee: 0,
      refunded: 0,
      at: order.completedAt,
    });
  }
  if (order.refund?.state === 'done') {
    const refunded = order.refund.amount;
    entries.push({
      ...base,
      _id: `refund:${order.id}`,
      kind: 'refund',
      pending: -(paid - fee - (kept - keptFee)),
      available: 0,
      fee: -(fee - keptFee),
      refunded,
      at: order.refund.at,
    });
  }
  return entries;
}
