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
