import type { PartyRole } from '../common';
import { formatMoney } from '../format';
import type { OrderActor, OrderDecision, OrderEventKind } from '../orders';

// Type-only imports: the web's bell and order page word events without loading zod.

/** Who reads the words: the order's buyer, its seller, or an administrator. */
export type OrderReader = PartyRole | 'admin';

/** The people and money of one step as its reader reads them. */
export interface StepContext {
  reader: OrderReader;
  by: OrderActor;
  /** "You", "The buyer", "An administrator". */
  actor: string;
  /** "you" or "the buyer". */
  buyer: string;
  /** "you" or "the seller". */
  seller: string;
  /** The order's price, when known: "$700.00". */
  price: string | undefined;
  decision: OrderDecision | undefined;
}

/** How one kind of step is worded; `money` is the refund line unless it says otherwise. */
export interface Wording {
  title: (c: StepContext) => string;
  sentence: (c: StepContext) => string;
  money?: (c: StepContext) => string | undefined;
  next?: (c: StepContext) => string | undefined;
  /** What its note is: "Reason", "Complaint", "Note". */
  note: string;
}

const capital = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);
/** "you keep", "the seller keeps". */
const keeps = (who: string) => `${who} ${who === 'you' ? 'keep' : 'keeps'}`;
export const keptOf = (d: OrderDecision) => d.paidCents - d.refundedCents;
export const isFull = (d: OrderDecision) => d.refundedCents >= d.paidCents;
const inPart = (c: StepContext) => (c.decision && !isFull(c.decision) ? ' in part' : '');

/** "Refunded $700.00 in full to the buyer", "Refunded $100.00 of $700.00 to you". */
export function refundLine(c: StepContext): string | undefined {
  const d = c.decision;
  if (!d || d.refundedCents === 0) return undefined;
  const amount = isFull(d)
    ? `${formatMoney(d.paidCents)} in full`
    : `${formatMoney(d.refundedCents)} of ${formatMoney(d.paidCents)}`;
  return `Refunded ${amount} to ${c.buyer}`;
}

/** "The seller keeps $700.00", "You keep $600.00 of $700.00". */
function keptLine(c: StepContext): string | undefined {
  const d = c.decision;
  if (!d) return undefined;
  const of = d.refundedCents > 0 ? ` of ${formatMoney(d.paidCents)}` : '';
  return capital(`${keeps(c.seller)} ${formatMoney(keptOf(d))}${of}`);
}

const BACK_ON_SALE = 'The order ends and the bike is back on sale.';

/** After a refund: the end of the order when it was full, else what the seller keeps. */
function afterRefund(c: StepContext, rest: (keeping: string) => string): string | undefined {
  const d = c.decision;
  if (!d) return undefined;
  return isFull(d) ? BACK_ON_SALE : rest(`${keeps(c.seller)} ${formatMoney(keptOf(d))}`);
}

const onlyFor = (reader: OrderReader, text: string) => (c: StepContext) =>
  c.reader === reader ? text : undefined;

const AFTER_PAYMENT: Record<OrderReader, string | undefined> = {
  buyer: 'Meet the seller for the handover, then confirm that you received the bike.',
  seller: 'Hand the bike over: the money stays pending until the order completes.',
  admin: undefined,
};

/** Before payment: booking, the ways an unpaid booking ends, and the meeting. */
const OPEN_PHASE = {
  booked: {
    title: () => 'New booking',
    sentence: (c) => `${c.actor} booked the bike${c.price ? ` for ${c.price}` : ''}.`,
    next: onlyFor('buyer', 'Pay to secure it.'),
    note: 'Note',
  },
  paid: {
    title: () => 'Order paid',
    sentence: (c) => `${c.actor} paid${c.price ? ` ${c.price}` : ''}.`,
    next: (c) => AFTER_PAYMENT[c.reader],
    note: 'Note',
  },
  cancelled: {
    title: () => 'Booking cancelled',
    sentence: (c) => `${c.actor} cancelled the booking before paying: nothing was charged.`,
    note: 'Reason',
  },
  declined: {
    title: () => 'Booking declined',
    sentence: (c) => `${c.actor} declined the booking: nothing was charged.`,
    note: 'Reason',
  },
  expired: {
    title: () => 'Booking expired',
    sentence: () => 'The booking expired: it was not paid in time, so nothing was charged.',
    note: 'Reason',
  },
  meeting_set: {
    title: () => 'Meeting time set',
    sentence: (c) => `${c.actor} set the meeting time.`,
    note: 'Meeting',
  },
} satisfies Partial<Record<OrderEventKind, Wording>>;

/** The buyer's request to cancel a paid order, and the seller's cancellations. */
const CANCELLATIONS = {
  cancel_requested: {
    title: () => 'Cancellation requested',
    sentence: (c) => `${c.actor} asked ${c.seller} to cancel the order.`,
    next: (c) => {
      const price = c.price ?? 'the payment';
      if (c.reader === 'seller') return `Accept to refund ${price} in full, or refuse to keep it.`;
      return `If the seller accepts, ${price} is refunded to ${c.buyer} in full.`;
    },
    note: 'Reason',
  },
  cancel_refused: {
    title: () => 'Cancellation refused',
    sentence: (c) => `${c.actor} refused to cancel the order: it stands.`,
    note: 'Reason',
  },
  cancel_accepted: {
    title: () => 'Cancellation accepted',
    sentence: (c) => `${c.actor} accepted the request to cancel the order.`,
    next: () => BACK_ON_SALE,
    note: 'Reason',
  },
  cancelled_after_payment: {
    title: () => 'Order cancelled',
    sentence: (c) => `${c.actor} cancelled the order after payment.`,
    next: () => BACK_ON_SALE,
    note: 'Reason',
  },
} satisfies Partial<Record<OrderEventKind, Wording>>;

/** Disputes and their decisions, refunds at the provider, completion. */
const OUTCOMES = {
  dispute_opened: {
    title: () => 'Dispute opened',
    sentence: (c) => `${c.actor} opened a dispute.`,
    next: (c) =>
      c.reader === 'seller'
        ? 'Give your side: an administrator will decide.'
        : 'An administrator will decide.',
    note: 'Complaint',
  },
  dispute_answered: {
    title: () => 'Dispute answered',
    sentence: (c) => `${c.actor} answered the dispute.`,
    next: () => 'An administrator will decide.',
    note: 'Answer',
  },
  dispute_refunded: {
    title: (c) => `Dispute decided: ${inPart(c) ? 'part' : 'full'} refund`,
    sentence: (c) => `${c.actor} decided the dispute for ${c.buyer}${inPart(c)}.`,
    next: (c) => afterRefund(c, (keeping) => `The order is completed and ${keeping}.`),
    note: 'Note',
  },
  dispute_closed: {
    title: () => 'Dispute decided for the seller',
    sentence: (c) => `${c.actor} decided the dispute for ${c.seller}.`,
    money: (c) => {
      const line = keptLine(c);
      return line && `No refund: ${line.charAt(0).toLowerCase()}${line.slice(1)}`;
    },
    next: () => 'The order is completed.',
    note: 'Note',
  },
  refunded: {
    title: (c) =>
      c.decision ? `Refund issued: ${formatMoney(c.decision.refundedCents)}` : 'Refund issued',
    sentence: (c) =>
      c.decision ? `${c.actor} issued a refund.` : `${c.actor} refunded ${c.buyer}.`,
    next: (c) => afterRefund(c, (keeping) => `The order goes on: ${keeping} once it completes.`),
    note: 'Note',
  },
  completed: {
    title: () => 'Order completed',
    sentence: (c) => {
      if (c.by === 'system') return 'The order was completed automatically.';
      if (c.by === 'buyer')
        return `${c.actor} confirmed receiving the bike: the order was completed.`;
      if (c.by === 'seller')
        return `${c.actor} entered the handover code at the handover: the order was completed.`;
      return 'The order was completed.';
    },
    money: keptLine,
    next: onlyFor('seller', 'It is available to pay out.'),
    note: 'Note',
  },
} satisfies Partial<Record<OrderEventKind, Wording>>;

/** Every kind of step an order's timeline holds, worded (docs/domain.md#decisions). */
export const WORDING: Record<OrderEventKind, Wording> = {
  ...OPEN_PHASE,
  ...CANCELLATIONS,
  ...OUTCOMES,
};
