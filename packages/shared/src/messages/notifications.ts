import { formatPrice } from '../format';
import type {
  MessageNotificationSchema,
  Notification,
  OfferNotificationSchema,
  OrderNotificationSchema,
  WishlistNotificationSchema,
} from '../notifications';
import type { OfferEvent } from '../offers';
import type { OrderEventKind } from '../orders';
import type { z } from 'zod';

// Type-only imports: the web's bell and the API's emails word notifications without loading zod.

type OrderNotification = z.infer<typeof OrderNotificationSchema>;
type MessageNotification = z.infer<typeof MessageNotificationSchema>;
type OfferNotification = z.infer<typeof OfferNotificationSchema>;
type WishlistNotification = z.infer<typeof WishlistNotificationSchema>;

/** One notification in words, and where it leads. */
export interface NotificationText {
  /** A few words: the bell's bold line, an email's subject. */
  title: string;
  /** One sentence with the bike (and the amount or the message's first words). */
  body: string;
  /** What following `href` does: an email's button. */
  action: string;
  /**
   * The web page it links to, a path of the web app (apps/web/src/lib/paths.ts): emails put
   * the site's origin before it.
   */
  href: string;
}

const orderHref = (id: string) => `/dashboard/orders/${encodeURIComponent(id)}`;
const conversationHref = (id: string) => `/dashboard/inbox/${encodeURIComponent(id)}`;
const bikeHref = (id: string) => `/bikes/${encodeURIComponent(id)}`;

/** An order's step, as its buyer and as its seller read it. */
interface OrderWording {
  title: string;
  buyer: (bike: string) => string;
  seller: (bike: string) => string;
}

const orderWording: Record<OrderEventKind, OrderWording> = {
  booked: {
    title: 'New booking',
    buyer: (bike) => `You booked ${bike}: pay to secure it.`,
    seller: (bike) => `A buyer booked ${bike}.`,
  },
  paid: {
    title: 'Order paid',
    buyer: (bike) => `Your payment for ${bike} went through.`,
    seller: (bike) => `The buyer paid for ${bike}: arrange the handover.`,
  },
  cancelled: {
    title: 'Booking cancelled',
    buyer: (bike) => `Your booking of ${bike} was cancelled.`,
    seller: (bike) => `The buyer cancelled the booking of ${bike}.`,
  },
  declined: {
    title: 'Booking declined',
    buyer: (bike) => `The seller declined your booking of ${bike}.`,
    seller: (bike) => `You declined the booking of ${bike}.`,
  },
  expired: {
    title: 'Booking expired',
    buyer: (bike) => `Your booking of ${bike} expired: it was not paid in time.`,
    seller: (bike) => `The booking of ${bike} expired unpaid: the bike is back on sale.`,
  },
  meeting_set: {
    title: 'Meeting time set',
    buyer: (bike) => `A meeting time was set to hand over ${bike}.`,
    seller: (bike) => `A meeting time was set to hand over ${bike}.`,
  },
  cancel_requested: {
    title: 'Cancellation requested',
    buyer: (bike) => `You asked the seller to cancel your order of ${bike}.`,
    seller: (bike) => `The buyer asked you to cancel the order of ${bike}.`,
  },
  cancel_refused: {
    title: 'Cancellation refused',
    buyer: (bike) => `The seller refused to cancel your order of ${bike}: the order stands.`,
    seller: (bike) => `You refused to cancel the order of ${bike}: the order stands.`,
  },
  cancelled_after_payment: {
    title: 'Order cancelled',
    buyer: (bike) => `Your order of ${bike} was cancelled: you are refunded in full.`,
    seller: (bike) => `The order of ${bike} was cancelled and the buyer refunded in full.`,
  },
  dispute_opened: {
    title: 'Dispute opened',
    buyer: (bike) => `Your dispute about ${bike} is open: an administrator will decide.`,
    seller: (bike) => `The buyer opened a dispute about ${bike}: give your side.`,
  },
  dispute_answered: {
    title: 'Dispute answered',
    buyer: (bike) => `The seller answered your dispute about ${bike}.`,
    seller: (bike) => `Your answer to the dispute about ${bike} was added.`,
  },
  dispute_closed: {
    title: 'Dispute decided',
    buyer: (bike) => `The dispute about ${bike} was decided for the seller.`,
    seller: (bike) => `The dispute about ${bike} was decided for you.`,
  },
  refunded: {
    title: 'Refund issued',
    buyer: (bike) => `You were refunded for ${bike}.`,
    seller: (bike) => `The buyer of ${bike} was refunded.`,
  },
  completed: {
    title: 'Order completed',
    buyer: (bike) => `Your order of ${bike} is completed. Enjoy the ride!`,
    seller: (bike) => `The order of ${bike} is completed.`,
  },
};

/** Offers and wishlist news: a title, and a body naming the bike and a price ("$450"). */
interface PricedWording {
  title: string;
  body: (bike: string, price: string) => string;
}

/** An offer's step; the price is the offer's or the counter's amount. */
const offerWording: Record<OfferEvent, PricedWording> = {
  made: {
    title: 'New offer',
    body: (bike, amount) => `You received an offer of ${amount} for ${bike}.`,
  },
  accepted: {
    title: 'Offer accepted',
    body: (bike, amount) => `Your offer of ${amount} for ${bike} was accepted.`,
  },
  declined: {
    title: 'Offer declined',
    body: (bike, amount) => `Your offer of ${amount} for ${bike} was declined.`,
  },
  countered: {
    title: 'Counter-offer',
    body: (bike, amount) => `You received a counter-offer of ${amount} for ${bike}.`,
  },
  expired: {
    title: 'Offer expired',
    body: (bike, amount) => `The offer of ${amount} for ${bike} expired.`,
  },
  ended: {
    title: 'Offer ended',
    body: (bike, amount) => `The offer of ${amount} for ${bike} is no longer open.`,
  },
};

const wishlistWording: Record<WishlistNotification['event'], PricedWording> = {
  sold: {
    title: 'Wishlist bike sold',
    body: (bike) => `${bike} from your wishlist has been sold.`,
  },
  price_reduced: {
    title: 'Price drop',
    body: (bike, price) => `${bike} from your wishlist now costs ${price}.`,
  },
};

function priced({ title, body }: PricedWording, bikeName: string, price: number) {
  return { title, body: body(bikeName, formatPrice(price)) };
}

function describeOrder(n: OrderNotification): NotificationText {
  const wording = orderWording[n.event];
  return {
    title: wording.title,
    body: wording[n.role](n.bikeName),
    action: 'View the order',
    href: orderHref(n.orderId),
  };
}

function describeMessage(n: MessageNotification): NotificationText {
  return {
    title: `New message from ${n.senderName}`,
    body: `About ${n.bikeName}: “${n.preview}”`,
    action: 'Reply',
    href: conversationHref(n.conversationId),
  };
}

function describeOffer(n: OfferNotification): NotificationText {
  const link = { action: 'See the offer', href: conversationHref(n.conversationId) };
  return { ...priced(offerWording[n.event], n.bikeName, n.amount), ...link };
}

function describeWishlist(n: WishlistNotification): NotificationText {
  const link = { action: 'See the bike', href: bikeHref(n.bikeId) };
  return { ...priced(wishlistWording[n.event], n.bikeName, n.price), ...link };
}

/**
 * The notification texts (docs/domain.md#notifications): the bell, the notifications page and
 * the emails all word a notification with `describe`. Pure: facts in, words out.
 *
 * Declared rather than inferred: `messages` includes these, and the schemas behind
 * `Notification` use `messages` for their errors, so an inferred type would be circular.
 */
export interface NotificationMessages {
  title: string;
  empty: string;
  emptyDescription: string;
  markAllRead: string;
  seeAll: string;
  unread: string;
  /** The bell's accessible name, with the unread count. */
  bellLabel: (unread: number) => string;
  describe: (n: Notification) => NotificationText;
}

export const notificationMessages: NotificationMessages = {
  title: 'Notifications',
  empty: 'No notifications yet',
  emptyDescription: 'Orders, messages, offers and wishlist news show up here.',
  markAllRead: 'Mark all read',
  seeAll: 'See all notifications',
  unread: 'Unread',
  bellLabel: (unread: number) => (unread > 0 ? `Notifications, ${unread} unread` : 'Notifications'),
  describe: (n: Notification): NotificationText => {
    switch (n.topic) {
      case 'order':
        return describeOrder(n);
      case 'message':
        return describeMessage(n);
      case 'offer':
        return describeOffer(n);
      case 'wishlist':
        return describeWishlist(n);
    }
  },
};

/** The bell, the live stream and the words of each notification. */
export const notificationsMessages = {
  notFound: 'Notification not found',
  tooManyStreams: 'Too many open connections: close another tab and try again',
  ...notificationMessages,
} as const;
