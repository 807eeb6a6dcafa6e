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
  /** An administrator's decision on a seller's first listing (docs/domain.md#moderation-queue). */
  approval: {
    banner: "A seller's first listing: approve it to make it public, or reject it with a reason.",
    approve: 'Approve',
    approving: 'Approving…',
    approved: 'Listing approved: it is public now',
    reject: 'Reject',
    rejecting: 'Rejecting…',
    rejected: 'Listing rejected and removed',
    confirmApprove: 'Approve this listing? It becomes public at once.',
    dialogTitle: (bikeName: string) => `Reject ${bikeName}`,
    reasonLabel: 'Why is it rejected? The seller reads this.',
    reasonRequired: 'Tell the seller why the listing is rejected',
    reasonTooLong: (max: number) => `Keep it under ${max} characters`,
    cancel: 'Cancel',
    failed: "We couldn't record the decision",
    notWaiting: 'This listing is not waiting for approval',
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
      'reported-review': 'Reported review',
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
