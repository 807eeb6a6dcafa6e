import { admin, buyer, seller, type Route } from './route';

export const orderRoutes = {
  // Bookings and payments
  createBooking: {
    method: 'POST',
    path: '/bookings',
    access: buyer,
    rateLimit: 'booking',
    successStatus: 201,
    refusedWhileSuspended: true,
  },
  listMyBookings: {
    method: 'GET',
    path: '/bookings',
    access: buyer,
  },
  listReceivedBookings: {
    method: 'GET',
    path: '/bookings/received',
    access: seller,
  },
  cancelBooking: {
    method: 'POST',
    path: '/bookings/:id/cancel',
    access: buyer,
    rateLimit: 'booking',
  },
  declineBooking: {
    method: 'POST',
    path: '/bookings/:id/decline',
    access: seller,
    rateLimit: 'booking',
  },
  confirmHandover: {
    method: 'POST',
    path: '/bookings/:id/handover',
    access: buyer,
    rateLimit: 'booking',
  },
  enterHandoverCode: {
    method: 'POST',
    path: '/bookings/:id/handover-code',
    access: seller,
    rateLimit: 'orderAction',
  },
  getBooking: {
    method: 'GET',
    path: '/bookings/:id',
    access: buyer,
  },
  getBikeBooking: {
    method: 'GET',
    path: '/bikes/:id/my-booking',
    access: buyer,
  },
  // The order after payment (docs/domain.md#orders)
  getOrder: {
    method: 'GET',
    path: '/orders/:id',
    access: 'user',
  },
  listOrders: {
    method: 'GET',
    path: '/orders',
    access: admin,
  },
  setMeeting: {
    method: 'POST',
    path: '/bookings/:id/meeting',
    access: ['Buyer', 'Seller'],
    rateLimit: 'orderAction',
  },
  requestCancel: {
    method: 'POST',
    path: '/bookings/:id/cancel-request',
    access: buyer,
    rateLimit: 'orderAction',
  },
  refuseCancel: {
    method: 'POST',
    path: '/bookings/:id/cancel-request/refuse',
    access: seller,
    rateLimit: 'orderAction',
  },
  sellerCancel: {
    method: 'POST',
    path: '/bookings/:id/seller-cancel',
    access: seller,
    rateLimit: 'refund',
  },
  openDispute: {
    method: 'POST',
    path: '/bookings/:id/dispute',
    access: buyer,
    rateLimit: 'orderAction',
  },
  answerDispute: {
    method: 'POST',
    path: '/bookings/:id/dispute/answer',
    access: seller,
    rateLimit: 'orderAction',
  },
  listDisputes: {
    method: 'GET',
    path: '/disputes',
    access: admin,
  },
  refundDispute: {
    method: 'POST',
    path: '/disputes/:id/refund',
    access: admin,
    rateLimit: 'refund',
  },
  closeDispute: {
    method: 'POST',
    path: '/disputes/:id/close',
    access: admin,
    rateLimit: 'refund',
  },
  createPaymentIntent: {
    method: 'POST',
    path: '/create-payment-intent',
    access: buyer,
    rateLimit: 'payment',
  },
  createPayment: {
    method: 'POST',
    path: '/payments',
    access: buyer,
    rateLimit: 'payment',
    successStatus: 201,
  },
  confirmSandboxPayment: {
    method: 'POST',
    path: '/sandbox/payment-intents/:id/confirm',
    // The client secret in the body is the credential, as with Stripe's own confirm call.
    access: 'public',
    rateLimit: 'paymentConfirm',
  },
  stripeWebhook: {
    method: 'POST',
    path: '/stripe/webhook',
    access: 'signature',
  },
} as const satisfies Record<string, Route>;
