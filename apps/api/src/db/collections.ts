import type { Collection, Db, Document, IndexDescription, ObjectId } from 'mongodb';
import type {
  BikeStatus,
  BookingStatus,
  CONDITIONS,
  EmailSettings,
  FrameMaterial,
  FrameSize,
  OrderActor,
  OrderEventKind,
  Role,
  WheelSize,
} from '@reride/shared';
import { bikeSearchTokens } from '@reride/shared';
import { recomputeBikeSearch } from './recompute-bike-search';

/**
 * Every collection with its document type and its indexes, declared together. Indexes stay
 * within what every engine we run on supports (plain and unique; no TTL, partial, text or
 * collation): docs/architecture.md#database.
 */
interface CollectionSpec<TDoc extends Document> {
  name: string;
  indexes: IndexDescription[];
  /** Phantom field carrying the document type. */
  readonly doc?: TDoc;
}

function defineCollection<TDoc extends Document>(
  name: string,
  indexes: IndexDescription[],
): CollectionSpec<TDoc> {
  return { name, indexes };
}

export function collection<TDoc extends Document>(
  db: Db,
  spec: CollectionSpec<TDoc>,
): Collection<TDoc> {
  return db.collection<TDoc>(spec.name);
}

export interface CategoryDoc {
  _id: ObjectId;
  title: string;
  text: string;
  img: string;
  isNew: boolean;
}

export interface UserDoc {
  _id: ObjectId;
  firebaseUid: string;
  name: string;
  email: string;
  userType: Role;
  verified: boolean;
  createdAt: Date;
  updatedAt: Date;
  /** Always present (null while live), so `{ deletedAt: null }` matches stored nulls only. */
  deletedAt: Date | null;
  deletedBy: ObjectId | null;
  /** Which notification topics also come by email; absent: DEFAULT_EMAIL_SETTINGS. */
  emailSettings?: EmailSettings;
}

export interface AuditLogDoc {
  _id: ObjectId;
  action: string;
  actorId: ObjectId | null;
  actorEmail: string;
  targetType: string;
  targetId: string;
  at: Date;
  details: Record<string, unknown>;
}

export const categories = defineCollection<CategoryDoc>('categories', []);

export const users = defineCollection<UserDoc>('users', [
  { key: { email: 1 }, name: 'email_unique', unique: true },
  { key: { firebaseUid: 1 }, name: 'firebaseUid' },
  { key: { userType: 1, deletedAt: 1, _id: -1 }, name: 'userType_live_newest' },
]);

export const auditLog = defineCollection<AuditLogDoc>('audit_log', [
  { key: { targetType: 1, targetId: 1, at: -1 }, name: 'target_at' },
  { key: { at: -1 }, name: 'at' },
]);

export interface BikeDoc {
  _id: ObjectId;
  name: string;
  img: string;
  imageId: ObjectId;
  category: string;
  categoryId: ObjectId;
  condition: (typeof CONDITIONS)[number];
  resalePrice: number;
  originalPrice: number;
  purchaseYear: number;
  location: string;
  mobile: string;
  description: string;
  postedOn: string;
  /** Every photo, the cover (`img`) first; back-filled as `[img]` on older documents. */
  images: string[];
  brand?: string;
  frameSize?: FrameSize;
  wheelSize?: WheelSize;
  frameMaterial?: FrameMaterial;
  /** Internal, never answered: see packages/shared/src/search-tokens.ts. */
  searchTokens: string[];
  seller: string;
  sellerEmail: string;
  sellerId: ObjectId;
  /** Denormalised from the seller's removal so that public lists filter without a join. */
  sellerRemoved: boolean;
  status: BikeStatus;
  /** The booking that bought the bike (set with status 'Sold' by the payments flow). */
  soldBookingId?: ObjectId;
  advertised: boolean;
  reported: boolean;
  reportCount: number;
  createdAt: Date;
  updatedAt: Date;
  deletedAt: Date | null;
  deletedBy: ObjectId | null;
}

export interface ReportDoc {
  _id: ObjectId;
  bikeId: ObjectId;
  reporterId: ObjectId;
  reporterEmail: string;
  reason: string | null;
  createdAt: Date;
  /** False until the bike's flag is set: a retry of an interrupted report finishes it. */
  applied: boolean;
}

/** Every list filters on live, unremoved, unsold bikes and walks createdAt desc, _id desc. */
export const bikes = defineCollection<BikeDoc>('bikes', [
  {
    key: { categoryId: 1, status: 1, deletedAt: 1, sellerRemoved: 1, createdAt: -1, _id: -1 },
    name: 'category_public_newest',
  },
  {
    key: { advertised: 1, status: 1, deletedAt: 1, sellerRemoved: 1, createdAt: -1, _id: -1 },
    name: 'advertised_public_newest',
  },
  { key: { sellerId: 1, deletedAt: 1, createdAt: -1, _id: -1 }, name: 'seller_live_newest' },
  { key: { reported: 1, deletedAt: 1, createdAt: -1, _id: -1 }, name: 'reported_live_newest' },
  // Search (GET /bikes/search): the listed filter in each sort (category_public_newest serves a
  // category sorted newest), words, a price range.
  {
    key: { status: 1, deletedAt: 1, sellerRemoved: 1, createdAt: -1, _id: -1 },
    name: 'listed_newest',
  },
  {
    key: { status: 1, deletedAt: 1, sellerRemoved: 1, resalePrice: 1, _id: 1 },
    name: 'listed_price',
  },
  {
    key: { categoryId: 1, status: 1, deletedAt: 1, sellerRemoved: 1, resalePrice: 1, _id: 1 },
    name: 'category_listed_price',
  },
  // The sitemap's files (GET /sitemap/bikes/:file): the listed filter in _id order, so skipping
  // to a file walks index keys and never fetches sold or deleted bikes.
  { key: { status: 1, deletedAt: 1, sellerRemoved: 1, _id: 1 }, name: 'listed_id' },
  { key: { searchTokens: 1, createdAt: -1 }, name: 'searchTokens_newest' },
  { key: { resalePrice: 1, _id: 1 }, name: 'price_id' },
]);

/**
 * The typo dictionary of search (docs/decisions/012-search-that-understands-shoppers.md): the
 * name and brand words of the bikes ever listed, each under its own key and its one-letter
 * deletions (`dictionaryEntries` in packages/shared/src/search-tokens.ts). Read by `_id` only.
 */
export interface SearchWordDoc {
  _id: string;
  words: string[];
}
export const searchWords = defineCollection<SearchWordDoc>('search_words', []);

/** A buyer's saved bike (GET/PUT/DELETE /wishlist). */
export interface WishlistDoc {
  _id: ObjectId;
  userId: ObjectId;
  bikeId: ObjectId;
  savedAt: Date;
}

export const wishlist = defineCollection<WishlistDoc>('wishlist', [
  { key: { userId: 1, bikeId: 1 }, name: 'user_bike_unique', unique: true },
  { key: { userId: 1, savedAt: -1 }, name: 'user_savedAt' },
  // Who saved a bike, told when it sells (features/wishlist/wishlist-notifications.ts).
  { key: { bikeId: 1 }, name: 'bikeId' },
]);

export const reports = defineCollection<ReportDoc>('reports', [
  { key: { bikeId: 1, reporterId: 1 }, name: 'bike_reporter_unique', unique: true },
]);

export interface BookingDoc {
  _id: ObjectId;
  bikeId: ObjectId;
  buyerId: ObjectId;
  sellerId: ObjectId;
  /** Buyer's name and email, bike name, image and price: copies taken when booking. */
  name: string;
  email: string;
  bike: string;
  img: string;
  /**
   * What the order costs, fixed when it is made: the asking price of the day, or the amount of
   * the accepted offer (`offerId`). Payments, refunds and the ledger all read this one field.
   */
  price: number;
  /** The offer whose acceptance made this order (docs/domain.md#offers). */
  offerId?: ObjectId;
  sellerEmail: string;
  phone: string;
  location: string;
  bookedOn: string;
  createdAt: Date;
  updatedAt: Date;
  paid: boolean;
  transactionId: string | null;
  /** The open payment intent, reused while it is payable so a buyer is never charged twice. */
  intentId: string | null;
  /** Paid, but the bike went to another buyer: the payment was given back. */
  refunded: boolean;
  refundId: string | null;
  /**
   * Set once an unpaid booking ends: by the buyer (cancelled), the seller (declined) or the
   * clock (expired, features/bookings/order-timers.ts).
   */
  endedAs?: 'cancelled' | 'declined' | 'expired';
  /** When the payment was recorded: the auto-completion period runs from here. */
  paidAt?: Date;
  endedAt?: Date;
  /** The seller's reason for a decline, shown to the buyer; absent when none was given. */
  declineReason?: string;
  /**
   * Where the order stands (docs/domain.md#orders). Every transition is a conditional update
   * whose filter names the status it starts from, so two transitions racing have one winner.
   */
  status: BookingStatus;
  /** When the order completed: the buyer's confirmation, the clock, or a dispute's decision. */
  completedAt?: Date;
  /** The handover time the two sides agreed. */
  meetingAt?: Date;
  /** The buyer's request to cancel after payment, and the seller's answer. */
  cancelRequest?: {
    state: 'open' | 'refused' | 'accepted';
    reason: string;
    requestedAt: Date;
    decidedAt?: Date;
  };
  /** A buyer's dispute after payment; a disputed order never completes by itself. */
  dispute?: {
    state: 'open' | 'refunded' | 'closed';
    reason: 'not_as_described' | 'seller_no_show' | 'other';
    text: string;
    openedAt: Date;
    sellerResponse?: string;
    respondedAt?: Date;
    resolvedAt?: Date;
    resolution?: string;
  };
  /**
   * The one refund an order may have after payment. Set by a conditional update (`refund` absent),
   * which decides between two administrators, or a refund and a completion; then the provider
   * is called with the key `order-refund:<id>` and the effects applied (features/payments/
   * order-refunds.ts). A `pending` refund is finished by whoever finds it: a retry, the sweep.
   */
  refund?: {
    /** Integer cents, at most what was paid. */
    amount: number;
    full: boolean;
    by: 'seller' | 'admin' | 'provider';
    /** The seller's or administrator's user id (a string: no document keeps ids deeper). */
    byUserId: string | null;
    note: string;
    state: 'pending' | 'done';
    providerRefundId: string | null;
    at: Date;
  };
  /** The platform's fee in percent, fixed when the payment was recorded. */
  feePercent?: number;
  /**
   * Set with every transition that moves money (payment, completion, refund) and cleared once
   * the seller's ledger holds the entries the order's state implies; the sweep finishes any left
   * set by a crash.
   */
  ledgerDue?: Date;
  /**
   * The timeline: one entry per transition. Written with `$addToSet` in the same update as the
   * transition, so a replay with the same values adds nothing.
   */
  events?: OrderEventDoc[];
}

export interface OrderEventDoc {
  kind: OrderEventKind;
  at: Date;
  by: OrderActor;
  note?: string;
}

/**
 * A seller's ledger (docs/domain.md#money), in integer cents. `_id` names what the entry is for
 * (`sale:<bookingId>`, `completion:<bookingId>`, `refund:<bookingId>`, `payout:<id>`), so each
 * is written once however often a step is retried.
 */
export interface LedgerEntryDoc {
  _id: string;
  sellerId: ObjectId;
  kind: 'sale' | 'completion' | 'refund' | 'payout';
  bookingId?: ObjectId;
  bike?: string;
  /** Signed changes; for an order, paid = refunded + pending + available + fee at every step. */
  pending: number;
  available: number;
  paidOut: number;
  fee: number;
  /** Cents given back to the buyer by this entry (refunds only). */
  refunded: number;
  at: Date;
}

/**
 * How a booking's open phase ended, `_id` = the booking's id: paid, cancelled or declined. The
 * first insert wins, so a cancellation and a payment at the same instant have exactly one
 * outcome (docs/decisions/002-claim-documents-for-races.md).
 */
export interface BookingEndDoc {
  _id: ObjectId;
  outcome: 'paid' | 'cancelled' | 'declined' | 'expired';
  at: Date;
  reason?: string;
}

export interface PaymentDoc {
  _id: ObjectId;
  bookingId: ObjectId;
  bikeId: ObjectId;
  buyerId: ObjectId;
  email: string;
  /** Dollars, as the spec's payment record; `amount` is the provider's integer cents. */
  price: number;
  amount: number;
  currency: string;
  provider: string;
  transactionId: string;
  createdAt: Date;
}

/**
 * The sale of a bike, `_id` = the bike's id: the first insert wins, on every engine
 * (docs/decisions/002-claim-documents-for-races.md).
 */
export interface BikeSaleDoc {
  _id: ObjectId;
  bookingId: ObjectId;
  intentId: string;
  at: Date;
}

export const bookings = defineCollection<BookingDoc>('bookings', [
  { key: { bikeId: 1, buyerId: 1 }, name: 'bike_buyer_unique', unique: true },
  { key: { buyerId: 1, _id: -1 }, name: 'buyer_newest' },
  { key: { sellerId: 1, _id: -1 }, name: 'seller_newest' },
  { key: { sellerId: 1, bikeId: 1, _id: -1 }, name: 'seller_bike_newest' },
  // The order timers: unpaid bookings by age, paid ones by payment time.
  { key: { paid: 1, createdAt: 1 }, name: 'paid_createdAt' },
  { key: { paid: 1, paidAt: 1 }, name: 'paid_paidAt' },
  // The sweep's repairs after a crash: refunds not finished, ledger entries not written.
  { key: { 'refund.state': 1 }, name: 'refund_state' },
  { key: { ledgerDue: 1 }, name: 'ledgerDue' },
  // The administrator's lists: every order by state, disputes by state.
  { key: { status: 1, _id: -1 }, name: 'status_newest' },
  { key: { 'dispute.state': 1, _id: 1 }, name: 'dispute_state_oldest' },
]);

export const payments = defineCollection<PaymentDoc>('payments', [
  { key: { bookingId: 1 }, name: 'bookingId_unique', unique: true },
  { key: { transactionId: 1 }, name: 'transactionId_unique', unique: true },
]);

export const bikeSales = defineCollection<BikeSaleDoc>('bike_sales', []);
export const bookingEnds = defineCollection<BookingEndDoc>('booking_ends', []);
export const ledger = defineCollection<LedgerEntryDoc>('ledger', [
  { key: { sellerId: 1, at: -1, _id: -1 }, name: 'seller_newest' },
]);

/**
 * A conversation between a bike's buyer and its seller (docs/domain.md#conversations): one per
 * (bike, buyer), claimed by the unique index. The names are copies taken when it starts.
 */
export interface ConversationDoc {
  _id: ObjectId;
  bikeId: ObjectId;
  buyerId: ObjectId;
  sellerId: ObjectId;
  /** `[buyerId, sellerId]`: one multikey index serves both participants' Inbox. */
  participants: ObjectId[];
  buyerName: string;
  sellerName: string;
  lastMessage: string;
  lastMessageAt: Date;
  /**
   * Messages each side has not read: the sender `$inc`s the other side's, reading sets one's
   * own to 0. A counter (rather than a last-read time) makes the Inbox badge a sum over the
   * caller's conversations with unread messages only (buyer_unread, seller_unread), with no
   * count of messages.
   */
  buyerUnread: number;
  sellerUnread: number;
  createdAt: Date;
  /** Set when a participant is removed: nobody writes in it again. Absent on older documents. */
  closedAt?: Date;
}

/** One plain-text message; never interpreted as HTML. */
export interface MessageDoc {
  _id: ObjectId;
  conversationId: ObjectId;
  senderId: ObjectId;
  senderName: string;
  text: string;
  createdAt: Date;
  /**
   * Set when an administrator removes it after a report: participants no longer get its text,
   * the administrator's queue still does. Absent on messages never removed.
   */
  removedAt?: Date;
  /** The offer this message made (docs/domain.md#offers): the thread shows its card. */
  offerId?: ObjectId;
  /** Its private photo, a file of `images` marked with this conversation (docs/domain.md#conversations). */
  photoId?: ObjectId;
}

/**
 * A user blocks another (docs/domain.md#reports-and-blocks): per pair of users, whatever the
 * conversation. The unique index makes blocking twice one document; the second index finds the
 * blocks against a user.
 */
export interface UserBlockDoc {
  _id: ObjectId;
  blockerId: ObjectId;
  blockedId: ObjectId;
  createdAt: Date;
}
export const userBlocks = defineCollection<UserBlockDoc>('user_blocks', [
  { key: { blockerId: 1, blockedId: 1 }, name: 'blocker_blocked_unique', unique: true },
  { key: { blockedId: 1, blockerId: 1 }, name: 'blocked_blocker' },
]);

export type MessageReportState = 'open' | 'dismissed' | 'removed';

/**
 * A participant's report of the other one's message: one per reporter and message (unique
 * claim). Copies what the administrator's queue shows, so the queue reads this collection only
 * (plus the bikes in one `$in`).
 */
export interface MessageReportDoc {
  _id: ObjectId;
  messageId: ObjectId;
  conversationId: ObjectId;
  bikeId: ObjectId;
  reporterId: ObjectId;
  reporterName: string;
  reporterRole: 'buyer' | 'seller';
  buyerName: string;
  sellerName: string;
  text: string;
  sentAt: Date;
  reason: string;
  note: string | null;
  state: MessageReportState;
  createdAt: Date;
  decidedAt: Date | null;
  decidedBy: ObjectId | null;
}
export const messageReports = defineCollection<MessageReportDoc>('message_reports', [
  { key: { messageId: 1, reporterId: 1 }, name: 'message_reporter_unique', unique: true },
  { key: { state: 1, _id: -1 }, name: 'state_newest' },
]);

export const conversations = defineCollection<ConversationDoc>('conversations', [
  { key: { bikeId: 1, buyerId: 1 }, name: 'bike_buyer_unique', unique: true },
  { key: { participants: 1, lastMessageAt: -1, _id: -1 }, name: 'participants_newest' },
  { key: { buyerId: 1, buyerUnread: 1 }, name: 'buyer_unread' },
  { key: { sellerId: 1, sellerUnread: 1 }, name: 'seller_unread' },
]);

export const conversationMessages = defineCollection<MessageDoc>('messages', [
  { key: { conversationId: 1, _id: -1 }, name: 'conversation_newest' },
]);

export type OfferStateDoc = 'open' | 'countered' | 'accepted' | 'declined' | 'expired' | 'ended';

/**
 * A buyer's offer on a bike inside their conversation (docs/domain.md#offers). Names, phone and
 * meeting location are copies taken when it is made: the order's, if it is accepted.
 */
export interface OfferDoc {
  _id: ObjectId;
  conversationId: ObjectId;
  bikeId: ObjectId;
  buyerId: ObjectId;
  sellerId: ObjectId;
  /**
   * `<bikeId>:<buyerId>` while open or countered, the offer's own id once it is decided: the
   * unique index keeps one open offer per buyer and bike, and closing frees it in the same write.
   */
  slot: string;
  state: OfferStateDoc;
  amount: number;
  counterAmount?: number;
  agreedPrice?: number;
  bikeName: string;
  buyerName: string;
  buyerEmail: string;
  phone: string;
  location: string;
  /** An open offer lapses then; a counter gives the buyer a new period. */
  expiresAt: Date;
  createdAt: Date;
  updatedAt: Date;
  decidedAt?: Date;
  /** The accepted offer's order, its id chosen when accepting so that a retry makes the same. */
  orderId?: ObjectId;
  /** Accepted, and its order not yet known to exist: the sweep makes it after a crash. */
  orderDue?: Date;
}
export const offers = defineCollection<OfferDoc>('offers', [
  { key: { slot: 1 }, name: 'slot_unique', unique: true },
  { key: { conversationId: 1, _id: -1 }, name: 'conversation_newest' },
  // The sweep: open offers by deadline; a sale: a bike's open offers; crash repairs.
  { key: { state: 1, expiresAt: 1 }, name: 'state_expiresAt' },
  { key: { bikeId: 1, state: 1 }, name: 'bike_state' },
  { key: { orderDue: 1 }, name: 'orderDue' },
]);

/**
 * GridFS bucket `images`: the driver's own indexes (created here too, since the tests drop
 * collections under a long-lived bucket), the card found by its parent, ownership (POST /bikes).
 */
export const imageFiles = defineCollection<Document>('images.files', [
  { key: { filename: 1, uploadDate: 1 }, name: 'filename_1_uploadDate_1' },
  { key: { 'metadata.parentId': 1 }, name: 'metadata_parentId' },
  { key: { 'metadata.ownerId': 1, _id: 1 }, name: 'metadata_ownerId__id' },
]);
export const imageChunks = defineCollection<Document>('images.chunks', [
  { key: { files_id: 1, n: 1 }, name: 'files_id_1_n_1', unique: true },
]);

/**
 * What users are told (docs/domain.md#notifications). `seq` orders the live stream over every
 * API process: it comes from the `counters` document `notifications`. `key` names the fact told
 * (an order event, a message, an offer step), so telling it twice writes once.
 */
export interface NotificationDoc {
  _id: ObjectId;
  seq: number;
  userId: ObjectId;
  key: string;
  topic: string;
  /** The facts, as the shared NotificationSchema gives them for the topic. */
  facts: Document;
  readAt: Date | null;
  createdAt: Date;
}
export const notifications = defineCollection<NotificationDoc>('notifications', [
  { key: { seq: 1 }, name: 'seq_unique', unique: true },
  { key: { userId: 1, key: 1 }, name: 'user_key_unique', unique: true },
  // The bell's pages: newest first with `_id` last, as every keyset order ends (core/keyset-page.ts).
  { key: { userId: 1, seq: -1, _id: -1 }, name: 'user_seq_newest' },
  { key: { userId: 1, readAt: 1 }, name: 'user_unread' },
]);

/** Named sequences (`_id` = the sequence's name); `$inc` hands out numbers across processes. */
export interface CounterDoc {
  _id: string;
  value: number;
}
export const counters = defineCollection<CounterDoc>('counters', []);

/**
 * One email each (features/email/, docs/decisions/007-email-outbox.md). `_id` is the
 * notification's id, so a notification is mailed once; `state` moves pending → sending → sent,
 * back to pending to retry, or to failed; a `sending` whose lease ran out is `interrupted` and
 * never sent again. `claimId` names the attempt that holds it.
 */
export interface OutboxDoc {
  _id: ObjectId;
  userId: ObjectId;
  to: string;
  subject: string;
  html: string;
  text: string;
  /** The Message-ID header, fixed when the mail is queued: the same on every attempt. */
  messageId: string;
  state: 'pending' | 'sending' | 'sent' | 'failed' | 'interrupted';
  attempts: number;
  nextAttemptAt: Date;
  lastError: string | null;
  claimId: string | null;
  claimedAt: Date | null;
  leaseUntil: Date | null;
  createdAt: Date;
  sentAt: Date | null;
}
export const outbox = defineCollection<OutboxDoc>('outbox', [
  { key: { state: 1, nextAttemptAt: 1 }, name: 'state_due' },
  { key: { state: 1, leaseUntil: 1 }, name: 'state_lease' },
]);

/**
 * Rate-limit windows (http/rate-limit.ts), `_id` = bucket, subject and window start. With no
 * TTL indexes (docs/architecture.md#database) the limiter sweeps windows past `expiresAt`.
 */
export interface RateLimitDoc {
  _id: string;
  count: number;
  windowStart: Date;
  expiresAt: Date;
}

export const rateLimits = defineCollection<RateLimitDoc>('rate_limits', [
  { key: { expiresAt: 1 }, name: 'expiresAt' },
]);

/** Add a feature's collection here so that start-up and the tests create its indexes. */
const ALL_COLLECTIONS: CollectionSpec<Document>[] = [
  categories,
  users,
  auditLog,
  bikes,
  searchWords,
  wishlist,
  reports,
  bookings,
  payments,
  bikeSales,
  bookingEnds,
  ledger,
  conversations,
  conversationMessages,
  offers,
  userBlocks,
  messageReports,
  notifications,
  counters,
  outbox,
  imageFiles,
  imageChunks,
  rateLimits,
];

/**
 * One `createIndex` per index: an engine may refuse a single `createIndexes` command that lists
 * indexes which already exist (FerretDB dropped the connection on every restart on saved data,
 * docs/decisions/001-ferretdb-built-from-module-source.md).
 */
export async function ensureIndexes(db: Db): Promise<void> {
  for (const spec of ALL_COLLECTIONS) {
    for (const { key, ...options } of spec.indexes) {
      await db.collection(spec.name).createIndex(key, options);
    }
  }
  await runOnce(db, 'bikes-images-searchTokens-v1', () => backfillBikes(db));
  await runOnce(db, 'bookings-status-v1', () => backfillBookingStatus(db));
  await runOnce(db, 'bikes-search-v2', () => recomputeBikeSearch(db));
}

/**
 * Bookings made before the order kept its status get the one their fields imply; paid ones
 * also get their seller's ledger entries written by the next sweep (`ledgerDue`).
 */
export async function backfillBookingStatus(db: Db): Promise<void> {
  const col = collection(db, bookings);
  const now = new Date();
  const missing = { status: { $exists: false } };
  for (const ended of ['cancelled', 'declined', 'expired'] as const) {
    await col.updateMany({ ...missing, endedAs: ended }, { $set: { status: ended } });
  }
  await col.updateMany(
    { ...missing, paid: true, completedAt: { $exists: true } },
    { $set: { status: 'completed', ledgerDue: now } },
  );
  await col.updateMany({ ...missing, paid: true }, { $set: { status: 'paid', ledgerDue: now } });
  await col.updateMany(missing, { $set: { status: 'booked' } });
}

/**
 * Runs a data migration once per database: a marker in `migrations` records that it finished,
 * so later start-ups skip it instead of scanning (a `$exists` query is a full
 * scan). A migration that fails leaves no marker and runs again.
 */
async function runOnce(db: Db, id: string, migrate: () => Promise<unknown>): Promise<void> {
  const migrations = db.collection<{ _id: string; finishedAt: Date }>('migrations');
  if (await migrations.findOne({ _id: id })) return;
  await migrate();
  await migrations.updateOne(
    { _id: id },
    { $setOnInsert: { finishedAt: new Date() } },
    { upsert: true },
  );
}

/**
 * Bikes stored before photos and search existed get `images` = [img] and their `searchTokens`; idempotent (only
 * documents lacking a field are touched); start-up runs it once per database (`runOnce`).
 */
export async function backfillBikes(db: Db): Promise<number> {
  const col = collection(db, bikes);
  const stale = await col
    .find(
      { $or: [{ searchTokens: { $exists: false } }, { images: { $exists: false } }] },
      {
        projection: {
          name: 1,
          brand: 1,
          description: 1,
          category: 1,
          categoryId: 1,
          location: 1,
          img: 1,
          images: 1,
          searchTokens: 1,
        },
      },
    )
    .toArray();
  for (const doc of stale) {
    await col.updateOne(
      { _id: doc._id },
      {
        $set: {
          images: doc.images ?? [doc.img],
          searchTokens: doc.searchTokens ?? bikeSearchTokens(doc),
        },
      },
    );
  }
  return stale.length;
}
