// Why a listing is hidden while it is checked (docs/domain.md#moderation-queue), shown on its page:
// a file of its own, so the page loads these lines alone (docs/decisions/011-javascript-budgets-
// without-the-framework.md).

export const holdMessages = {
  reports: 'Hidden after several reports: waiting for an administrator',
  firstListing: 'Waiting for approval',
  stolenSerial: 'Waiting for a routine check by an administrator',
  heldNotice: 'This listing is waiting for a moderator and is not public.',
  held: 'This listing is waiting for a moderator: it cannot be booked or offered on yet',
  /** The create answer and the add form, when PREMODERATE_FIRST_LISTING held the new listing. */
  firstListingNotice:
    "Waiting for approval: an administrator checks a seller's first listing before it goes public",
} as const;
