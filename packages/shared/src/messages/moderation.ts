// Reasons on reports, holds on listings and the administrators' one queue
// (docs/domain.md#moderation-queue).

export const REPORT_REASON_LABELS = {
  scam: 'Scam or fraud',
  stolen: 'Possibly stolen',
  wrong_category: 'Wrong category',
  duplicate: 'Duplicate listing',
  offensive: 'Offensive content',
  already_sold: 'Already sold',
  other: 'Other',
} as const;

export const moderationMessages = {
  reportForm: {
    title: (bikeName: string) => `Report ${bikeName}`,
    legend: 'Why are you reporting this listing?',
    reasons: REPORT_REASON_LABELS,
    note: 'Tell us more',
    noteOptional: 'Tell us more (optional)',
    noteRequired: 'Tell us what is wrong when you choose "Other"',
    noteTooLong: (max: number) => `Keep it under ${max} characters`,
    send: 'Send report',
    sending: 'Sending…',
    cancel: 'Cancel',
  },
  reasons: {
    heading: 'Reasons',
    notes: 'Notes',
    none: 'No reasons given',
  },
  holds: {
    reports: 'Hidden after several reports: waiting for an administrator',
    firstListing: 'Waiting for approval',
    stolenSerial: 'Waiting for a routine check by an administrator',
    heldNotice: 'This listing is waiting for a moderator and is not public.',
    held: 'This listing is waiting for a moderator: it cannot be booked or offered on yet',
  },
  queue: {
    title: 'Moderation queue',
    lead: 'Everything waiting for a decision, the oldest and most reported first.',
    kind: 'Show',
    allKinds: 'Everything',
    kinds: {
      'reported-listing': 'Reported listing',
      'reported-message': 'Reported message',
      'held-listing': 'Held listing',
      dispute: 'Open dispute',
      'theft-report': 'Theft report',
      'duplicate-serial': 'Serial on two sellers',
    },
    reports: (n: number) => `${n} report${n === 1 ? '' : 's'}`,
    waitingSince: 'Waiting since',
    open: 'Open',
    empty: 'Nothing is waiting for a decision.',
    emptyKind: 'Nothing of this kind is waiting.',
    loadFailed: "We couldn't load the moderation queue",
  },
} as const;
