// The toasts that confirm or refuse what someone just did, on every kind of page: a file of their
// own, apart from the forms' validation
// (docs/decisions/011-javascript-budgets-without-the-framework.md).

export const toastMessages = {
  loginToBook: 'Please login to book this product',
  loginToAsk: 'Please login to ask the seller',
  alreadyReported: 'Item is already reported!',
  reported: 'Item successfully reported to Admin!',
  booked: (bikeName: string) => `${bikeName} successfully booked!`,
  productAdded: 'Product added successfully!',
  buyerRemoved: 'Buyer successfully removed!',
  advertised: 'Item successfully advertised!',
  advertisementRevoked: 'Advertisement Revoked!',
  productDeleted: 'Product successfully deleted!',
  unreported: 'Item  Unreported!',
  itemRemoved: 'Item successfully removed from this website!',
  sellerVerified: 'Seller checked: they are now verified',
  sellerRemoved: 'Seller successfully removed!',
  signUpSuccess: 'Sign up successful!',
  paymentCompleted: 'Payment Successfully Completed!',
} as const;
