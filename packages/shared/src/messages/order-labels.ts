import type { BookingStatus, CancelRequest, Dispute, DisputeReason } from '../bookings';
import type { LedgerEntryKind } from '../earnings';
import type { OrderAction } from '../orders';

// Type-only imports: a page's texts must not pull zod into its first load.

/** Each booking status in words (the web adds the badge's tone: words, never colour alone). */
export const statusLabels: Record<BookingStatus, string> = {
  booked: 'Not paid',
  paid: 'Paid',
  completed: 'Completed',
  cancelled: 'Cancelled',
  declined: 'Declined',
  expired: 'Expired',
  disputed: 'Disputed',
  refunded: 'Refunded',
};

/** Why a buyer opens a dispute, as the dispute form and the order pages say it. */
export const disputeReasons: Record<DisputeReason, string> = {
  not_as_described: 'Not as described',
  seller_no_show: 'The seller did not show up',
  other: 'Something else',
};

/**
 * Where a dispute stands. Decided ones are worded from the step that decided them
 * (`describeOrderEvent`), which knows whether a refund was full or in part.
 */
export const disputeDecisions: Record<Dispute['state'], string> = {
  open: 'Waiting for an administrator',
  refunded: 'Decided for the buyer',
  closed: 'Decided for the seller',
};

/** Where the buyer's request to cancel a paid order stands. */
export const cancelRequestStates: Record<CancelRequest['state'], string> = {
  open: 'Waiting for the seller',
  refused: 'Refused by the seller: the order stands',
  accepted: 'Accepted: the order was cancelled and refunded',
};

/** An order action's button and the title and buttons of its confirmation. */
export interface OrderActionTexts {
  label: string;
  title: string;
  /** The confirming button: the action itself, never "Yes". */
  confirmLabel: string;
  /** The dismissing button: what stays as it is, never "No, cancel". */
  cancelLabel: string;
}

/** Every action of an order but Pay (a link to the payment page, docs/domain.md#orders). */
export const orderActions: Record<Exclude<OrderAction, 'pay'>, OrderActionTexts> = {
  cancel: {
    label: 'Cancel booking',
    title: 'Cancel booking',
    confirmLabel: 'Cancel booking',
    cancelLabel: 'Keep booking',
  },
  decline: {
    label: 'Decline',
    title: 'Decline booking',
    confirmLabel: 'Decline booking',
    cancelLabel: 'Keep booking',
  },
  confirm_handover: {
    label: 'I received the bike',
    title: 'Confirm receipt',
    confirmLabel: 'I received it',
    cancelLabel: 'Not yet',
  },
  enter_handover_code: {
    label: 'Enter handover code',
    title: 'Enter the handover code',
    confirmLabel: 'Complete the order',
    cancelLabel: 'Not yet',
  },
  set_meeting: {
    label: 'Set the meeting time',
    title: 'Meeting time',
    confirmLabel: 'Save the meeting time',
    cancelLabel: 'Close',
  },
  request_cancel: {
    label: 'Ask the seller to cancel',
    title: 'Ask the seller to cancel',
    confirmLabel: 'Send the request',
    cancelLabel: 'Keep the order',
  },
  refuse_cancel: {
    label: 'Refuse the cancellation',
    title: 'Refuse the cancellation',
    confirmLabel: 'Refuse the cancellation',
    cancelLabel: 'Decide later',
  },
  seller_cancel: {
    label: 'Cancel the order',
    title: 'Cancel the order',
    confirmLabel: 'Cancel and refund',
    cancelLabel: 'Keep the order',
  },
  open_dispute: {
    label: 'Open a dispute',
    title: 'Open a dispute',
    confirmLabel: 'Open the dispute',
    cancelLabel: 'Not now',
  },
  answer_dispute: {
    label: 'Answer the dispute',
    title: 'Answer the dispute',
    confirmLabel: 'Send the answer',
    cancelLabel: 'Not now',
  },
  refund: {
    label: 'Refund the buyer',
    title: 'Refund the buyer',
    confirmLabel: 'Refund the buyer',
    cancelLabel: 'Decide later',
  },
  close_dispute: {
    label: 'Close for the seller',
    title: 'Close the dispute',
    confirmLabel: 'Close for the seller',
    cancelLabel: 'Decide later',
  },
};

/** Each entry of a seller's earnings history. */
export const entryKinds: Record<LedgerEntryKind, string> = {
  sale: 'Sale',
  completion: 'Order completed',
  refund: 'Refund',
  payout: 'Payout',
};
