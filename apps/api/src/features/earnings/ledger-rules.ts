import { toCents, type OrderEvent, type OrderEventKind, type OrderStep } from '@reride/shared';
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
  /** The order's timeline, oldest first: each entry names the step behind it as its cause. */
  events?: readonly (Omit<OrderEvent, 'at'> & { at: Date })[] | undefined;
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

/** The steps that make each kind of entry; a refund's is the decision that gave money back. */
const CAUSES: Record<LedgerDelta['kind'], readonly OrderEventKind[]> = {
  sale: ['paid'],
  completion: ['completed', 'dispute_closed'],
  refund: ['dispute_refunded', 'cancel_accepted', 'cancelled_after_payment', 'refunded'],
};

/**
 * The latest step of the entry's kinds, a decision first, worded later as the order's timeline
 * words it (docs/domain.md#decisions); none when the order kept no such step.
 */
function causeOf(order: OrderMoney, kind: LedgerDelta['kind']): { cause?: OrderStep } {
  const steps = order.events?.filter((event) => CAUSES[kind].includes(event.kind)) ?? [];
  // A dispute closed for the seller is followed by `completed`: the decision is the cause.
  const step = steps.findLast((event) => event.decision) ?? steps.at(-1);
  if (!step) return {};
  const { at: _at, ...facts } = step;
  return { cause: { ...facts, price: order.price } };
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
      ...causeOf(order, 'sale'),
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
      ...causeOf(order, 'completion'),
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
      ...causeOf(order, 'refund'),
    });
  }
  return entries;
}
