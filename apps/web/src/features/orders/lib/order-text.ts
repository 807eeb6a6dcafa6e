import {
  formatPrice,
  messages,
  type BookingStatus,
  type OrderActor,
  type OrderEvent,
  type OrderEventKind,
  type OrderRefund,
} from '@reride/shared';
import type { BadgeTone } from '../../../components/ui/badge';

const { timeline } = messages.orders;

/** The badge's tone of each status; its words (never colour alone) are messages.orders.statusLabels. */
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

/** Who did it, as the viewer reads it: "You" for their own steps. */
export function actorName(by: OrderActor, viewer: OrderViewer): string {
  return by === viewer ? timeline.you : timeline.actors[by];
}

/** The timeline's sentence for one step. */
export function eventSentence(event: OrderEvent, viewer: OrderViewer): string {
  if (event.kind === 'expired') return timeline.expired;
  if (event.kind === 'completed') {
    return event.by === 'system' ? timeline.completedAutomatically : timeline.completed;
  }
  return `${actorName(event.by, viewer)} ${timeline.did[event.kind]}`;
}

/** What an event's note is: a reason, an answer, a note to both sides. */
export const noteLabel = (kind: OrderEventKind) => timeline.noteLabels[kind];

const dateTime = new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium', timeStyle: 'short' });

/** An ISO date-time as people read it, in their own time zone. */
export function formatWhen(iso: string): string {
  return dateTime.format(new Date(iso));
}

/** "$120 (partial refund) by an administrator". */
export const refundSummary = (refund: OrderRefund): string =>
  messages.orders.refundSummary(formatPrice(refund.amount), refund.full, refund.by);

/** A note as written, or a time (the meeting's) in the reader's words. */
export function formatNote(note: string): string {
  return /^\d{4}-\d{2}-\d{2}T/.test(note) && !Number.isNaN(Date.parse(note))
    ? formatWhen(note)
    : note;
}
