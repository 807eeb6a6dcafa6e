// The refusals of docs/domain.md#errors: the API answers with them and every page may show them,
// so they are a file of their own, apart from the forms' texts
// (docs/decisions/011-javascript-budgets-without-the-framework.md).

export const errorMessages = {
  errors: {
    unauthenticated: 'Please log in to continue',
    tokenExpired: 'Your session has expired, please log in again',
    accountRemoved: 'This account has been removed',
    forbidden: 'You are not allowed to do this',
    notFound: 'Not found',
    routeNotFound: 'This page does not exist',
    bodyNotJson: 'The request body is not valid JSON',
    bodyTooLarge: 'The request body is too large',
    categoryNotFound: 'Category not found',
    bikeNotFound: 'Bike not found',
    bookingNotFound: 'Booking not found',
    userNotFound: 'User not found',
    validationFailed: 'Some fields are not valid',
    internal: 'Something went wrong on our side, please try again',
    unavailable: 'The service is temporarily unavailable, please try again',
    /** The web's Firebase sign-in cannot reach Firebase (or the Auth emulator). */
    signInUnreachable: 'Cannot reach the sign-in service. Check your connection and try again.',
    rateLimited: 'Too many requests. Please wait a moment and try again.',
    emailMismatch: 'The email does not match the signed-in account',
  },
} as const;
