import { toCents, type OrderDecision } from '@reride/shared';
import type { BookingRecord, OrderEventRecord } from './orders.repository';

/** A decision on `record`'s money: whose side it took and how many cents went back. */
export function decisionOn(
  record: Pick<BookingRecord, 'price'>,
  favours: OrderDecision['favours'],
  refundedCents: number,
): OrderDecision {
  return { favours, refundedCents, paidCents: toCents(record.price) };
}

/** An administrator's refund was once stored as its amount ("100.00") in the note. */
const BARE_AMOUNT = /^\d+(\.\d{1,2})?$/;

/**
 * The timeline as the messages word it, for orders stored before steps kept their decision
 * (docs/domain.md#decisions): an administrator's refund was then a `dispute_closed` (worded as the
 * seller's win) followed by a `refunded` whose note was the bare amount. Those two read as the one
 * decision for the buyer, with the amount from the order's refund; a `dispute_closed` on an order
 * the seller won gains the decision it stood for. Newer steps pass through untouched.
 */
export function timelineOf(record: BookingRecord): OrderEventRecord[] {
  const events = record.events ?? [];
  const refund = record.refund;
  const out: OrderEventRecord[] = [];
  for (const [i, e] of events.entries()) {
    if (e.decision || e.kind !== 'dispute_closed') {
      const legacyAmount =
        e.kind === 'refunded' && e.by === 'admin' && BARE_AMOUNT.test(e.note ?? '');
      if (!legacyAmount) out.push(e);
      continue;
    }
    const next = events[i + 1];
    const refunded = next?.kind === 'refunded' && next.by === 'admin' && refund;
    out.push(
      refunded
        ? { ...e, kind: 'dispute_refunded', decision: decisionOn(record, 'buyer', refund.amount) }
        : { ...e, decision: decisionOn(record, 'seller', refund?.amount ?? 0) },
    );
  }
  return out;
}
