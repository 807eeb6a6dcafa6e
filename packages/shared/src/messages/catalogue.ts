/** The bike pages, their photos, search and the wishlist. */
export const catalogueMessages = {
  /** The orders a results list can be sorted in, by the search's `sort` value. */
  sortLabels: {
    newest: 'Newest',
    price_asc: 'Price: low to high',
    price_desc: 'Price: high to low',
    distance: 'Distance',
  },
  /** Bike page, photos and search. */
  bikes: {
    notListed: 'This bike is no longer listed.',
    imagesNotOwn: 'Only your own photos on your own unsold bikes can be changed',
    imagesSold: 'Photos of a sold bike cannot be changed',
    imagesUpdated: 'Photos updated!',
    imageNotFound: 'One of the photos was not found, please upload it again',
    sitemapFileNotFound: 'This bike sitemap file does not exist.',
    editSold: 'A sold or paid-for bike can no longer be edited',
    editChangedMeanwhile: 'The bike changed meanwhile, please reload and try again',
    edited: 'Listing updated!',
    nothingChanged: 'Nothing was changed',
    /** The listing lifecycle (docs/domain.md#listing-lifecycle). */
    paused:
      'The seller has paused this listing: it cannot be booked, offered on or paid for until they resume it',
    pausedNotice: 'This listing is paused by its seller. Check back later.',
    expired: 'This listing has expired and is no longer available',
    expiredNotice: 'This bike is no longer available: its listing has expired.',
    soldElsewhere: 'The seller sold this bike elsewhere',
    lifecycleSold: 'A sold bike can no longer be paused, renewed or marked sold elsewhere',
    lifecyclePaidOrder:
      'This bike has a paid order in progress: settle it before marking it sold elsewhere',
    notPaused: 'Only a paused listing can be resumed',
    alreadyPaused: 'This listing is already paused',
    expiredCannotPause: 'An expired listing cannot be paused: renew it first',
    didPause: 'Listing paused: it is hidden until you resume it',
    didResume: 'Listing resumed: it is public again',
    didSoldElsewhere: 'Listing ended as sold elsewhere',
    didRenew: 'Listing renewed',
    confirmSoldElsewhere:
      'Mark this bike as sold elsewhere? Its listing ends for good, and its open bookings and offers end.',
    expiresIn: (days: number) =>
      days <= 0 ? 'Expires today' : `Expires in ${days} day${days === 1 ? '' : 's'}`,
    expiredLabel: 'Expired',
    /** The bike page's lowered price: the price before the latest cut (docs/domain.md#prices). */
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
} as const;
