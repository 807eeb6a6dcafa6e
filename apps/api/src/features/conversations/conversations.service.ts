import {
  messages,
  type Conversation,
  type Message,
  type StartConversationBody,
  type StartConversationResponse,
  type UnreadCount,
} from '@reride/shared';
import { AppError } from '../../core/app-error';
import type { Caller } from '../../core/caller';
import type { Clock } from '../../core/clock';
import { mapPage, type Page, type PageQuery } from '../../core/keyset-page';
import type { BikeState, BikeStatesRepository } from '../bikes/bike-states.repository';
import type {
  ConversationRecord,
  ConversationsRepository,
  MessageRecord,
  Side,
} from './conversations.repository';

export interface ConversationsServiceDeps {
  repo: ConversationsRepository;
  bikes: Pick<BikeStatesRepository, 'findState' | 'findStates'>;
  clock: Clock;
}

const notFound = () => new AppError('NOT_FOUND', messages.conversations.notFound);

function sideOf(c: ConversationRecord, caller: Caller): Side {
  return c.buyerId === caller._id ? 'buyer' : 'seller';
}

/** Why a buyer may not ask about this bike, or null: their own bike first, then its state. */
function askRefusal(bike: BikeState, callerId: string): AppError | null {
  if (bike.sellerId === callerId) return new AppError('FORBIDDEN', messages.conversations.ownBike);
  if (bike.deleted || bike.sellerRemoved) {
    return new AppError('CONFLICT', messages.conversations.bikeUnavailable);
  }
  if (bike.status !== 'unsold') return new AppError('CONFLICT', messages.bookings.bikeSold);
  return null;
}

function toConversation(c: ConversationRecord, bike: BikeState, caller: Caller): Conversation {
  const role = sideOf(c, caller);
  return {
    _id: c.id,
    bike: {
      _id: bike.id,
      name: bike.name,
      img: bike.img,
      resalePrice: bike.resalePrice,
      status: bike.status,
    },
    role,
    otherName: role === 'buyer' ? c.sellerName : c.buyerName,
    lastMessage: c.lastMessage,
    lastMessageAt: c.lastMessageAt.toISOString(),
    unread: role === 'buyer' ? c.buyerUnread : c.sellerUnread,
    createdAt: c.createdAt.toISOString(),
  };
}

function toMessage(m: MessageRecord, caller: Caller): Message {
  return {
    _id: m.id,
    conversationId: m.conversationId,
    mine: m.senderId === caller._id,
    senderName: m.senderName,
    text: m.text,
    createdAt: m.createdAt.toISOString(),
  };
}

/**
 * Buyers and sellers talking about a bike (docs/domain.md#conversations). Only the two
 * participants see a conversation; to anyone else, admins included, it does not exist (404).
 */
export function createConversationsService(deps: ConversationsServiceDeps) {
  const { repo, bikes, clock } = deps;

  async function mine(caller: Caller, id: string): Promise<ConversationRecord> {
    const conversation = await repo.findFor(id, caller._id);
    if (!conversation) throw notFound();
    return conversation;
  }

  function write(caller: Caller, c: ConversationRecord, text: string): Promise<string> {
    const from = sideOf(c, caller);
    return repo.append(c.id, {
      senderId: caller._id,
      senderName: caller.name,
      from,
      text,
      at: clock(),
    });
  }

  return {
    /** Asks about a listed bike; asking again writes in the same conversation. */
    async start(caller: Caller, body: StartConversationBody): Promise<StartConversationResponse> {
      const bike = await bikes.findState(body.bikeId);
      if (!bike) throw new AppError('NOT_FOUND', messages.errors.bikeNotFound);
      const refusal = askRefusal(bike, caller._id);
      if (refusal) throw refusal;
      const conversation = await repo.claim({
        bikeId: bike.id,
        buyerId: caller._id,
        sellerId: bike.sellerId,
        buyerName: caller.name,
        sellerName: bike.seller,
        at: clock(),
      });
      const messageId = await write(caller, conversation, body.text);
      return { acknowledged: true, conversationId: conversation.id, messageId };
    },

    /** The Inbox; a conversation whose bike record is missing altogether is left out. */
    async list(caller: Caller, query: PageQuery): Promise<Page<Conversation>> {
      const page = await repo.listFor(caller._id, query);
      const states = await bikes.findStates(page.items.map((c) => c.bikeId));
      return {
        items: page.items.flatMap((c) => {
          const bike = states.get(c.bikeId);
          return bike ? [toConversation(c, bike, caller)] : [];
        }),
        nextCursor: page.nextCursor,
      };
    },

    async get(caller: Caller, id: string): Promise<Conversation> {
      const conversation = await mine(caller, id);
      const bike = await bikes.findState(conversation.bikeId);
      if (!bike) throw notFound();
      return toConversation(conversation, bike, caller);
    },

    async messages(caller: Caller, id: string, query: PageQuery): Promise<Page<Message>> {
      const conversation = await mine(caller, id);
      return mapPage(await repo.listMessages(conversation.id, query), (m) => toMessage(m, caller));
    },

    async send(caller: Caller, id: string, text: string) {
      const messageId = await write(caller, await mine(caller, id), text);
      return { acknowledged: true, messageId };
    },

    async markRead(caller: Caller, id: string): Promise<UnreadCount> {
      const conversation = await mine(caller, id);
      await repo.markRead(conversation.id, sideOf(conversation, caller));
      return { unread: await repo.unreadTotal(caller._id) };
    },

    async unread(caller: Caller): Promise<UnreadCount> {
      return { unread: await repo.unreadTotal(caller._id) };
    },
  };
}

export type ConversationsService = ReturnType<typeof createConversationsService>;
