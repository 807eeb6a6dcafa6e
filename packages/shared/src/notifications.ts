import { z } from 'zod';
import { AcknowledgedSchema, IsoDateTimeSchema, ObjectIdSchema, PartyRoleSchema } from './common';
import { OfferEventSchema } from './offers';
import { OrderActorSchema, OrderDecisionSchema, OrderEventKindSchema } from './orders';

/**
 * What the product tells a user (docs/domain.md#notifications): the bell's list, the live stream
 * and the emails all carry these. A notification stores facts (ids, names, amounts); the web and
 * the emails word them with `messages.notifications`.
 */

/**
 * The topics a user chooses emails by (the settings page). Administrators' `moderation`
 * notifications are not among them: those come in the bell and live only.
 */
export const NOTIFICATION_TOPICS = [
  'order',
  'message',
  'offer',
  'wishlist',
  'listing',
  'search',
] as const;
export const NotificationTopicSchema = z.enum(NOTIFICATION_TOPICS);
export type NotificationTopic = z.infer<typeof NotificationTopicSchema>;

export const WISHLIST_EVENTS = ['sold', 'price_reduced'] as const;
export const WishlistEventSchema = z.enum(WISHLIST_EVENTS);

const Base = {
  _id: ObjectIdSchema,
  /** The stream's event id: increasing over the whole product, so `Last-Event-ID` resumes. */
  seq: z.number().int().nonnegative(),
  bikeName: z.string(),
  readAt: IsoDateTimeSchema.nullable(),
  createdAt: IsoDateTimeSchema,
};

export const OrderNotificationSchema = z.object({
  ...Base,
  topic: z.literal('order'),
  orderId: ObjectIdSchema,
  event: OrderEventKindSchema,
  /** Whether the recipient bought (buyer) or sold (seller) in this order. */
  role: PartyRoleSchema,
  /**
   * The step's facts, copied from the order's timeline so the bell and the email word it as the
   * order page does (`messages.orders.describeEvent`); absent on notifications stored before.
   */
  by: OrderActorSchema.optional(),
  /** The step's note, its first NOTIFICATION_NOTE_MAX characters. */
  note: z.string().optional(),
  decision: OrderDecisionSchema.optional(),
  /** The order's price in dollars. */
  price: z.number().nonnegative().optional(),
});

/** How much of an order step's note (a reason, a complaint) a notification keeps. */
export const NOTIFICATION_NOTE_MAX = 300;

export const MessageNotificationSchema = z.object({
  ...Base,
  topic: z.literal('message'),
  conversationId: ObjectIdSchema,
  messageId: ObjectIdSchema,
  senderName: z.string(),
  /** The message's first characters, as text. */
  preview: z.string(),
});

export const OfferNotificationSchema = z.object({
  ...Base,
  topic: z.literal('offer'),
  conversationId: ObjectIdSchema,
  offerId: ObjectIdSchema,
  event: OfferEventSchema,
  amount: z.number().nonnegative(),
});

export const WishlistNotificationSchema = z.object({
  ...Base,
  topic: z.literal('wishlist'),
  bikeId: ObjectIdSchema,
  event: WishlistEventSchema,
  price: z.number().nonnegative(),
});

/**
 * A new listing matched one of the person's saved searches (docs/domain.md#alerts): an instant
 * alert, once per saved search and bike. `bikeName` is the bike's, `searchName` the search's.
 */
export const SearchNotificationSchema = z.object({
  ...Base,
  topic: z.literal('search'),
  event: z.literal('match'),
  bikeId: ObjectIdSchema,
  savedSearchId: ObjectIdSchema,
  searchName: z.string(),
  price: z.number().nonnegative(),
});

/**
 * A seller's own listing: it expires soon (renew it), or it expired (docs/domain.md#listing-lifecycle);
 * it is held after reports until an administrator decides, or a first listing held for approval
 * was approved or rejected (docs/domain.md#moderation-queue); its frame serial matched a stolen
 * bike, so it is held for an administrator, or that hold ended (docs/domain.md#frame-serials).
 */
export const LISTING_EVENTS = [
  'expiring',
  'expired',
  'held',
  'approved',
  'rejected',
  'serial-held',
  'serial-cleared',
] as const;
export const ListingNotificationSchema = z.object({
  ...Base,
  topic: z.literal('listing'),
  bikeId: ObjectIdSchema,
  event: z.enum(LISTING_EVENTS),
  /** When it expires (expiring, expired). */
  expiresAt: IsoDateTimeSchema.optional(),
  /** The administrator's reason (rejected). */
  reason: z.string().optional(),
});

/**
 * An administrator's decision about the person's own account (docs/domain.md#sanctions): always
 * emailed, no setting turns it off. `bikeName` is empty: it is about no bike.
 */
export const SANCTION_EVENTS = ['warned', 'suspended', 'lifted'] as const;
export const SanctionEventSchema = z.enum(SANCTION_EVENTS);
export type SanctionEvent = z.infer<typeof SanctionEventSchema>;
/**
 * Besides sanctions, the Verified badge granted by an administrator's check or withdrawn
 * (docs/domain.md#seller-verification); `reason` is empty for the grant.
 */
export const ACCOUNT_EVENTS = [...SANCTION_EVENTS, 'verified', 'verification_withdrawn'] as const;
export const AccountNotificationSchema = z.object({
  ...Base,
  topic: z.literal('account'),
  event: z.enum(ACCOUNT_EVENTS),
  reason: z.string(),
  /** A suspension's end. */
  until: IsoDateTimeSchema.optional(),
});

/** What reaches administrators' desk: each asks one of them to look. */
export const ModerationEventSchema = z.enum([
  'dispute_opened',
  'bike_reported',
  'message_reported',
  'contact_message',
  'review_reported',
  'theft_reported',
]);
export type ModerationEvent = z.infer<typeof ModerationEventSchema>;
export const MODERATION_EVENTS = ModerationEventSchema.options;

/**
 * Administrators only (docs/domain.md#notifications): a new dispute, report (of a bike, a
 * message or a review), theft report or contact message.
 * Told in the bell and live, not by email (the email settings' topics are the parties').
 * `bikeName` is empty for a contact message, which is about no bike.
 */
export const ModerationNotificationSchema = z.object({
  ...Base,
  topic: z.literal('moderation'),
  event: ModerationEventSchema,
  /** The disputed order (dispute_opened). */
  orderId: ObjectIdSchema.optional(),
  /** The reported bike, or the bike a reported message or review is about. */
  bikeId: ObjectIdSchema.optional(),
  /** Who wrote (contact_message): the name they gave. */
  senderName: z.string().optional(),
});

/**
 * An order's reviews (docs/domain.md#reviews): the other side reviewed (hidden until both are in
 * or the window closes), or both published. Told in the bell and live, not by email.
 */
export const REVIEW_EVENTS = ['other_reviewed', 'published'] as const;
export const ReviewNotificationSchema = z.object({
  ...Base,
  topic: z.literal('review'),
  orderId: ObjectIdSchema,
  event: z.enum(REVIEW_EVENTS),
});

export const NotificationSchema = z
  .discriminatedUnion('topic', [
    OrderNotificationSchema,
    MessageNotificationSchema,
    OfferNotificationSchema,
    WishlistNotificationSchema,
    ListingNotificationSchema,
    ModerationNotificationSchema,
    AccountNotificationSchema,
    ReviewNotificationSchema,
    SearchNotificationSchema,
  ])
  .meta({ id: 'Notification' });
export type Notification = z.infer<typeof NotificationSchema>;
export type OrderNotification = z.infer<typeof OrderNotificationSchema>;
export type MessageNotification = z.infer<typeof MessageNotificationSchema>;
export type OfferNotification = z.infer<typeof OfferNotificationSchema>;
export type WishlistNotification = z.infer<typeof WishlistNotificationSchema>;
export type ListingNotification = z.infer<typeof ListingNotificationSchema>;
export type ModerationNotification = z.infer<typeof ModerationNotificationSchema>;
export type AccountNotification = z.infer<typeof AccountNotificationSchema>;
export type ReviewNotification = z.infer<typeof ReviewNotificationSchema>;
export type SearchNotification = z.infer<typeof SearchNotificationSchema>;
export const NotificationListSchema = z.array(NotificationSchema);

/** What a publisher hands in: the facts of one notification, without its stored fields. */
export type NotificationFacts = Notification extends infer N
  ? N extends Notification
    ? Omit<N, '_id' | 'seq' | 'readAt' | 'createdAt'>
    : never
  : never;

/** GET /notifications/unread: the bell's badge. */
export const NotificationCountSchema = z.object({ unread: z.number().int().nonnegative() });

export const MarkNotificationsResultSchema = AcknowledgedSchema.extend({
  unread: z.number().int().nonnegative(),
});

/** Which topics a user also receives by email; order and offer mails are on by default. */
export const EmailSettingsSchema = z
  .object({
    order: z.boolean(),
    message: z.boolean(),
    offer: z.boolean(),
    wishlist: z.boolean(),
    listing: z.boolean(),
    /** Optional: settings saved before saved searches existed lack it (default on). */
    search: z.boolean().optional(),
  })
  .strict()
  .meta({ id: 'EmailSettings' });
export type EmailSettings = z.infer<typeof EmailSettingsSchema>;

export const DEFAULT_EMAIL_SETTINGS: Required<EmailSettings> = {
  order: true,
  message: true,
  offer: true,
  wishlist: false,
  listing: true,
  search: true,
};

/** The stream's event names (`event:` lines); `data:` is a Notification's JSON. */
export const STREAM_EVENT = 'notification';
/** Seconds between the stream's heartbeat comments. */
export const STREAM_HEARTBEAT_SECONDS = 15;
