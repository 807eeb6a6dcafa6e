import type { BookingStatus, CancelRequest, Dispute, DisputeReason, OrderRefund } from './bookings';
import type { MessageReportReason } from './conversations';
import type { LedgerEntryKind } from './earnings';
import type { NotificationTopic } from './notifications';
import type { OrderAction, OrderActor, OrderEventKind } from './orders';
import { notificationMessages } from './notification-messages';
import { offerMessages } from './offer-messages';

// Type-only imports: the web's first page imports `messages`, and must not pull zod with it.

/** Each booking status in words (the web adds the badge's tone: words, never colour alone). */
const statusLabels: Record<BookingStatus, string> = {
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
const disputeReasons: Record<DisputeReason, string> = {
  not_as_described: 'Not as described',
  seller_no_show: 'The seller did not show up',
  other: 'Something else',
};

/** Why a participant reports a message, as the report dialog and the admins' queue say it. */
const messageReportReasons: Record<MessageReportReason, string> = {
  spam: 'Spam or advertising',
  scam: 'Scam or fraud attempt',
  abuse: 'Harassment or abuse',
  other: 'Something else',
};

/** Where a dispute stands: waiting, or decided for one side. */
const disputeDecisions: Record<Dispute['state'], string> = {
  open: 'Waiting for an administrator',
  refunded: 'Decided for the buyer',
  closed: 'Decided for the seller',
};

/** Where the buyer's request to cancel a paid order stands. */
const cancelRequestStates: Record<CancelRequest['state'], string> = {
  open: 'Waiting for the seller',
  refused: 'Refused by the seller: the order stands',
  accepted: 'Accepted: the order was cancelled and refunded',
};

/** Who gave the money back, after "by". */
const refunders: Record<OrderRefund['by'], string> = {
  seller: 'the seller',
  admin: 'an administrator',
  provider: 'the payment provider',
};

/** Who did a step of the timeline, when it is not the reader ("You"). */
const actors: Record<OrderActor, string> = {
  buyer: 'The buyer',
  seller: 'The seller',
  admin: 'An administrator',
  system: 'ReRide',
  provider: 'The payment provider',
};

/** What each step did, after its actor ("You paid", "The seller declined the booking"). */
const did: Record<OrderEventKind, string> = {
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

/** What a step's note is: a reason, an answer, a note to both sides. */
const noteLabels: Record<OrderEventKind, string> = {
  booked: 'Reason',
  paid: 'Reason',
  cancelled: 'Reason',
  declined: 'Reason',
  expired: 'Reason',
  meeting_set: 'Meeting',
  cancel_requested: 'Reason',
  cancel_refused: 'Reason',
  cancelled_after_payment: 'Reason',
  dispute_opened: 'Complaint',
  dispute_answered: 'Answer',
  dispute_closed: 'Note',
  refunded: 'Note',
  completed: 'Note',
};

/** An order action's button and the title and buttons of its confirmation. */
interface OrderActionTexts {
  label: string;
  title: string;
  /** The confirming button, when not "Yes, I'm sure". */
  confirmLabel?: string;
  /** The dismissing button, when not "No, cancel". */
  cancelLabel?: string;
}

/** Every action of an order but Pay (a link to the payment page, docs/domain.md#orders). */
const orderActions: Record<Exclude<OrderAction, 'pay'>, OrderActionTexts> = {
  cancel: { label: 'Cancel booking', title: 'Cancel booking' },
  decline: { label: 'Decline', title: 'Decline booking', confirmLabel: 'Decline booking' },
  confirm_handover: { label: 'I received the bike', title: 'Confirm receipt' },
  set_meeting: {
    label: 'Set the meeting time',
    title: 'Meeting time',
    confirmLabel: 'Save the meeting time',
    cancelLabel: 'Close',
  },
  request_cancel: { label: 'Ask the seller to cancel', title: 'Ask the seller to cancel' },
  refuse_cancel: { label: 'Refuse the cancellation', title: 'Refuse the cancellation' },
  seller_cancel: { label: 'Cancel the order', title: 'Cancel the order' },
  open_dispute: { label: 'Open a dispute', title: 'Open a dispute' },
  answer_dispute: { label: 'Answer the dispute', title: 'Answer the dispute' },
  refund: { label: 'Refund the buyer', title: 'Refund the buyer' },
  close_dispute: { label: 'Close for the seller', title: 'Close the dispute' },
};

/** The settings page's checkbox per notification topic. */
const emailTopics: Record<NotificationTopic, { label: string; hint: string }> = {
  order: {
    label: 'Orders',
    hint: 'Bookings, payments, meetings, cancellations, disputes, refunds',
  },
  message: { label: 'Messages', hint: 'New messages in your conversations' },
  offer: { label: 'Offers', hint: 'Offers made, accepted, declined, countered or expired' },
  wishlist: { label: 'Wishlist', hint: 'A bike you saved is sold' },
};

/** Each entry of a seller's earnings history. */
const entryKinds: Record<LedgerEntryKind, string> = {
  sale: 'Sale',
  completion: 'Order completed',
  refund: 'Refund',
  payout: 'Payout',
};

/** Every user-facing text of docs/domain.md#validation and #errors, used by both the forms and the API. */
export const messages = {
  validation: {
    requiredField: 'Required field',
    emailRequired: 'Email is required',
    emailInvalid: 'Please enter a valid email address',
    passwordRequired: 'Password is required',
    passwordMinLength: 'Password must be at least 6 characters long',
    passwordPattern: 'Password must contain at least 1 uppercase, 1 special character and 1 number',
    nameRequired: 'Name is required',
    nameTooLong: 'Name must be at most 80 characters long',
    priceMin: 'Price must be at least $20',
    priceMax: 'Price must be at most $1,000,000',
    priceCents: 'Price can have at most 2 decimals',
    purchaseYearRange: 'Purchase year must be between 1999 and the current year',
    phoneNumeric: 'Phone must be a number of 6 to 15 digits',
    mobileNumeric: 'Mobile must be a number of 6 to 15 digits',
    invalidId: 'Invalid id',
    invalidCategory: 'Unknown category',
    invalidImageUrl: 'Image must be an uploaded image URL',
    brandTooLong: 'Brand must be at most 40 characters long',
    imagesRequired: 'Add at least one photo',
    imagesTooMany: 'A bike can have at most 6 photos',
    imagesDuplicate: 'The same photo is listed twice',
    coverMustBeFirst: 'The cover image must be the first photo',
    searchTooLong: 'Search must be at most 100 characters long',
    priceRangeOrder: 'Minimum price must not be above the maximum price',
    yearRangeOrder: '"Year from" must not be after "Year to"',
    invalidNumber: 'Must be a number',
    invalidSitemapFile: 'The sitemap file must be a whole number from 1',
  },
  toast: {
    loginToBook: 'Please login to book this product',
    alreadyReported: 'Item is already reported!',
    reported: 'Item successfully reported to Admin!',
    booked: (bikeName: string) => `${bikeName} successfully booked!`,
    productAdded: 'Product added successfully!',
    buyerRemoved: 'Buyer successfully removed!',
    advertised: 'Item successfully advertised!',
    advertisementRevoked: 'Advertisement Revoked!',
    productDeleted: 'Product successfully deleted!',
    unreported: 'Item  Unreported!',
    itemRemoved: 'Item successfully removed from this website!',
    sellerVerified: 'Seller Successfully Verified!',
    sellerRemoved: 'Seller successfully removed!',
    signUpSuccess: 'Sign up successful!',
    paymentCompleted: 'Payment Successfully Completed!',
  },
  inline: {
    paymentCongrats: 'Congrats! Your payment has been completed',
  },
  empty: {
    orders: 'You have no orders to show',
    products: 'You have no products to show',
    reported: 'There is no reported items to show',
    wishlist: 'Your wishlist is empty',
    searchResults: 'No bikes match your search',
  },
  confirm: {
    yes: "Yes, I'm sure",
    no: 'No, cancel',
    removeUser: (name: string) => `Are you sure, you want to remove ${name}?`,
    deleteProduct: (name: string) => `Are you sure, you want to delete ${name}?`,
    cancelBooking: (bike: string) =>
      `Cancel your booking of ${bike}? The seller will see that you cancelled it.`,
    confirmHandover: (bike: string) =>
      `Did you receive ${bike}? Confirm only once the bike is in your hands: the order is then completed.`,
    declineBooking: (buyer: string, bike: string) =>
      `Decline ${buyer}'s booking of ${bike}? They will no longer be able to pay for it.`,
  },
  errors: {
    unauthenticated: 'Please log in to continue',
    tokenExpired: 'Your session has expired, please log in again',
    accountRemoved: 'This account has been removed',
    forbidden: 'You are not allowed to do this',
    notFound: 'Not found',
    routeNotFound: 'This page does not exist',
    categoryNotFound: 'Category not found',
    bikeNotFound: 'Bike not found',
    bookingNotFound: 'Booking not found',
    userNotFound: 'User not found',
    validationFailed: 'Some fields are not valid',
    internal: 'Something went wrong on our side, please try again',
    unavailable: 'The service is temporarily unavailable, please try again',
    /** The web's Firebase sign-in cannot reach Firebase (or the Auth emulator). */
    signInUnreachable: 'Cannot reach the sign-in service. Check your connection and try again.',
    rateLimited: 'Too many requests. Please wait a moment and try again.',
    emailMismatch: 'The email does not match the signed-in account',
  },
  /** Bike page, photos and search. */
  bikes: {
    notListed: 'This bike is no longer listed.',
    imagesNotOwn: 'Only your own photos on your own unsold bikes can be changed',
    imagesSold: 'Photos of a sold bike cannot be changed',
    imagesUpdated: 'Photos updated!',
    imageNotFound: 'One of the photos was not found, please upload it again',
    sitemapFileNotFound: 'This bike sitemap file does not exist.',
  },
  /** Saved bikes of a buyer. */
  wishlist: {
    saved: 'Saved to your wishlist',
    removed: 'Removed from your wishlist',
    soldCannotSave: 'This bike has already been sold and cannot be saved',
    full: 'Your wishlist is full (100 bikes), remove some before saving more',
    loginToSave: 'Please login as a buyer to save bikes',
    availability: { available: 'Available', sold: 'Sold', removed: 'No longer listed' },
  },
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
    contactPrivate: "The seller's phone number is shown once the order is paid",
    statusLabels,
    disputeReasons,
    disputeDecisions,
    cancelRequestStates,
    /** "$120 (partial refund) by an administrator"; `amount` as formatted. */
    refundSummary: (amount: string, full: boolean, by: OrderRefund['by']) =>
      `${amount} (${full ? 'full refund' : 'partial refund'}) by ${refunders[by]}`,
    actions: orderActions,
    /** The seller's cancellation when the buyer asked for it. */
    acceptCancellation: 'Accept the cancellation',
    /** The questions of the order actions beyond messages.confirm's cancel, decline and receipt. */
    confirm: {
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
    /** The order page's timeline: "<actor> <did>", or a sentence of its own. */
    timeline: {
      you: 'You',
      actors,
      did,
      expired: 'The booking expired unpaid',
      completed: 'The order was completed',
      completedAutomatically: 'The order was completed automatically',
      noteLabels,
    },
    entryKinds,
  },
  /** Conversations between buyers and sellers (docs/domain.md#conversations). */
  conversations: {
    notFound: 'Conversation not found',
    ownBike: 'This is your own bike',
    bikeUnavailable: 'This bike is no longer listed',
    closed: 'This conversation is closed',
    sentToast: 'Message sent',
    askToast: 'Your question was sent to the seller',
    privacy:
      'Phone numbers and emails stay private until the order is paid: arrange everything here.',
    empty: 'No conversations yet',
    loginToAsk: 'Please login to ask the seller',
    blocked: 'Messages between you and this user are blocked',
    blockedByMe: 'You blocked this user: unblock them to write again.',
    blockedByThem: 'This user does not accept your messages.',
    closedBanner: 'This conversation is closed: one of its participants left ReRide.',
    messageNotFound: 'Message not found',
    ownMessage: 'You cannot report your own message',
    messageRemoved: 'Message removed',
    /** A photo sent without text, in the Inbox line and the notification's preview. */
    photoSent: 'Sent a photo',
    photoNotFound: 'Photo not found',
    photoRefused: 'This photo cannot be sent here: add it again',
    photoAlt: (name: string) => `Photo from ${name}`,
    photoWrongType: 'Photo must be a JPEG, PNG or WebP file',
    photoTooLarge: 'Photo must be at most 5 MB',
    photoUnavailable: 'The photo could not be loaded',
    reportNotFound: 'Report not found',
    reportDecided: 'This report has already been decided',
    reportReasons: messageReportReasons,
    reportedToast: 'Message reported to the administrators',
    alreadyReported: 'You already reported this message',
    blockedToast: 'User blocked',
    unblockedToast: 'User unblocked',
    dismissedToast: 'Report dismissed',
    removedToast: 'Message removed',
    emptyReported: 'There are no reported messages to show',
    confirmBlock: (name: string) =>
      `Block ${name}? Neither of you can write to the other in any conversation until you unblock them.`,
    confirmUnblock: (name: string) => `Unblock ${name}? You can write to each other again.`,
    confirmRemove: 'Remove this message? Both participants will see "Message removed" instead.',
  },
  /** Offers inside a conversation (docs/domain.md#offers). */
  offers: offerMessages,
  /** The bell and the live stream (docs/domain.md#notifications). */
  notifications: {
    notFound: 'Notification not found',
    tooManyStreams: 'Too many open connections: close another tab and try again',
    ...notificationMessages,
  },
  /** Notification emails and their settings page (docs/domain.md#notifications). */
  email: {
    settingsTitle: 'Email notifications',
    settingsIntro:
      'Choose what ReRide also tells you by email. Everything still shows up under the bell.',
    topicsLegend: 'Email me about',
    topics: emailTopics,
    save: 'Save settings',
    savedToast: 'Email settings saved',
    /** The web page of these settings (apps/web/src/lib/paths.ts); emails link to it. */
    settingsHref: '/dashboard/settings',
    subject: (title: string, bike: string) => `${title}: ${bike}`,
    greeting: (name: string) => `Hi ${name},`,
    footer: 'You receive this email because of your ReRide email settings.',
    manageSettings: 'Choose which emails you receive',
  },
} as const;
