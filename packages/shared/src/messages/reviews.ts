// Reviews of completed orders and reputation (docs/domain.md#reviews, docs/domain.md#reputation).

const plural = (count: number, one: string, many: string) =>
  count === 1 ? `1 ${one}` : `${count} ${many}`;

export const reviewMessages = {
  reviews: {
    // The API's refusals.
    orderNotFound: 'Order not found',
    notFound: 'Review not found',
    notCompleted: 'You can review an order once it is completed',
    alreadyReviewed: 'You have already reviewed this order',
    windowClosed: 'The time to review this order has passed',
    wrongSubRatings: 'These ratings do not fit the person you review',
    notYours: 'Only the person reviewed can reply',
    notPublished: 'You can reply once the review is published',
    alreadyReplied: 'You have already replied to this review',
    ownReview: 'You cannot report your own review',
    notReported: 'This review is not waiting for a decision',
    // The order page.
    title: 'Reviews',
    leave: 'Leave a review',
    leaveAbout: (name: string) => `Leave a review of ${name}`,
    overall: 'Overall rating',
    sub: {
      asDescribed: 'As described',
      communication: 'Communication',
      handover: 'Handover',
      punctuality: 'Punctuality',
    },
    text: 'Your review',
    textHint: 'What went well, what could be better',
    submit: 'Publish review',
    submitting: 'Saving…',
    confirm: 'Reviews cannot be changed once sent. Send this review?',
    saved: (other: string, date: string) =>
      `Your review is saved; it will be published when ${other} reviews or on ${date}.`,
    yours: 'Your review',
    theirs: (name: string) => `${name}'s review`,
    awaiting: 'Not published yet',
    none: 'No reviews on this order.',
    loadFailed: "We couldn't load the reviews",
    reply: 'Reply',
    replyLabel: 'Your public reply',
    replySend: 'Send reply',
    replyConfirm: 'Replies cannot be changed once sent. Send this reply?',
    replyHeading: 'Reply from the person reviewed',
    stars: (rating: number) => `${rating} out of 5 stars`,
    star: (n: number) => (n === 1 ? '1 star' : `${n} stars`),
    label: { refunded: 'Order refunded', disputed: 'Order disputed' },
    more: 'Show more reviews',
    savedToast: 'Review sent',
    repliedToast: 'Reply published',
    // Reporting a review (docs/domain.md#reported-reviews).
    report: 'Report',
    reportLabel: (author: string) => `Report the review by ${author}`,
    reportTitle: 'Report this review',
    reportLegend: 'Why are you reporting this review?',
    reportedToast: 'Thank you: an administrator will look at this review',
    alreadyReportedToast: 'You already reported this review',
    loginToReport: 'Log in to report a review',
    // The administrators' page of reported reviews.
    moderationTitle: 'Reported reviews',
    moderationEmpty: 'No reported reviews waiting',
    moderationLoadFailed: "We couldn't load the reported reviews",
    about: 'About',
    subjectProfile: 'their profile',
    reporters: (n: number) => plural(n, 'report', 'reports'),
    keep: 'Keep',
    remove: 'Remove',
    keepTitle: 'Keep this review?',
    removeTitle: 'Remove this review for good?',
    decisionReason: 'Reason (kept in the audit log)',
    keptToast: 'The review is public again',
    removedToast: 'The review is removed',
  },
  reputation: {
    newSeller: 'New seller',
    heading: 'About the seller',
    loadFailed: "We couldn't load the seller's reputation",
    rating: (average: number, count: number) =>
      `${average.toFixed(1)} out of 5 (${plural(count, 'review', 'reviews')})`,
    sellerCancelled: (share: number) =>
      `Cancelled ${Math.round(share * 100)}% of paid orders as a seller`,
  },
} as const;
