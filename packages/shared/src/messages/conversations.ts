import type { MessageReportReason } from '../conversations';

// Type-only import: a page's texts must not pull zod into its first load.

/** Why a participant reports a message, as the report dialog and the admins' queue say it. */
const messageReportReasons: Record<MessageReportReason, string> = {
  spam: 'Spam or advertising',
  scam: 'Scam or fraud attempt',
  abuse: 'Harassment or abuse',
  other: 'Something else',
};

export const conversationMessages = {
  conversations: {
    notFound: 'Conversation not found',
    ownBike: 'This is your own bike',
    bikeUnavailable: 'This bike is no longer listed',
    closed: 'This conversation is closed',
    sentToast: 'Message sent',
    askToast: 'Your question was sent to the seller',
    privacy:
      'Phone numbers and emails stay private until the order is paid: arrange everything here.',
    /** Under a message whose contact details were masked for the reader. */
    contactHiddenForYou: 'Phone numbers and emails show here once the order is paid.',
    /** Under one's own message with contact details, which the other side reads masked. */
    contactHiddenForThem: (other: string) =>
      `${other} sees phone numbers and emails hidden until the order is paid.`,
    empty: 'No conversations yet',
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
} as const;
