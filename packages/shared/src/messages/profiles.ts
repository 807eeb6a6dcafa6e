// The public profile page `/users/:id` (docs/domain.md#public-profiles).

export const profileMessages = {
  profile: {
    /** A removed person or an id nobody holds: the API's 404 and the page's error. */
    notFound: 'This person is not on ReRide any more.',
    notFoundTitle: 'Profile not found',
    loadFailed: "We couldn't load this profile",
    bikesLoadFailed: "We couldn't load the bikes",
    findBikes: 'Find bikes',
    memberSince: (date: string) => `Member since ${date}`,
    verified: 'Verified seller',
    completedSales: (count: number) =>
      count === 1 ? '1 completed sale' : `${count} completed sales`,
    /**
     * The median first-answer time (docs/domain.md#public-profiles), rounded up to what "within"
     * promises: under an hour, whole hours under a day, whole days after.
     */
    answersWithin: (minutes: number) => {
      const hours = Math.ceil(minutes / 60);
      if (hours <= 1) return 'Usually answers within an hour';
      if (hours < 24) return `Usually answers within ${hours} hours`;
      const days = Math.ceil(hours / 24);
      return days === 1 ? 'Usually answers within a day' : `Usually answers within ${days} days`;
    },
    listedBikes: 'Listed bikes',
    noBikes: 'Nothing listed right now.',
    moreBikes: 'Show more bikes',
    reviews: 'Reviews',
    noReviews: 'No reviews yet',
    /** The bike page's link to the seller's profile. */
    sellerLink: (name: string) => `See ${name}'s profile`,
    title: (name: string) => `${name} on ReRide`,
    description: (name: string) =>
      `${name}'s used bikes for sale on ReRide, their completed sales and member details.`,
  },
} as const;
