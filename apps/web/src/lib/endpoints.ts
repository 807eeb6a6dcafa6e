import type { Contract, EndpointName } from '@reride/shared';

type EndpointRoutes = { [N in EndpointName]: Pick<Contract[N], 'method' | 'path'> };

/**
 * Method and path of every endpoint of the shared contract, type-checked against it: a path that
 * differs, or an endpoint added to the contract but not here, fails `tsc`. It exists so calls can
 * start without loading the contract's schemas (zod) first.
 */
export const endpoints = {
  health: { method: 'GET', path: '/healthz' },
  ready: { method: 'GET', path: '/readyz' },
  listCategories: { method: 'GET', path: '/categories' },
  getCategoryTitle: { method: 'GET', path: '/category-titles/:id' },
  getAccessToken: { method: 'GET', path: '/jwt' },
  createUser: { method: 'POST', path: '/users' },
  getMe: { method: 'GET', path: '/users/me' },
  isAdmin: { method: 'GET', path: '/admin' },
  isBuyer: { method: 'GET', path: '/buyer' },
  isSeller: { method: 'GET', path: '/seller' },
  isSellerVerified: { method: 'GET', path: '/verify' },
  listBuyers: { method: 'GET', path: '/users/buyers' },
  listSellers: { method: 'GET', path: '/users/sellers' },
  verifySeller: { method: 'PATCH', path: '/sellers/:id' },
  removeSeller: { method: 'DELETE', path: '/sellers/:id' },
  removeBuyer: { method: 'DELETE', path: '/buyers/:id' },
  listCategoryBikes: { method: 'GET', path: '/bikes/category/:categoryId' },
  listAdvertisedBikes: { method: 'GET', path: '/bikes/advertised' },
  listMyBikes: { method: 'GET', path: '/bikes' },
  createBike: { method: 'POST', path: '/bikes' },
  toggleAdvertised: { method: 'PATCH', path: '/bikes/:id' },
  deleteBike: { method: 'DELETE', path: '/bikes/:id' },
  searchBikes: { method: 'GET', path: '/bikes/search' },
  getBike: { method: 'GET', path: '/bikes/:id' },
  updateBikeImages: { method: 'PATCH', path: '/bikes/:id/images' },
  listWishlist: { method: 'GET', path: '/wishlist' },
  listWishlistIds: { method: 'GET', path: '/wishlist/ids' },
  saveToWishlist: { method: 'PUT', path: '/wishlist/:bikeId' },
  removeFromWishlist: { method: 'DELETE', path: '/wishlist/:bikeId' },
  uploadImage: { method: 'POST', path: '/images' },
  getImage: { method: 'GET', path: '/images/:id' },
  reportBike: { method: 'PATCH', path: '/reported/:bikeId' },
  listReported: { method: 'GET', path: '/reported' },
  unreportBike: { method: 'PATCH', path: '/unreport/:id' },
  deleteReportedBike: { method: 'DELETE', path: '/reported/:id' },
  createBooking: { method: 'POST', path: '/bookings' },
  listMyBookings: { method: 'GET', path: '/bookings' },
  listReceivedBookings: { method: 'GET', path: '/bookings/received' },
  getBooking: { method: 'GET', path: '/bookings/:id' },
  cancelBooking: { method: 'POST', path: '/bookings/:id/cancel' },
  declineBooking: { method: 'POST', path: '/bookings/:id/decline' },
  confirmHandover: { method: 'POST', path: '/bookings/:id/handover' },
  getOrder: { method: 'GET', path: '/orders/:id' },
  listOrders: { method: 'GET', path: '/orders' },
  setMeeting: { method: 'POST', path: '/bookings/:id/meeting' },
  requestCancel: { method: 'POST', path: '/bookings/:id/cancel-request' },
  refuseCancel: { method: 'POST', path: '/bookings/:id/cancel-request/refuse' },
  sellerCancel: { method: 'POST', path: '/bookings/:id/seller-cancel' },
  openDispute: { method: 'POST', path: '/bookings/:id/dispute' },
  answerDispute: { method: 'POST', path: '/bookings/:id/dispute/answer' },
  listDisputes: { method: 'GET', path: '/disputes' },
  refundDispute: { method: 'POST', path: '/disputes/:id/refund' },
  closeDispute: { method: 'POST', path: '/disputes/:id/close' },
  startConversation: { method: 'POST', path: '/conversations' },
  listConversations: { method: 'GET', path: '/conversations' },
  countUnread: { method: 'GET', path: '/conversations/unread' },
  getConversation: { method: 'GET', path: '/conversations/:id' },
  listMessages: { method: 'GET', path: '/conversations/:id/messages' },
  sendMessage: { method: 'POST', path: '/conversations/:id/messages' },
  markConversationRead: { method: 'POST', path: '/conversations/:id/read' },
  getEarnings: { method: 'GET', path: '/earnings' },
  listEarningsEntries: { method: 'GET', path: '/earnings/entries' },
  requestPayout: { method: 'POST', path: '/earnings/payouts' },
  createPaymentIntent: { method: 'POST', path: '/create-payment-intent' },
  createPayment: { method: 'POST', path: '/payments' },
  confirmSandboxPayment: { method: 'POST', path: '/sandbox/payment-intents/:id/confirm' },
  stripeWebhook: { method: 'POST', path: '/stripe/webhook' },
} as const satisfies EndpointRoutes;

/** Fills `:name` parameters (the same rule as shared `buildPath`, without loading the contract). */
export function fillPath(path: string, params: Record<string, string> = {}): string {
  return path.replace(/:([A-Za-z]+)/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`Missing path parameter ${name}`);
    return encodeURIComponent(value);
  });
}
