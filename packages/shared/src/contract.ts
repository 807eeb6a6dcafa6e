import { z } from 'zod';
import type { RateLimitBucket } from './rate-limits';
import {
  CreateBikeBodySchema,
  BikeDetailSchema,
  BikeListSchema,
  BikeSitemapFileParamsSchema,
  BikeSitemapFileSchema,
  BikeSitemapSchema,
  SearchBikesQuerySchema,
  ToggleAdvertisedBodySchema,
  ToggleAdvertisedResponseSchema,
  UpdateBikeImagesBodySchema,
  UpdateBikeImagesResponseSchema,
} from './bikes';
import {
  BookingStatusResultSchema,
  BookingListSchema,
  BookingSchema,
  CreateBookingBodySchema,
  DeclineBookingBodySchema,
  ReceivedBookingListSchema,
  ReceivedBookingsQuerySchema,
} from './bookings';
import {
  AdminOrdersQuerySchema,
  AnswerDisputeBodySchema,
  CloseDisputeBodySchema,
  DisputesQuerySchema,
  OpenDisputeBodySchema,
  OrderActionResultSchema,
  OrderNoteBodySchema,
  OrderSchema,
  OrderSummaryListSchema,
  RefundDisputeBodySchema,
  SetMeetingBodySchema,
} from './orders';
import {
  EarningsEntriesQuerySchema,
  EarningsSummarySchema,
  LedgerEntryListSchema,
  PayoutResultSchema,
} from './earnings';
import {
  ConversationListSchema,
  ConversationSchema,
  MessageListSchema,
  MessageParamsSchema,
  MessagePhotoParamsSchema,
  ModerationMessageListSchema,
  ReportedMessageListSchema,
  ReportMessageBodySchema,
  SendMessageBodySchema,
  SendMessageResponseSchema,
  StartConversationBodySchema,
  StartConversationResponseSchema,
  UploadMessagePhotoResponseSchema,
  UnreadCountSchema,
} from './conversations';
import {
  CounterOfferBodySchema,
  MakeOfferBodySchema,
  MakeOfferResponseSchema,
  OfferListSchema,
  OfferResultSchema,
} from './offers';
import {
  EmailSettingsSchema,
  MarkNotificationsResultSchema,
  NotificationCountSchema,
  NotificationListSchema,
  NotificationSchema,
} from './notifications';
import { CategoryBikesParamsSchema, CategoryParamsSchema, CategorySchema } from './categories';
import {
  DeleteResultSchema,
  EmailQuerySchema,
  IdParamsSchema,
  InsertResultSchema,
  ListQuerySchema,
  ModifyResultSchema,
  ObjectIdSchema,
} from './common';
import { ImageQuerySchema, UploadImageResponseSchema } from './images';
import {
  CreatePaymentBodySchema,
  CreatePaymentIntentBodySchema,
  CreatePaymentIntentResponseSchema,
  CreatePaymentResponseSchema,
  PaymentIntentStatusSchema,
  SandboxConfirmBodySchema,
  SandboxConfirmParamsSchema,
  WebhookAckSchema,
} from './payments';
import { ReportBikeBodySchema, ReportedBikeListSchema } from './reports';
import {
  RemoveWishlistResponseSchema,
  SaveWishlistResponseSchema,
  WishlistIdsSchema,
  WishlistParamsSchema,
  WishlistSchema,
} from './wishlist';
import {
  AccessTokenResponseSchema,
  CreateUserBodySchema,
  CreateUserResponseSchema,
  IsAdminResponseSchema,
  IsBuyerResponseSchema,
  IsSellerResponseSchema,
  IsSellerVerifiedResponseSchema,
  UserListSchema,
  UserSchema,
  type Role,
} from './users';

export type HttpMethod = 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE';

/**
 * Who may call an endpoint:
 * - `public`: anyone;
 * - `firebase`: a Firebase ID token (identity proven, no account needed yet);
 * - `user`: our access token of any live user;
 * - a list of roles: our access token of a live user holding one of them;
 * - `signature`: a provider's signed webhook.
 */
export type Access = 'public' | 'firebase' | 'user' | 'signature' | readonly Role[];

export interface Endpoint {
  method: HttpMethod;
  /** Express-style path, `:name` for parameters. */
  path: string;
  access: Access;
  summary: string;
  tag: string;
  params?: z.ZodType;
  query?: z.ZodType;
  body?: z.ZodType;
  /** multipart/form-data with one file field. */
  multipartField?: string;
  response: z.ZodType;
  /** Status of a success; 200 when absent. */
  successStatus?: number;
  /** Binary answer (images); `response` then describes nothing useful. */
  binary?: string;
  /**
   * A Server-Sent Events stream (`text/event-stream`) that stays open: `response` is one
   * event's data. `Last-Event-ID` resumes after the last event received.
   */
  stream?: true;
  /** The rate-limit bucket its calls count against (limits: apps/api/src/http/rate-limit-policy.ts). */
  rateLimit?: RateLimitBucket;
  /**
   * Public data, the same for every anonymous visitor: the API's public cache may hold its
   * anonymous GETs briefly, and it is sent with `Cache-Control: public`.
   */
  publicCache?: true;
}

function endpoint<const E extends Endpoint>(e: E): E {
  return e;
}

const HealthSchema = z.object({ status: z.literal('ok') });
const ReadySchema = z.object({ status: z.literal('ready'), engine: z.string().optional() });

const admin = ['Admin'] as const;
const seller = ['Seller'] as const;
const buyer = ['Buyer'] as const;

export const contract = {
  health: endpoint({
    method: 'GET',
    path: '/healthz',
    access: 'public',
    tag: 'ops',
    summary: 'Process is up',
    response: HealthSchema,
  }),
  ready: endpoint({
    method: 'GET',
    path: '/readyz',
    access: 'public',
    tag: 'ops',
    summary: 'Database is reachable',
    response: ReadySchema,
  }),

  // Categories
  listCategories: endpoint({
    method: 'GET',
    path: '/categories',
    access: 'public',
    publicCache: true,
    tag: 'categories',
    summary: 'The three categories',
    response: z.array(CategorySchema),
  }),
  getCategoryTitle: endpoint({
    method: 'GET',
    path: '/category-titles/:id',
    access: 'public',
    publicCache: true,
    tag: 'categories',
    summary: 'One category by id',
    params: CategoryParamsSchema,
    response: CategorySchema,
  }),

  // Identity and roles
  getAccessToken: endpoint({
    method: 'GET',
    path: '/jwt',
    access: 'firebase',
    rateLimit: 'token',
    tag: 'identity',
    summary: 'Exchange a Firebase ID token for an access token',
    query: EmailQuerySchema,
    response: AccessTokenResponseSchema,
  }),
  createUser: endpoint({
    method: 'POST',
    path: '/users',
    access: 'firebase',
    rateLimit: 'signup',
    tag: 'identity',
    summary: 'Register the signed-in Firebase user',
    body: CreateUserBodySchema,
    response: CreateUserResponseSchema,
  }),
  getMe: endpoint({
    method: 'GET',
    path: '/users/me',
    access: 'user',
    tag: 'identity',
    summary: 'The caller',
    response: UserSchema,
  }),
  isAdmin: endpoint({
    method: 'GET',
    path: '/admin',
    access: 'user',
    tag: 'roles',
    summary: 'Is this email an admin',
    query: EmailQuerySchema,
    response: IsAdminResponseSchema,
  }),
  isBuyer: endpoint({
    method: 'GET',
    path: '/buyer',
    access: 'user',
    tag: 'roles',
    summary: 'Is this email a buyer',
    query: EmailQuerySchema,
    response: IsBuyerResponseSchema,
  }),
  isSeller: endpoint({
    method: 'GET',
    path: '/seller',
    access: 'user',
    tag: 'roles',
    summary: 'Is this email a seller',
    query: EmailQuerySchema,
    response: IsSellerResponseSchema,
  }),
  isSellerVerified: endpoint({
    method: 'GET',
    path: '/verify',
    access: 'user',
    tag: 'roles',
    summary: 'Is this seller verified',
    query: EmailQuerySchema,
    response: IsSellerVerifiedResponseSchema,
  }),

  // Administration of users
  listBuyers: endpoint({
    method: 'GET',
    path: '/users/buyers',
    access: admin,
    tag: 'admin',
    summary: 'All buyers',
    query: ListQuerySchema,
    response: UserListSchema,
  }),
  listSellers: endpoint({
    method: 'GET',
    path: '/users/sellers',
    access: admin,
    tag: 'admin',
    summary: 'All sellers',
    query: ListQuerySchema,
    response: UserListSchema,
  }),
  verifySeller: endpoint({
    method: 'PATCH',
    path: '/sellers/:id',
    access: admin,
    tag: 'admin',
    summary: 'Verify a seller',
    params: IdParamsSchema,
    response: ModifyResultSchema,
  }),
  removeSeller: endpoint({
    method: 'DELETE',
    path: '/sellers/:id',
    access: admin,
    tag: 'admin',
    summary: 'Remove a seller',
    params: IdParamsSchema,
    response: DeleteResultSchema,
  }),
  removeBuyer: endpoint({
    method: 'DELETE',
    path: '/buyers/:id',
    access: admin,
    tag: 'admin',
    summary: 'Remove a buyer',
    params: IdParamsSchema,
    response: DeleteResultSchema,
  }),

  // Catalogue
  listCategoryBikes: endpoint({
    method: 'GET',
    path: '/bikes/category/:categoryId',
    access: 'public',
    publicCache: true,
    tag: 'bikes',
    summary: 'Unsold bikes of a category, newest first (the first page’s total in X-Total-Count)',
    params: CategoryBikesParamsSchema,
    query: ListQuerySchema,
    response: BikeListSchema,
  }),
  listAdvertisedBikes: endpoint({
    method: 'GET',
    path: '/bikes/advertised',
    access: 'public',
    publicCache: true,
    tag: 'bikes',
    summary: 'Advertised unsold bikes',
    query: ListQuerySchema,
    response: BikeListSchema,
  }),
  listMyBikes: endpoint({
    method: 'GET',
    path: '/bikes',
    access: seller,
    tag: 'bikes',
    summary: "The caller's own products",
    query: EmailQuerySchema.extend(ListQuerySchema.shape),
    response: BikeListSchema,
  }),
  createBike: endpoint({
    method: 'POST',
    path: '/bikes',
    access: seller,
    tag: 'bikes',
    summary: 'List a bike',
    body: CreateBikeBodySchema,
    response: InsertResultSchema,
    successStatus: 201,
  }),
  toggleAdvertised: endpoint({
    method: 'PATCH',
    path: '/bikes/:id',
    access: seller,
    tag: 'bikes',
    summary: 'Advertise or revoke (owner, unsold only)',
    params: IdParamsSchema,
    body: ToggleAdvertisedBodySchema,
    response: ToggleAdvertisedResponseSchema,
  }),
  deleteBike: endpoint({
    method: 'DELETE',
    path: '/bikes/:id',
    access: seller,
    tag: 'bikes',
    summary: 'Delete own product',
    params: IdParamsSchema,
    response: DeleteResultSchema,
  }),
  searchBikes: endpoint({
    method: 'GET',
    path: '/bikes/search',
    access: 'public',
    publicCache: true,
    tag: 'bikes',
    summary:
      'Search listed bikes by words and filters, best matches first, then sorted (next page in X-Next-Cursor; the first page’s total in X-Total-Count and, when nothing matched, a suggestion in X-Did-You-Mean)',
    query: SearchBikesQuerySchema,
    response: BikeListSchema,
  }),
  getBike: endpoint({
    method: 'GET',
    path: '/bikes/:id',
    access: 'public',
    publicCache: true,
    tag: 'bikes',
    summary: 'One bike (sold ones too); 404 when deleted or its seller removed',
    params: IdParamsSchema,
    response: BikeDetailSchema,
  }),
  getBikeSitemap: endpoint({
    method: 'GET',
    path: '/sitemap/bikes',
    access: 'public',
    publicCache: true,
    tag: 'bikes',
    summary: 'How many bikes are listed and how many sitemap files they fill (at least 1)',
    response: BikeSitemapSchema,
  }),
  getBikeSitemapFile: endpoint({
    method: 'GET',
    path: '/sitemap/bikes/:file',
    access: 'public',
    publicCache: true,
    tag: 'bikes',
    summary: 'Ids and last changes of one sitemap file of listed bikes (1-based); 404 past the end',
    params: BikeSitemapFileParamsSchema,
    response: BikeSitemapFileSchema,
  }),
  updateBikeImages: endpoint({
    method: 'PATCH',
    path: '/bikes/:id/images',
    access: seller,
    tag: 'bikes',
    summary: 'Reorder or replace the photos of own unsold bike (first = cover)',
    params: IdParamsSchema,
    body: UpdateBikeImagesBodySchema,
    response: UpdateBikeImagesResponseSchema,
  }),
  uploadImage: endpoint({
    method: 'POST',
    path: '/images',
    access: seller,
    rateLimit: 'imageUpload',
    tag: 'images',
    summary: 'Upload a bike photo',
    multipartField: 'image',
    response: UploadImageResponseSchema,
    successStatus: 201,
  }),
  getImage: endpoint({
    method: 'GET',
    path: '/images/:id',
    access: 'public',
    tag: 'images',
    summary: 'A stored image (WebP)',
    params: IdParamsSchema,
    query: ImageQuerySchema,
    response: z.unknown(),
    binary: 'image/webp',
  }),

  // Reports
  reportBike: endpoint({
    method: 'PATCH',
    path: '/reported/:bikeId',
    access: 'user',
    rateLimit: 'report',
    tag: 'reports',
    summary: 'Report a bike to the admins',
    params: z.object({ bikeId: ObjectIdSchema }),
    body: ReportBikeBodySchema,
    response: ModifyResultSchema,
  }),
  listReported: endpoint({
    method: 'GET',
    path: '/reported',
    access: admin,
    tag: 'reports',
    summary: 'Reported bikes',
    query: ListQuerySchema,
    response: ReportedBikeListSchema,
  }),
  unreportBike: endpoint({
    method: 'PATCH',
    path: '/unreport/:id',
    access: admin,
    tag: 'reports',
    summary: 'Clear the reports of a bike',
    params: IdParamsSchema,
    response: ModifyResultSchema,
  }),
  deleteReportedBike: endpoint({
    method: 'DELETE',
    path: '/reported/:id',
    access: admin,
    tag: 'reports',
    summary: 'Remove a reported bike from the site',
    params: IdParamsSchema,
    response: DeleteResultSchema,
  }),

  // Wishlist
  listWishlist: endpoint({
    method: 'GET',
    path: '/wishlist',
    access: buyer,
    tag: 'wishlist',
    summary: 'Saved bikes, newest saved first, with their availability',
    response: WishlistSchema,
  }),
  listWishlistIds: endpoint({
    method: 'GET',
    path: '/wishlist/ids',
    access: buyer,
    tag: 'wishlist',
    summary: 'Ids of the saved bikes',
    response: WishlistIdsSchema,
  }),
  saveToWishlist: endpoint({
    method: 'PUT',
    path: '/wishlist/:bikeId',
    access: buyer,
    tag: 'wishlist',
    summary: 'Save a listed, unsold bike (idempotent)',
    params: WishlistParamsSchema,
    response: SaveWishlistResponseSchema,
  }),
  removeFromWishlist: endpoint({
    method: 'DELETE',
    path: '/wishlist/:bikeId',
    access: buyer,
    tag: 'wishlist',
    summary: 'Forget a saved bike (idempotent)',
    params: WishlistParamsSchema,
    response: RemoveWishlistResponseSchema,
  }),

  // Bookings and payments
  createBooking: endpoint({
    method: 'POST',
    path: '/bookings',
    access: buyer,
    rateLimit: 'booking',
    tag: 'bookings',
    summary: 'Book a bike',
    body: CreateBookingBodySchema,
    response: InsertResultSchema,
    successStatus: 201,
  }),
  listMyBookings: endpoint({
    method: 'GET',
    path: '/bookings',
    access: buyer,
    tag: 'bookings',
    summary: "The caller's orders",
    query: EmailQuerySchema.extend(ListQuerySchema.shape),
    response: BookingListSchema,
  }),
  listReceivedBookings: endpoint({
    method: 'GET',
    path: '/bookings/received',
    access: seller,
    tag: 'bookings',
    summary: "Bookings on the caller's bikes (optionally one bike), newest first",
    query: ReceivedBookingsQuerySchema,
    response: ReceivedBookingListSchema,
  }),
  cancelBooking: endpoint({
    method: 'POST',
    path: '/bookings/:id/cancel',
    access: buyer,
    rateLimit: 'booking',
    tag: 'bookings',
    summary: 'Cancel one of the caller’s unpaid bookings',
    params: IdParamsSchema,
    response: BookingStatusResultSchema,
  }),
  declineBooking: endpoint({
    method: 'POST',
    path: '/bookings/:id/decline',
    access: seller,
    rateLimit: 'booking',
    tag: 'bookings',
    summary: 'Decline an unpaid booking of one of the caller’s bikes, with an optional reason',
    params: IdParamsSchema,
    body: DeclineBookingBodySchema,
    response: BookingStatusResultSchema,
  }),
  confirmHandover: endpoint({
    method: 'POST',
    path: '/bookings/:id/handover',
    access: buyer,
    rateLimit: 'booking',
    tag: 'bookings',
    summary: 'Confirm that the bike of a paid booking was received: the order is completed',
    params: IdParamsSchema,
    response: BookingStatusResultSchema,
  }),
  getBooking: endpoint({
    method: 'GET',
    path: '/bookings/:id',
    access: buyer,
    tag: 'bookings',
    summary: 'One of the caller’s bookings',
    params: IdParamsSchema,
    response: BookingSchema,
  }),
  // The order after payment (docs/domain.md#orders)
  getOrder: endpoint({
    method: 'GET',
    path: '/orders/:id',
    access: 'user',
    tag: 'orders',
    summary: 'The order page: for its buyer, its seller or an administrator, with its timeline',
    params: IdParamsSchema,
    response: OrderSchema,
  }),
  listOrders: endpoint({
    method: 'GET',
    path: '/orders',
    access: admin,
    tag: 'orders',
    summary: 'Every order, newest first, optionally in one state',
    query: AdminOrdersQuerySchema,
    response: OrderSummaryListSchema,
  }),
  setMeeting: endpoint({
    method: 'POST',
    path: '/bookings/:id/meeting',
    access: ['Buyer', 'Seller'],
    rateLimit: 'orderAction',
    tag: 'orders',
    summary: 'Record the agreed handover time of a paid order (its buyer or seller)',
    params: IdParamsSchema,
    body: SetMeetingBodySchema,
    response: OrderActionResultSchema,
  }),
  requestCancel: endpoint({
    method: 'POST',
    path: '/bookings/:id/cancel-request',
    access: buyer,
    rateLimit: 'orderAction',
    tag: 'orders',
    summary: 'Ask the seller to cancel a paid order before handover',
    params: IdParamsSchema,
    body: OrderNoteBodySchema,
    response: OrderActionResultSchema,
  }),
  refuseCancel: endpoint({
    method: 'POST',
    path: '/bookings/:id/cancel-request/refuse',
    access: seller,
    rateLimit: 'orderAction',
    tag: 'orders',
    summary: "Refuse the buyer's request to cancel a paid order",
    params: IdParamsSchema,
    body: OrderNoteBodySchema,
    response: OrderActionResultSchema,
  }),
  sellerCancel: endpoint({
    method: 'POST',
    path: '/bookings/:id/seller-cancel',
    access: seller,
    rateLimit: 'refund',
    tag: 'orders',
    summary:
      'Cancel a paid order before handover (or accept the buyer’s request): full refund, the bike is back on sale',
    params: IdParamsSchema,
    body: OrderNoteBodySchema,
    response: OrderActionResultSchema,
  }),
  openDispute: endpoint({
    method: 'POST',
    path: '/bookings/:id/dispute',
    access: buyer,
    rateLimit: 'orderAction',
    tag: 'orders',
    summary: 'Open a dispute on a paid, uncompleted order',
    params: IdParamsSchema,
    body: OpenDisputeBodySchema,
    response: OrderActionResultSchema,
  }),
  answerDispute: endpoint({
    method: 'POST',
    path: '/bookings/:id/dispute/answer',
    access: seller,
    rateLimit: 'orderAction',
    tag: 'orders',
    summary: "The seller's side of an open dispute",
    params: IdParamsSchema,
    body: AnswerDisputeBodySchema,
    response: OrderActionResultSchema,
  }),
  listDisputes: endpoint({
    method: 'GET',
    path: '/disputes',
    access: admin,
    tag: 'orders',
    summary: 'Open disputes, oldest first (or decided ones, newest first)',
    query: DisputesQuerySchema,
    response: OrderSummaryListSchema,
  }),
  refundDispute: endpoint({
    method: 'POST',
    path: '/disputes/:id/refund',
    access: admin,
    rateLimit: 'refund',
    tag: 'orders',
    summary: 'Decide a dispute for the buyer: refund in full (the bike is back on sale) or in part',
    params: IdParamsSchema,
    body: RefundDisputeBodySchema,
    response: OrderActionResultSchema,
  }),
  closeDispute: endpoint({
    method: 'POST',
    path: '/disputes/:id/close',
    access: admin,
    rateLimit: 'refund',
    tag: 'orders',
    summary: 'Decide a dispute for the seller: the order completes',
    params: IdParamsSchema,
    body: CloseDisputeBodySchema,
    response: OrderActionResultSchema,
  }),

  // Conversations between buyers and sellers (docs/domain.md#conversations)
  startConversation: endpoint({
    method: 'POST',
    path: '/conversations',
    access: buyer,
    rateLimit: 'message',
    tag: 'conversations',
    summary: "Ask a bike's seller a question (one conversation per bike and buyer)",
    body: StartConversationBodySchema,
    response: StartConversationResponseSchema,
    successStatus: 201,
  }),
  listConversations: endpoint({
    method: 'GET',
    path: '/conversations',
    access: 'user',
    tag: 'conversations',
    summary: "The caller's Inbox, newest activity first, with unread counts",
    query: ListQuerySchema,
    response: ConversationListSchema,
  }),
  countUnread: endpoint({
    method: 'GET',
    path: '/conversations/unread',
    access: 'user',
    tag: 'conversations',
    summary: 'Messages the caller has not read, over all conversations',
    response: UnreadCountSchema,
  }),
  getConversation: endpoint({
    method: 'GET',
    path: '/conversations/:id',
    access: 'user',
    tag: 'conversations',
    summary: 'One conversation of the caller, with its bike',
    params: IdParamsSchema,
    response: ConversationSchema,
  }),
  listMessages: endpoint({
    method: 'GET',
    path: '/conversations/:id/messages',
    access: 'user',
    tag: 'conversations',
    summary: "A conversation's messages, newest first (the cursor pages back in time)",
    params: IdParamsSchema,
    query: ListQuerySchema,
    response: MessageListSchema,
  }),
  sendMessage: endpoint({
    method: 'POST',
    path: '/conversations/:id/messages',
    access: 'user',
    rateLimit: 'message',
    tag: 'conversations',
    summary: 'Write in a conversation the caller takes part in',
    params: IdParamsSchema,
    body: SendMessageBodySchema,
    response: SendMessageResponseSchema,
    successStatus: 201,
  }),
  uploadMessagePhoto: endpoint({
    method: 'POST',
    path: '/conversations/:id/photos',
    access: 'user',
    rateLimit: 'imageUpload',
    tag: 'conversations',
    summary: 'Upload a photo for the next message (private to the two participants)',
    params: IdParamsSchema,
    multipartField: 'image',
    response: UploadMessagePhotoResponseSchema,
    successStatus: 201,
  }),
  getMessagePhoto: endpoint({
    method: 'GET',
    path: '/conversations/:id/photos/:photoId',
    access: 'user',
    tag: 'conversations',
    summary: "A message's photo (WebP), for the conversation's two participants only",
    params: MessagePhotoParamsSchema,
    response: z.unknown(),
    binary: 'image/webp',
  }),
  markConversationRead: endpoint({
    method: 'POST',
    path: '/conversations/:id/read',
    access: 'user',
    tag: 'conversations',
    summary: "Mark the other participant's messages read",
    params: IdParamsSchema,
    response: UnreadCountSchema,
  }),
  // Offers inside a conversation (docs/domain.md#offers)
  makeOffer: endpoint({
    method: 'POST',
    path: '/conversations/:id/offers',
    access: buyer,
    rateLimit: 'orderAction',
    tag: 'offers',
    summary:
      "Offer the seller less than the asking price (one open offer per buyer and bike); the conversation's buyer only",
    params: IdParamsSchema,
    body: MakeOfferBodySchema,
    response: MakeOfferResponseSchema,
    successStatus: 201,
  }),
  listOffers: endpoint({
    method: 'GET',
    path: '/conversations/:id/offers',
    access: 'user',
    tag: 'offers',
    summary: "A conversation's offers, newest first, each with what the caller may do now",
    params: IdParamsSchema,
    query: ListQuerySchema,
    response: OfferListSchema,
  }),
  acceptOffer: endpoint({
    method: 'POST',
    path: '/offers/:id/accept',
    access: 'user',
    rateLimit: 'orderAction',
    tag: 'offers',
    summary:
      'Accept the offer (seller) or the counter-offer (buyer): creates the order at the agreed price',
    params: IdParamsSchema,
    response: OfferResultSchema,
  }),
  declineOffer: endpoint({
    method: 'POST',
    path: '/offers/:id/decline',
    access: 'user',
    rateLimit: 'orderAction',
    tag: 'offers',
    summary: 'Decline the offer (seller) or the counter-offer (buyer)',
    params: IdParamsSchema,
    response: OfferResultSchema,
  }),
  counterOffer: endpoint({
    method: 'POST',
    path: '/offers/:id/counter',
    access: seller,
    rateLimit: 'orderAction',
    tag: 'offers',
    summary: "Answer the buyer's offer with an amount between it and the asking price (once)",
    params: IdParamsSchema,
    body: CounterOfferBodySchema,
    response: OfferResultSchema,
  }),
  // Reports and blocks (docs/domain.md#reports-and-blocks)
  reportMessage: endpoint({
    method: 'POST',
    path: '/conversations/:id/messages/:messageId/report',
    access: 'user',
    rateLimit: 'report',
    tag: 'conversations',
    summary: "Report the other participant's message to the admins (once per message)",
    params: MessageParamsSchema,
    body: ReportMessageBodySchema,
    response: ModifyResultSchema,
  }),
  blockUser: endpoint({
    method: 'PUT',
    path: '/conversations/:id/block',
    access: 'user',
    tag: 'conversations',
    summary: 'Block the other participant: no messages either way in any conversation',
    params: IdParamsSchema,
    response: ModifyResultSchema,
  }),
  unblockUser: endpoint({
    method: 'DELETE',
    path: '/conversations/:id/block',
    access: 'user',
    tag: 'conversations',
    summary: "Lift the caller's own block of the other participant",
    params: IdParamsSchema,
    response: ModifyResultSchema,
  }),
  listReportedMessages: endpoint({
    method: 'GET',
    path: '/reported-messages',
    access: admin,
    tag: 'reports',
    summary: 'Reported messages waiting for a decision, newest first',
    query: ListQuerySchema,
    response: ReportedMessageListSchema,
  }),
  listReportedConversation: endpoint({
    method: 'GET',
    path: '/reported-messages/:id/messages',
    access: admin,
    tag: 'reports',
    summary: "The messages of an open report's conversation, newest first",
    params: IdParamsSchema,
    query: ListQuerySchema,
    response: ModerationMessageListSchema,
  }),
  dismissMessageReport: endpoint({
    method: 'POST',
    path: '/reported-messages/:id/dismiss',
    access: admin,
    tag: 'reports',
    summary: 'Decide a message report: the message stays',
    params: IdParamsSchema,
    response: ModifyResultSchema,
  }),
  removeReportedMessage: endpoint({
    method: 'POST',
    path: '/reported-messages/:id/remove',
    access: admin,
    tag: 'reports',
    summary: 'Decide a message report: the message shows as removed to both participants',
    params: IdParamsSchema,
    response: ModifyResultSchema,
  }),

  // Notifications: the bell, the live stream and email settings (docs/domain.md#notifications)
  listNotifications: endpoint({
    method: 'GET',
    path: '/notifications',
    access: 'user',
    tag: 'notifications',
    summary: "The caller's notifications, newest first",
    query: ListQuerySchema,
    response: NotificationListSchema,
  }),
  countNotifications: endpoint({
    method: 'GET',
    path: '/notifications/unread',
    access: 'user',
    tag: 'notifications',
    summary: 'Notifications the caller has not read (the bell)',
    response: NotificationCountSchema,
  }),
  notificationStream: endpoint({
    method: 'GET',
    path: '/notifications/stream',
    access: 'user',
    tag: 'notifications',
    summary:
      'Server-Sent Events: each new notification of the caller as it happens, with heartbeats; Last-Event-ID resumes',
    response: NotificationSchema,
    stream: true,
  }),
  markAllNotificationsRead: endpoint({
    method: 'POST',
    path: '/notifications/read',
    access: 'user',
    tag: 'notifications',
    summary: "Mark all the caller's notifications read",
    response: MarkNotificationsResultSchema,
  }),
  markNotificationRead: endpoint({
    method: 'POST',
    path: '/notifications/:id/read',
    access: 'user',
    tag: 'notifications',
    summary: 'Mark one notification read',
    params: IdParamsSchema,
    response: MarkNotificationsResultSchema,
  }),
  getEmailSettings: endpoint({
    method: 'GET',
    path: '/users/me/email-settings',
    access: 'user',
    tag: 'notifications',
    summary: 'Which notification topics the caller also receives by email',
    response: EmailSettingsSchema,
  }),
  updateEmailSettings: endpoint({
    method: 'PUT',
    path: '/users/me/email-settings',
    access: 'user',
    tag: 'notifications',
    summary: 'Choose which notification topics come by email',
    body: EmailSettingsSchema,
    response: EmailSettingsSchema,
  }),

  // Seller earnings (docs/domain.md#money)
  getEarnings: endpoint({
    method: 'GET',
    path: '/earnings',
    access: seller,
    tag: 'earnings',
    summary: "The caller's pending, available and paid-out earnings",
    response: EarningsSummarySchema,
  }),
  listEarningsEntries: endpoint({
    method: 'GET',
    path: '/earnings/entries',
    access: seller,
    tag: 'earnings',
    summary: 'The ledger entries behind the earnings, newest first',
    query: EarningsEntriesQuerySchema,
    response: LedgerEntryListSchema,
  }),
  requestPayout: endpoint({
    method: 'POST',
    path: '/earnings/payouts',
    access: seller,
    rateLimit: 'refund',
    tag: 'earnings',
    summary: 'Pay out everything available (the sandbox records it in the ledger)',
    response: PayoutResultSchema,
  }),

  createPaymentIntent: endpoint({
    method: 'POST',
    path: '/create-payment-intent',
    access: buyer,
    rateLimit: 'payment',
    tag: 'payments',
    summary: 'Start paying a booking',
    body: CreatePaymentIntentBodySchema,
    response: CreatePaymentIntentResponseSchema,
  }),
  createPayment: endpoint({
    method: 'POST',
    path: '/payments',
    access: buyer,
    rateLimit: 'payment',
    tag: 'payments',
    summary: 'Record a confirmed payment',
    body: CreatePaymentBodySchema,
    response: CreatePaymentResponseSchema,
    successStatus: 201,
  }),
  confirmSandboxPayment: endpoint({
    method: 'POST',
    path: '/sandbox/payment-intents/:id/confirm',
    // The client secret in the body is the credential, as with Stripe's own confirm call.
    access: 'public',
    rateLimit: 'paymentConfirm',
    tag: 'payments',
    summary: 'Test mode: confirm a sandbox intent with a test card (sandbox provider only)',
    params: SandboxConfirmParamsSchema,
    body: SandboxConfirmBodySchema,
    response: PaymentIntentStatusSchema,
  }),
  stripeWebhook: endpoint({
    method: 'POST',
    path: '/stripe/webhook',
    access: 'signature',
    tag: 'payments',
    summary: 'Payment provider events (Stripe-Signature over the raw body)',
    response: WebhookAckSchema,
  }),
} as const satisfies Record<string, Endpoint>;

export type Contract = typeof contract;
export type EndpointName = keyof Contract;
export type ResponseOf<N extends EndpointName> = z.infer<Contract[N]['response']>;

/** Fills `:name` parameters of a contract path. */
export function buildPath(path: string, params: Record<string, string> = {}): string {
  return path.replace(/:([A-Za-z]+)/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`Missing path parameter ${name}`);
    return encodeURIComponent(value);
  });
}
