import {
  toCents,
  type BookingStatus,
  type OrderEvent,
  type OrderEventWords,
  type OrderRefund,
  orderMessages,
} from '@reride/shared';
import type { BadgeTone } from '../../../components/ui/badge';

const { describeEvent } = orderMessages.orders;

/** The badge's tone of each status; its words (never colour alone) are orderMessages.orders.statusLabels. */
export const STATUS_TONES: Record<BookingStatus, BadgeTone> = {
  booked: 'neutral',
  paid: 'success',
  completed: 'success',
  cancelled: 'neutral',
  declined: 'warning',
  expired: 'neutral',
  disputed: 'danger',
  refunded: 'accent',
};

export type OrderViewer = 'buyer' | 'seller' | 'admin';

/**
 * One step of the order in the viewer's words: the same words as the bell, the email and the
 * seller's ledger (`orderMessages.orders.describeEvent`).
 */
export function eventWords(event: OrderEvent, viewer: OrderViewer, price: number): OrderEventWords {
  return describeEvent({ ...event, price }, viewer);
}

/** The last step that decided the order's money (a dispute's decision, a refund), if any. */
export function decidingEvent(events: readonly OrderEvent[]): OrderEvent | undefined {
  return events.toSorted((a, b) => Date.parse(a.at) - Date.parse(b.at)).findLast((e) => e.decision);
}

const dateTime = new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium', timeStyle: 'short' });

/** An ISO date-time as people read it, in their own time zone. */
export function formatWhen(iso: string): string {
  return dateTime.format(new Date(iso));
}

/** "Refunded $120.00 of $700.00 to the buyer", from the order's refund alone. */
export function refundSummary(refund: OrderRefund, price: number, viewer: OrderViewer): string {
  const decision = {
    favours: 'buyer' as const,
    refundedCents: toCents(refund.amount),
    paidCents: toCents(price),
  };
  return describeEvent({ kind: 'refunded', by: refund.by, decision }, viewer).money ?? '';
}

/** A note as written, or a time (the meeting's) in the reader's words. */
export function formatNote(note: string): string {
  return /^\d{4}-\d{2}-\d{2}T/.test(note) && !Number.isNaN(Date.parse(note))
    ? formatWhen(note)
    : note;
}
