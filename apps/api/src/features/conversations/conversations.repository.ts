import { ObjectId, type Db } from 'mongodb';
import { isDuplicateKeyError } from '../../db/client';
import { collection } from '../../db/collections';
import {
  conversationMessages,
  conversations,
  type ConversationDoc,
  type MessageDoc,
} from './conversations.collections';
import { idsAsStrings, type IdsAsStrings } from '../../db/stored-ids';
import { keysetOrder, mapPage, NEWEST_ID, type PageQuery } from '../../core/keyset-page';
import { findPage } from '../../db/keyset-page';

export type Side = 'buyer' | 'seller';

/** A conversation as the service sees it (its `participants` are its buyer and seller). */
export type ConversationRecord = Omit<IdsAsStrings<ConversationDoc>, '_id' | 'participants'> & {
  id: string;
};
export type MessageRecord = Omit<IdsAsStrings<MessageDoc>, '_id'> & { id: string };

export interface NewConversation {
  bikeId: string;
  buyerId: string;
  sellerId: string;
  buyerName: string;
  sellerName: string;
  at: Date;
}

export interface NewMessage {
  senderId: string;
  senderName: string;
  /** The side that wrote it: the other side's unread counter goes up. */
  from: Side;
  text: string;
  at: Date;
  /** The offer this message makes (docs/domain.md#offers). */
  offerId?: string;
  /** Its photo, already claimed for it in the images feature. */
  photoId?: string;
  /** The Inbox line when it is not the text (a photo sent alone). */
  inboxLine?: string;
}

/** The Inbox: newest activity first (participants_newest). */
const INBOX = keysetOrder('c', [
  { field: 'lastMessageAt', direction: -1, kind: 'date' },
  { field: '_id', direction: -1, kind: 'id' },
]);

const UNREAD_FIELD = { buyer: 'buyerUnread', seller: 'sellerUnread' } as const;
const OTHER: Record<Side, Side> = { buyer: 'seller', seller: 'buyer' };

function toConversation(doc: ConversationDoc): ConversationRecord {
  const { _id, participants: _participants, ...fields } = idsAsStrings(doc);
  return { ...fields, id: _id };
}

function toMessage(doc: MessageDoc): MessageRecord {
  const { _id, ...fields } = idsAsStrings(doc);
  return { ...fields, id: _id };
}

/** The conversations feature's two collections; no other code touches them. */
export function createConversationsRepository(db: Db) {
  const col = collection(db, conversations);
  const messageCol = collection(db, conversationMessages);

  const byKey = (bikeId: string, buyerId: string) => ({
    bikeId: new ObjectId(bikeId),
    buyerId: new ObjectId(buyerId),
  });

  return {
    /**
     * The (bike, buyer) conversation, created empty when there is none: the unique index decides
     * a race of two first questions, and the loser reads the winner's.
     */
    async claim(c: NewConversation): Promise<ConversationRecord> {
      const key = byKey(c.bikeId, c.buyerId);
      const existing = await col.findOne(key);
      if (existing) return toConversation(existing);
      const doc: ConversationDoc = {
        _id: new ObjectId(),
        ...key,
        sellerId: new ObjectId(c.sellerId),
        participants: [key.buyerId, new ObjectId(c.sellerId)],
        buyerName: c.buyerName,
        sellerName: c.sellerName,
        lastMessage: '',
        lastMessageAt: c.at,
        buyerUnread: 0,
        sellerUnread: 0,
        createdAt: c.at,
        openedAt: c.at,
      };
      try {
        await col.insertOne(doc);
        return toConversation(doc);
      } catch (error) {
        if (!isDuplicateKeyError(error)) throw error;
        const winner = await col.findOne(key);
        if (!winner) throw error;
        return toConversation(winner);
      }
    },

    /** The buyer's conversation about this bike, or null when they never asked. */
    async findByKey(bikeId: string, buyerId: string): Promise<ConversationRecord | null> {
      const doc = await col.findOne(byKey(bikeId, buyerId));
      return doc && toConversation(doc);
    },

    /** A conversation the user takes part in, or null (also for anyone else's). */
    async findFor(id: string, userId: string): Promise<ConversationRecord | null> {
      const doc = await col.findOne({
        _id: new ObjectId(id),
        participants: new ObjectId(userId),
      });
      return doc && toConversation(doc);
    },

    async listFor(userId: string, query: PageQuery) {
      const page = await findPage(col, { participants: new ObjectId(userId) }, INBOX, query);
      return mapPage(page, toConversation);
    },

    /**
     * Stores the message, then moves the conversation's last message and the other side's
     * counter. No transaction: a crash between the two leaves the message stored and the Inbox
     * line one message behind until the next message.
     */
    async append(conversationId: string, m: NewMessage): Promise<string> {
      const _id = new ObjectId();
      await messageCol.insertOne({
        _id,
        conversationId: new ObjectId(conversationId),
        senderId: new ObjectId(m.senderId),
        senderName: m.senderName,
        text: m.text,
        createdAt: m.at,
        ...(m.offerId ? { offerId: new ObjectId(m.offerId) } : {}),
        ...(m.photoId ? { photoId: new ObjectId(m.photoId) } : {}),
      });
      await col.updateOne(
        { _id: new ObjectId(conversationId) },
        {
          $set: { lastMessage: m.inboxLine ?? m.text, lastMessageAt: m.at, lastFrom: m.from },
          $inc: { [UNREAD_FIELD[OTHER[m.from]]]: 1 },
        },
      );
      return _id.toHexString();
    },

    /**
     * Marks the seller's first answer, once: the conversation's seller and how long after the
     * opening question it came, or null when it was answered before (or opened before answers
     * were timed).
     */
    async markAnswered(
      conversationId: string,
      at: Date,
    ): Promise<{ sellerId: string; afterMs: number } | null> {
      const doc = await col.findOneAndUpdate(
        {
          _id: new ObjectId(conversationId),
          openedAt: { $exists: true },
          answeredAt: { $exists: false },
        },
        { $set: { answeredAt: at } },
        { projection: { sellerId: 1, openedAt: 1 } },
      );
      if (!doc?.openedAt) return null;
      return {
        sellerId: doc.sellerId.toHexString(),
        afterMs: Math.max(0, at.getTime() - doc.openedAt.getTime()),
      };
    },

    async markRead(conversationId: string, side: Side): Promise<void> {
      await col.updateOne(
        { _id: new ObjectId(conversationId) },
        { $set: { [UNREAD_FIELD[side]]: 0 } },
      );
    },

    /**
     * The badge: the sum of the user's own counters over their conversations with any unread
     * message, each branch of the `$or` read from buyer_unread or seller_unread.
     */
    async unreadTotal(userId: string): Promise<number> {
      const id = new ObjectId(userId);
      const docs = await col
        .find(
          {
            $or: [
              { buyerId: id, buyerUnread: { $gt: 0 } },
              { sellerId: id, sellerUnread: { $gt: 0 } },
            ],
          },
          { projection: { buyerId: 1, buyerUnread: 1, sellerUnread: 1 } },
        )
        .toArray();
      return docs.reduce(
        (sum, d) => sum + (d.buyerId.equals(id) ? d.buyerUnread : d.sellerUnread),
        0,
      );
    },

    async listMessages(conversationId: string, query: PageQuery) {
      const filter = { conversationId: new ObjectId(conversationId) };
      return mapPage(await findPage(messageCol, filter, NEWEST_ID, query), toMessage);
    },

    /** Any conversation by id: only the moderation of a reported message reads one unasked. */
    async findById(id: string): Promise<ConversationRecord | null> {
      const doc = await col.findOne({ _id: new ObjectId(id) });
      return doc && toConversation(doc);
    },

    async findMessage(conversationId: string, messageId: string): Promise<MessageRecord | null> {
      const doc = await messageCol.findOne({
        _id: new ObjectId(messageId),
        conversationId: new ObjectId(conversationId),
      });
      return doc && toMessage(doc);
    },

    /**
     * Removes a message (once: a repeat keeps the first time). The Inbox line stops quoting it
     * while it is still the conversation's last message (same time), so a newer one is never hidden.
     */
    async removeMessage(m: MessageRecord, at: Date, placeholder: string): Promise<void> {
      await messageCol.updateOne(
        { _id: new ObjectId(m.id), removedAt: { $exists: false } },
        { $set: { removedAt: at } },
      );
      await col.updateOne(
        { _id: new ObjectId(m.conversationId), lastMessageAt: m.createdAt },
        { $set: { lastMessage: placeholder } },
      );
    },

    /** Users-admin hook: every conversation of a removed user closes (idempotent). */
    async closeAllFor(userId: string, at: Date): Promise<void> {
      await col.updateMany(
        { participants: new ObjectId(userId), closedAt: { $exists: false } },
        { $set: { closedAt: at } },
      );
    },
  };
}

export type ConversationsRepository = ReturnType<typeof createConversationsRepository>;
