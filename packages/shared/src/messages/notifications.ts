import { formatPrice } from '../format';
import type {
  ListingNotification,
  MessageNotification,
  Notification,
  OfferNotification,
  OrderNotification,
  ReviewNotification,
  SearchNotification,
  WishlistNotification,
} from '../notifications';
import type { OfferEvent } from '../offers';
import type { OrderActor, OrderEventKind } from '../orders';
import { describeOrderEvent, withNote } from './order-events';
import { describeAccount, describeModeration } from './notification-desk';
import { savedSearchMessages } from './saved-searches';

// Type-only imports: the web's bell and the API's emails word notifications without loading zod.

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

/** Who does each kind of step, for notifications stored before the actor was kept. */
const USUAL_ACTOR: Record<OrderEventKind, OrderActor> = {
  booked: 'buyer',
  paid: 'buyer',
  cancelled: 'buyer',
  declined: 'seller',
  expired: 'system',
  meeting_set: 'buyer',
  cancel_requested: 'buyer',
  cancel_refused: 'seller',
  cancel_accepted: 'seller',
  cancelled_after_payment: 'seller',
  dispute_opened: 'buyer',
  dispute_answered: 'seller',
  dispute_refunded: 'admin',
  dispute_closed: 'admin',
  refunded: 'provider',
  // "The order was completed.", whoever did it.
  completed: 'admin',
};

/**
 * An order's step in the words of its timeline (`describeOrderEvent`), about the notification's
 * bike; one stored before the step's facts were kept is worded from its kind alone.
 */
function describeOrder(n: OrderNotification): NotificationText {
  const by = n.by ?? USUAL_ACTOR[n.event];
  const words = describeOrderEvent(
    { kind: n.event, by, note: n.note, decision: n.decision, price: n.price },
    n.role,
  );
  return {
    title: words.title,
    body: withNote(`${n.bikeName}: ${words.text}`, words),
    action: 'View the order',
    href: orderHref(n.orderId),
  };
}

/** The other side reviewed the order, or both reviews published: both lead to the order. */
function describeReview(n: ReviewNotification): NotificationText {
  const link = { action: 'See the reviews', href: orderHref(n.orderId) };
  if (n.event === 'other_reviewed') {
    const body = `${n.bikeName}: the other side reviewed you. Leave yours to publish both now.`;
    return { title: 'You were reviewed', body, ...link };
  }
  return {
    title: 'Reviews published',
    body: `${n.bikeName}: the reviews are public now.`,
    ...link,
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

/** A seller's listing about to expire or expired: both lead to renewing it from My Products. */
function describeListing(n: ListingNotification): NotificationText {
  const href = `/dashboard/my-products?renew=${encodeURIComponent(n.bikeId)}`;
  if (n.event === 'held') {
    return {
      title: 'Listing hidden for review',
      body: `Several people reported ${n.bikeName}, so it is hidden until an administrator looks at it.`,
      action: 'See my products',
      href: '/dashboard/my-products',
    };
  }
  if (n.event === 'serial-held') {
    // Neutral on purpose: a match is a question for an administrator, never a verdict.
    return {
      title: 'Listing hidden while its serial is checked',
      body: `An administrator is checking the frame serial of ${n.bikeName} before it goes public. You will hear when it is done.`,
      action: 'See my products',
      href: '/dashboard/my-products',
    };
  }
  if (n.event === 'serial-cleared') {
    return {
      title: 'Listing public again',
      body: `The frame serial of ${n.bikeName} was cleared: it is public again.`,
      action: 'See the bike',
      href: bikeHref(n.bikeId),
    };
  }
  if (n.event === 'approved') {
    return {
      title: 'Listing approved',
      body: `An administrator approved ${n.bikeName}: it is public now.`,
      action: 'See the bike',
      href: bikeHref(n.bikeId),
    };
  }
  if (n.event === 'rejected') {
    return {
      title: 'Listing rejected',
      body: `An administrator rejected ${n.bikeName} and removed it: “${n.reason ?? ''}”`,
      action: 'See my products',
      href: '/dashboard/my-products',
    };
  }
  if (n.event === 'expiring') {
    const day = (n.expiresAt ?? '').slice(0, 10);
    return {
      title: 'Listing expires soon',
      body: `Your listing of ${n.bikeName} expires on ${day}. Renew it to keep it live.`,
      action: 'Renew the listing',
      href,
    };
  }
  return {
    title: 'Listing expired',
    body: `Your listing of ${n.bikeName} expired and is hidden. Renew it to list it again.`,
    action: 'Renew the listing',
    href,
  };
}

/** A new match of a saved search: the bike, from the alert (docs/domain.md#alerts). */
function describeSearch(n: SearchNotification): NotificationText {
  const words = savedSearchMessages;
  return {
    title: words.alertTitle(n.searchName),
    body: words.alertBody(n.bikeName, formatPrice(n.price)),
    action: words.alertAction,
    href: bikeHref(n.bikeId),
  };
}

/**
 * The notification texts (docs/domain.md#notifications): the bell, the notifications page and
 * the emails all word a notification with `describe`. Pure: facts in, words out.
 *
 * Declared rather than inferred: the schemas behind `Notification` use this folder's texts for
 * their errors, so an inferred type could be circular.
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
      case 'listing':
        return describeListing(n);
      case 'moderation':
        return describeModeration(n);
      case 'account':
        return describeAccount(n);
      case 'review':
        return describeReview(n);
      case 'search':
        return describeSearch(n);
    }
  },
};

/** The bell, the live stream and the words of each notification. */
export const notificationsMessages = {
  notFound: 'Notification not found',
  tooManyStreams: 'Too many open connections: close another tab and try again',
  ...notificationMessages,
} as const;
