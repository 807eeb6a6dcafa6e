import type { Notification } from '@reride/shared';

let next = 1;
const id = (prefix: string, n: number) => `${prefix}${n.toString(16).padStart(23, '0')}`;

type Topic = Notification['topic'];
type Of<T extends Topic> = Extract<Notification, { topic: T }>;

const facts: { [T in Topic]: (n: number) => Omit<Of<T>, keyof ReturnType<typeof base>> } = {
  order: (n) => ({ topic: 'order', orderId: id('b', n), event: 'paid', role: 'seller' }),
  message: (n) => ({
    topic: 'message',
    conversationId: id('d', n),
    messageId: id('e', n),
    senderName: 'Sara Seller',
    preview: 'Is it still available?',
  }),
  offer: (n) => ({
    topic: 'offer',
    conversationId: id('d', n),
    offerId: id('f', n),
    event: 'made',
    amount: 450,
  }),
  wishlist: (n) => ({ topic: 'wishlist', bikeId: id('c', n), event: 'price_reduced', price: 380 }),
  listing: (n) => ({
    topic: 'listing',
    bikeId: id('c', n),
    event: 'expiring',
    expiresAt: '2026-03-08T10:00:00.000Z',
  }),
  moderation: (n) => ({ topic: 'moderation', event: 'dispute_opened', orderId: id('b', n) }),
  account: () => ({
    topic: 'account',
    event: 'suspended',
    reason: 'Spam in messages',
    until: '2026-03-08T10:00:00.000Z',
  }),
  review: (n) => ({ topic: 'review', event: 'published', orderId: id('b', n) }),
  search: (n) => ({
    topic: 'search',
    event: 'match',
    bikeId: id('c', n),
    savedSearchId: id('a', n),
    searchName: 'Road bikes under $600',
    price: 550,
  }),
};

function base(n: number) {
  return {
    _id: id('a', n),
    seq: n,
    bikeName: `Bike ${n}`,
    readAt: null as string | null,
    createdAt: new Date(Date.UTC(2026, 2, 1, 10, n)).toISOString(),
  };
}

/** A notification of `topic` as GET /notifications and the stream answer it; unread by default. */
export function makeNotification<T extends Topic>(topic: T, overrides: Partial<Of<T>> = {}): Of<T> {
  const n = next++;
  return { ...base(n), ...facts[topic](n), ...overrides } as Of<T>;
}
