// The texts of leaving ReRide: downloading one's data and deleting one's account
// (docs/domain.md#leaving).

/** What a person types to confirm the deletion; the API refuses any other text. */
const CONFIRM_WORD = 'DELETE';

export const leaveMessages = {
  /** Where a deleted person's name stood: on orders, messages and listings kept for others. */
  deletedUserName: 'Deleted user',
  yourData: {
    title: 'Your data',
    lead: 'Download one file with everything ReRide holds about you: your account, listings, orders, messages, offers, notifications, wishlist, reports and earnings.',
    action: 'Download my data',
    working: 'Preparing your file…',
    failed: 'Your data could not be downloaded. Try again.',
  },
  deleteAccount: {
    confirmWord: CONFIRM_WORD,
    title: 'Delete account',
    lead: 'Your unsold listings are removed, your open bookings and offers end and your conversations close. Orders, payments and messages the other person needs stay, showing "Deleted user" instead of your name; your email, phone and city are erased. This cannot be undone.',
    action: 'Delete account',
    working: 'Deleting…',
    confirmTitle: 'Delete your account?',
    confirmBody: `Type ${CONFIRM_WORD} to confirm. You will be signed out and cannot sign in to this account again.`,
    confirmLabel: `Type ${CONFIRM_WORD}`,
    confirm: 'Delete my account',
    keep: 'Keep my account',
    wrongConfirmation: `Type ${CONFIRM_WORD} to delete your account.`,
    done: 'Your account has been deleted.',
    /** Why the deletion is refused (409): each names what to finish first. */
    orderInProgress:
      'You have an order in progress. Your account can be deleted once it is completed or refunded.',
    openDispute:
      'You have an open dispute. Your account can be deleted once an administrator has decided it.',
    moneyDue:
      'You have earnings not yet paid out. Ask for your payout first; your account can be deleted once it has been paid.',
  },
} as const;
