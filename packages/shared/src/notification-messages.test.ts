import { describe, expect, it } from 'vitest';
import { notificationsMessages } from './messages';
import {
  LISTING_EVENTS,
  MODERATION_EVENTS,
  NotificationSchema,
  WISHLIST_EVENTS,
  type Notification,
} from './notifications';
import { OFFER_EVENTS } from './offers';
import { ORDER_EVENT_KINDS } from './orders';

const { describe: word } = notificationsMessages;

const base = {
  _id: 'a0000000000000000000000a',
  seq: 7,
  bikeName: 'Trek Marlin 5',
  readAt: null,
  createdAt: '2026-03-01T10:00:00.000Z',
};
const ORDER = 'b0000000000000000000000b';
const CONVERSATION = 'c0000000000000000000000c';
const BIKE = 'd0000000000000000000000d';

/** One notification of every topic, event and role the schemas allow. */
const every: Notification[] = [
  ...ORDER_EVENT_KINDS.flatMap((event) =>
    (['buyer', 'seller'] as const).map((role): Notification => ({
      ...base,
      topic: 'order',
      orderId: ORDER,
      event,
      role,
    })),
  ),
  {
    ...base,
    topic: 'message',
    conversationId: CONVERSATION,
    messageId: 'e0000000000000000000000e',
    senderName: 'Sara Seller',
    preview: 'Is it still available?',
  },
  ...OFFER_EVENTS.map((event): Notification => ({
    ...base,
    topic: 'offer',
    conversationId: CONVERSATION,
    offerId: 'f0000000000000000000000f',
    event,
    amount: 450,
  })),
  ...WISHLIST_EVENTS.map((event): Notification => ({
    ...base,
    topic: 'wishlist',
    bikeId: BIKE,
    event,
    price: 380,
  })),
  ...LISTING_EVENTS.map((event): Notification => ({
    ...base,
    topic: 'listing',
    bikeId: BIKE,
    event,
    ...(event === 'expiring' ? { expiresAt: '2026-03-08T10:00:00.000Z' } : {}),
    ...(event === 'rejected' ? { reason: 'Stock photos only' } : {}),
  })),
  // A contact message and a theft report are about no listing: their own test below.
  ...MODERATION_EVENTS.filter((e) => e !== 'contact_message' && e !== 'theft_reported').map(
    (event): Notification => ({
      ...base,
      topic: 'moderation',
      event,
      bikeId: BIKE,
      orderId: ORDER,
    }),
  ),
];

const label = (n: Notification) =>
  `${n.topic} ${'event' in n ? n.event : ''} ${'role' in n ? n.role : ''}`;

describe('messages.notifications.describe', () => {
  it.each(every.map((n) => [label(n), n] as const))('words %s with the bike and a link', (_, n) => {
    expect(NotificationSchema.safeParse(n).success).toBe(true);
    const text = word(n);
    for (const part of [text.title, text.body, text.action, text.href]) {
      expect(part.trim()).not.toBe('');
      expect(part).not.toMatch(/undefined|null|NaN|\[object/);
    }
    expect(text.body).toContain('Trek Marlin 5');
  });

  it('links each topic to its page of the web app', () => {
    const href = (topic: Notification['topic']) =>
      word(every.find((n) => n.topic === topic) as Notification).href;
    expect(href('order')).toBe(`/dashboard/orders/${ORDER}`);
    expect(href('message')).toBe(`/dashboard/inbox/${CONVERSATION}`);
    expect(href('offer')).toBe(`/dashboard/inbox/${CONVERSATION}`);
    expect(href('wishlist')).toBe(`/bikes/${BIKE}`);
  });

  it('sends administrators to the page where each kind of case waits', () => {
    const moderation = (event: (typeof MODERATION_EVENTS)[number]): Notification => ({
      ...base,
      topic: 'moderation',
      event,
      ...(event === 'contact_message' ? { bikeName: '', senderName: 'Rina Rahman' } : {}),
      ...(event === 'theft_reported' ? { bikeName: '' } : {}),
    });
    expect(MODERATION_EVENTS.map((e) => word(moderation(e)).href)).toEqual([
      '/dashboard/disputes',
      '/dashboard/reported',
      '/dashboard/reported-messages',
      '/dashboard/contact-messages',
      '/dashboard/admin/reviews',
      '/dashboard/admin/theft',
    ]);
    expect(word(moderation('theft_reported')).body).toBe(
      'An owner reported a bike stolen by its frame serial. Confirm or withdraw the report.',
    );
    expect(word(moderation('dispute_opened')).body).toBe(
      'Trek Marlin 5: the buyer opened a dispute. It waits for your decision.',
    );
    const contact = moderation('contact_message');
    expect(NotificationSchema.safeParse(contact).success).toBe(true);
    expect(word(contact)).toMatchObject({
      title: 'New contact message',
      body: 'Rina Rahman wrote through the contact form.',
    });
  });

  it('tells a seller the decision on their first listing, a rejection with its reason', () => {
    const listing = (event: (typeof LISTING_EVENTS)[number]) =>
      word(every.find((n) => n.topic === 'listing' && n.event === event) as Notification);
    expect(listing('approved')).toMatchObject({
      title: 'Listing approved',
      href: `/bikes/${BIKE}`,
    });
    expect(listing('rejected')).toMatchObject({
      title: 'Listing rejected',
      body: 'An administrator rejected Trek Marlin 5 and removed it: “Stock photos only”',
      href: '/dashboard/my-products',
    });
  });

  it('words the buyer and the seller of an order differently where they did different things', () => {
    const order = (role: 'buyer' | 'seller'): Notification => ({
      ...base,
      topic: 'order',
      orderId: ORDER,
      event: 'cancel_requested',
      role,
    });
    expect(word(order('seller')).body).toBe(
      'Trek Marlin 5: The buyer asked you to cancel the order. Accept to refund the payment in full, or refuse to keep it.',
    );
    expect(word(order('buyer')).body).toBe(
      'Trek Marlin 5: You asked the seller to cancel the order. If the seller accepts, the payment is refunded to you in full.',
    );
  });

  it('gives amounts and prices as money and quotes a message', () => {
    const texts = every.map(word);
    expect(texts).toContainEqual(
      expect.objectContaining({
        title: 'Offer accepted',
        body: 'Your offer of $450 for Trek Marlin 5 was accepted.',
      }),
    );
    expect(texts).toContainEqual(
      expect.objectContaining({
        title: 'Price drop',
        body: 'Trek Marlin 5 from your wishlist now costs $380.',
      }),
    );
    expect(texts).toContainEqual(
      expect.objectContaining({
        title: 'New message from Sara Seller',
        body: 'About Trek Marlin 5: “Is it still available?”',
      }),
    );
  });

  it('names the bell with its unread count', () => {
    expect(notificationsMessages.bellLabel(3)).toBe('Notifications, 3 unread');
    expect(notificationsMessages.bellLabel(0)).toBe('Notifications');
  });
});
