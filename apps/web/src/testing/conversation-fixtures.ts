import type { Conversation, Message } from '@reride/shared';

let next = 1;
const id = (prefix: string, n: number) => `${prefix}${n.toString(16).padStart(23, '0')}`;

/** A conversation as GET /conversations answers it for its buyer. */
export function makeConversation(overrides: Partial<Conversation> = {}): Conversation {
  const n = next++;
  return {
    _id: id('d', n),
    bike: {
      _id: id('b', n),
      name: `Bike ${n}`,
      img: `http://api.test/images/${'a'.repeat(24)}`,
      resalePrice: 450,
      status: 'unsold',
    },
    role: 'buyer',
    otherName: 'Sara Seller',
    otherId: id('c', n),
    lastMessage: 'Is it still available?',
    lastMessageAt: '2026-03-01T10:00:00.000Z',
    unread: 0,
    createdAt: '2026-03-01T09:00:00.000Z',
    state: 'open',
    blockedByMe: false,
    ...overrides,
  };
}

/** A message of `conversationId` as GET /conversations/:id/messages answers it. */
export function makeMessage(conversationId: string, overrides: Partial<Message> = {}): Message {
  const n = next++;
  return {
    _id: id('e', n),
    conversationId,
    mine: false,
    senderName: 'Sara Seller',
    text: `Message ${n}`,
    removed: false,
    createdAt: new Date(Date.UTC(2026, 2, 1, 10, n)).toISOString(),
    ...overrides,
  };
}
