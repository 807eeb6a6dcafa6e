// The texts every screen and the API share: form validation, toasts, empty states, confirmations.

/** Validation, toasts and confirmations of docs/domain.md#validation. */
export const commonMessages = {
  validation: {
    requiredField: 'Required field',
    emailRequired: 'Email is required',
    emailInvalid: 'Please enter a valid email address',
    passwordRequired: 'Password is required',
    passwordMinLength: 'Password must be at least 6 characters long',
    passwordPattern: 'Password must contain at least 1 uppercase, 1 special character and 1 number',
    nameRequired: 'Name is required',
    nameTooLong: 'Name must be at most 80 characters long',
    priceMin: 'Price must be at least $20',
    priceMax: 'Price must be at most $1,000,000',
    priceCents: 'Price can have at most 2 decimals',
    purchaseYearRange: 'Purchase year must be between 1999 and the current year',
    phoneNumeric: 'Phone must be a number of 6 to 15 digits',
    mobileNumeric: 'Mobile must be a number of 6 to 15 digits',
    invalidId: 'Invalid id',
    invalidCategory: 'Unknown category',
    invalidImageUrl: 'Image must be an uploaded image URL',
    brandTooLong: 'Brand must be at most 40 characters long',
    serialTooLong: 'Frame serial must be at most 40 characters long',
    serialTooShort: 'Frame serial must have at least 3 letters or digits',
    imagesRequired: 'Add at least one photo',
    imagesTooMany: 'A bike can have at most 6 photos',
    imagesDuplicate: 'The same photo is listed twice',
    coverMustBeFirst: 'The cover image must be the first photo',
    searchTooLong: 'Search must be at most 100 characters long',
    priceRangeOrder: 'Minimum price must not be above the maximum price',
    yearRangeOrder: '"Year from" must not be after "Year to"',
    invalidNumber: 'Must be a number',
    invalidSitemapFile: 'The sitemap file must be a whole number from 1',
  },
  inline: {
    paymentCongrats: 'Congrats! Your payment has been completed',
  },
  empty: {
    orders: 'You have no orders to show',
    products: 'You have no products to show',
    reported: 'There is no reported items to show',
    wishlist: 'Your wishlist is empty',
    searchResults: 'No bikes match your search',
  },
  /**
   * Questions before an irreversible action. Their buttons name the action and its opposite
   * ("Cancel booking" / "Keep booking"), never "Yes" beside "No, cancel".
   */
  confirm: {
    removeUser: (name: string) =>
      `Remove ${name}? They can no longer sign in, and their bikes leave the site.`,
    deleteProduct: (name: string) => `Delete ${name}? It leaves the site and cannot be put back.`,
    /** The buttons of a deletion's question. */
    deleteLabel: (noun: string) => `Delete ${noun}`,
    keepLabel: (noun: string) => `Keep ${noun}`,
    cancelBooking: (bike: string) =>
      `Cancel your booking of ${bike}? The seller will see that you cancelled it.`,
    confirmHandover: (bike: string) =>
      `Did you receive ${bike}? Confirm only once the bike is in your hands: the order is then completed.`,
    declineBooking: (buyer: string, bike: string) =>
      `Decline ${buyer}'s booking of ${bike}? They will no longer be able to pay for it.`,
  },
} as const;
