/** The bike pages, their photos, search and the wishlist. */
export const catalogueMessages = {
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
    /** The bike page's lowered price: the price before the latest cut (docs/domain.md#prices). */
    wasPrice: (price: string) => `was ${price}`,
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
