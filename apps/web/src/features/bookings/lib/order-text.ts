import {
  formatPrice,
  type BookingStatus,
  type Dispute,
  type DisputeReason,
  type OrderActor,
  type OrderEvent,
  type OrderEventKind,
  type OrderRefund,
} from '@reride/shared';
import type { BadgeTone } from '../../../components/ui/badge';

/** Each status in words (never colour alone) and the badge's tone. */
export const STATUS_BADGES: Record<BookingStatus, { label: string; tone: BadgeTone }> = {
  booked: { label: 'Not paid', tone: 'neutral' },
  paid: { label: 'Paid', tone: 'success' },
  completed: { label: 'Completed', tone: 'success' },
  cancelled: { label: 'Cancelled', tone: 'neutral' },
  declined: { label: 'Declined', tone: 'warning' },
  expired: { label: 'Expired', tone: 'neutral' },
  disputed: { label: 'Disputed', tone: 'danger' },
  refunded: { label: 'Refunded', tone: 'accent' },
};

export const DISPUTE_REASON_LABELS: Record<DisputeReason, string> = {
  not_as_described: 'Not as described',
  seller_no_show: 'The seller did not show up',
  other: 'Something else',
};

/** Where a dispute stands: waiting, or decided for one side. */
export const DISPUTE_DECISIONS: Record<Dispute['state'], string> = {
  open: 'Waiting for an administrator',
  refunded: 'Decided for the buyer',
  closed: 'Decided for the seller',
};

export type OrderViewer = 'buyer' | 'seller' | 'admin';

const ACTORS: Record<OrderActor, string> = {
  buyer: 'The buyer',
  seller: 'The seller',
  admin: 'An administrator',
  system: 'ReRide',
  provider: 'The payment provider',
};

/** Who did it, as the viewer reads it: "You" for their own steps. */
export function actorName(by: OrderActor, viewer: OrderViewer): string {
  return by === viewer ? 'You' : ACTORS[by];
}

/** What each step did, after its actor ("You paid", "The seller declined the booking"). */
const DID: Record<OrderEventKind, string> = {
  booked: 'booked the bike',
  paid: 'paid',
  cancelled: 'cancelled the booking',
  declined: 'declined the booking',
  expired: 'ended the booking: it was not paid in time',
  meeting_set: 'set the meeting time',
  cancel_requested: 'asked to cancel the order',
  cancel_refused: 'refused to cancel the order',
  cancelled_after_payment: 'cancelled the order and refunded the buyer in full',
  dispute_opened: 'opened a dispute',
  dispute_answered: 'answered the dispute',
  dispute_closed: 'closed the dispute for the seller',
  refunded: 'refunded the buyer',
  completed: 'completed the order',
};

/** The timeline's sentence for one step. */
export function eventSentence(event: OrderEvent, viewer: OrderViewer): string {
  if (event.kind === 'expired') return 'The booking expired unpaid';
  if (event.kind === 'completed') {
    return event.by === 'system'
      ? 'The order was completed automatically'
      : 'The order was completed';
  }
  return `${actorName(event.by, viewer)} ${DID[event.kind]}`;
}

/** What an event's note is: a reason, an answer, a note to both sides. */
const NOTE_LABELS: Partial<Record<OrderEventKind, string>> = {
  meeting_set: 'Meeting',
  dispute_opened: 'Complaint',
  dispute_answered: 'Answer',
  dispute_closed: 'Note',
  refunded: 'Note',
  completed: 'Note',
};

export const noteLabel = (kind: OrderEventKind) => NOTE_LABELS[kind] ?? 'Reason';

const dateTime = new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium', timeStyle: 'short' });

/** An ISO date-time as people read it, in their own time zone. */
export function formatWhen(iso: string): string {
  return dateTime.format(new Date(iso));
}

const REFUNDERS: Record<OrderRefund['by'], string> = {
  seller: 'the seller',
  admin: 'an administrator',
  provider: 'the payment provider',
};

/** "$120 (partial refund) by an administrator". */
export function refundSummary(refund: OrderRefund): string {
  const scope = refund.full ? 'full refund' : 'partial refund';
  return `${formatPrice(refund.amount)} (${scope}) by ${REFUNDERS[refund.by]}`;
}

/** A note as written, or a time (the meeting's) in the reader's words. */
export function formatNote(note: string): string {
  return /^\d{4}-\d{2}-\d{2}T/.test(note) && !Number.isNaN(Date.parse(note))
    ? formatWhen(note)
    : note;
}
