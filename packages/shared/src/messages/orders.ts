import {
  cancelRequestStates,
  disputeDecisions,
  disputeReasons,
  entryKinds,
  orderActions,
  statusLabels,
} from './order-labels';
import { describeLedgerEntry, describeOrderEvent, withNote } from './order-events';

/** Bookings, payments, the order after payment and the seller's earnings. */
export const orderMessages = {
  /** Refusals of the bookings and payments flows, shown in the web's toast or under the card. */
  bookings: {
    bikeSold: 'This bike has already been sold',
    bikeUnavailable: 'This bike is no longer available',
    ownBike: 'You cannot book your own bike',
    alreadyBooked: 'You have already booked this bike',
    alreadyPaid: 'This booking has already been paid',
    soldToAnotherRefunded: 'This bike was sold to another buyer. Your payment has been refunded.',
    unavailableRefunded: 'This bike is no longer available. Your payment has been refunded.',
    paidTwiceRefunded:
      'This booking was already paid with another payment. That payment has been refunded.',
    paymentNotFound: 'We could not find this payment, please try again',
    paymentNotCompleted: 'This payment has not been completed yet',
    paymentCanceled: 'This payment was cancelled and nothing was charged',
    paymentMismatch: 'This payment does not match the booking',
    paymentUnavailable: 'The payment service is temporarily unavailable, please try again',
    paymentRefused: 'The payment service refused this request, please try again',
    paymentAlreadyCompleted: 'This payment has already been completed',
    invalidWebhook: 'Invalid webhook signature',
    cancelled: 'This booking was cancelled by the buyer',
    declined: 'This booking was declined by the seller',
    notOpen: 'This booking is no longer open',
    endedRefunded: 'This booking has ended. Your payment has been refunded.',
    notPaidYet: 'This booking has not been paid',
    expired: 'This booking expired: it was not paid in time',
    alreadyCompleted: 'You already confirmed that you received this bike',
    completedToast: 'Thank you! The order is completed',
    cancelledToast: 'Booking cancelled',
    declinedToast: 'Booking declined',
  },
  /** The order after payment (docs/domain.md#orders) and the seller's earnings. */
  orders: {
    notFound: 'Order not found',
    notPaid: 'This order has not been paid',
    alreadyCompleted: 'This order is already completed',
    alreadyRefunded: 'This order has already been refunded',
    refundUnderWay: 'A refund of this order is already under way',
    refundTooLarge: 'A refund cannot be larger than what was paid',
    disputed: 'This order is disputed: an administrator will decide',
    noOpenDispute: 'This order has no open dispute',
    disputeAlreadyOpened: 'A dispute was already opened for this order',
    cancelRequestOpen: 'You already asked the seller to cancel this order',
    noCancelRequest: 'There is no open request to cancel this order',
    meetingInPast: 'Choose a meeting time in the future',
    /** The handover code (docs/domain.md#handover-code). */
    handover: {
      title: 'Handover code',
      howTo: 'Show this code to the seller when you get the bike.',
      after:
        'Entering it completes the order, as "I received the bike" does. Never share it before.',
      wrongCode: 'This is not the handover code of this order. Check the digits with the buyer.',
      locked: 'Too many wrong handover codes. Try again in 15 minutes.',
      noCode: 'This order has no handover code yet: set the meeting time first',
      fieldLabel: 'Handover code',
      fieldHint: 'The six digits on the buyer’s order page.',
      completedToast: 'Handover code accepted: the order is completed',
    },
    payoutsUnavailable: 'Payouts are not available with this payment provider yet',
    nothingToPayOut: 'There is nothing available to pay out',
    meetingSetToast: 'Meeting time saved',
    cancelRequestedToast: 'Your request was sent to the seller',
    cancelRefusedToast: 'Request refused: the order stands',
    sellerCancelledToast: 'Order cancelled: the buyer has been refunded in full',
    disputeOpenedToast: 'Dispute opened: an administrator will look at it',
    disputeAnsweredToast: 'Your answer was added to the dispute',
    refundedToast: 'Refund issued',
    disputeClosedToast: 'Dispute closed for the seller',
    payoutToast: 'Payout recorded',
    /** Contact details are shared once the order is paid (docs/domain.md#contact-privacy). */
    contactPrivate: "The seller's phone and email are shared once the order is paid",
    buyerContactPrivate: "The buyer's phone is shared once the order is paid",
    statusLabels,
    disputeReasons,
    disputeDecisions,
    cancelRequestStates,
    actions: orderActions,
    /** The seller's cancellation when the buyer asked for it. */
    acceptCancellation: 'Accept the cancellation',
    /** The questions of the order actions beyond messages.confirm's cancel, decline and receipt. */
    confirm: {
      enterHandoverCode: (buyer: string, bike: string) =>
        `Type the code ${buyer} shows you when you hand over ${bike}. The right code completes the order at once.`,
      setMeeting: (bike: string) =>
        `When do you meet to hand over ${bike}? Both sides see the time you save.`,
      requestCancel: (bike: string) =>
        `Ask the seller to cancel your order of ${bike}? If they accept, your payment is refunded in full.`,
      refuseCancel: (buyer: string, bike: string) =>
        `Refuse ${buyer}'s request to cancel the order of ${bike}?`,
      sellerCancel: (bike: string, buyer: string, amount: string) =>
        `Cancel the order of ${bike}? ${buyer} is refunded ${amount} in full and the bike is back on sale.`,
      openDispute: (bike: string) =>
        `Tell an administrator what went wrong with ${bike}. The seller can answer; the administrator decides.`,
      answerDispute: (buyer: string, bike: string) =>
        `Give your side of ${buyer}'s dispute about ${bike}. An administrator decides.`,
      refund: (bike: string, buyer: string) =>
        `Decide the dispute about ${bike} for ${buyer}: a full refund puts the bike back on sale.`,
      closeDispute: (bike: string) =>
        `Decide the dispute about ${bike} for the seller? Nothing is refunded and the order completes.`,
      payout: (amount: string) => `Pay out ${amount}, everything available now?`,
    },
    /** Every step of an order in words, for its buyer, its seller or an administrator. */
    describeEvent: describeOrderEvent,
    describeLedgerEntry,
    withNote,
    entryKinds,
  },
  /** Conversations between buyers and sellers (docs/domain.md#conversations). */
} as const;
