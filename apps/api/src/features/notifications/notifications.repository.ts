import { ObjectId, type Db } from 'mongodb';
import type { NotificationFacts } from '@reride/shared';
import { insertOnce } from '../../db/client';
import { collection } from '../../db/collections';
import {
  accessRevocations,
  counters,
  notifications,
  type NotificationDoc,
} from './notifications.collections';
import { keysetOrder, mapPage, type Page, type PageQuery } from '../../core/keyset-page';
import { findPage } from '../../db/keyset-page';

export interface NotificationRecord {
  id: string;
  seq: number;
  userId: string;
  facts: NotificationFacts;
  readAt: Date | null;
  createdAt: Date;
}

/** A user's access ended: their streams close on every process (`user.access-revoked`). */
export interface RevocationRecord {
  seq: number;
  userId: string;
  revoked: string;
}

/** What the feed carries, in sequence order: notifications and ends of access. */
export type FeedRecord = NotificationRecord | RevocationRecord;

export const isRevocation = (r: FeedRecord): r is RevocationRecord => 'revoked' in r;

export interface NewNotification {
  userId: string;
  /** The fact told: the same key for the same user writes once. */
  key: string;
  facts: NotificationFacts;
  at: Date;
}

const SEQUENCE = 'notifications';

const NEWEST_SEQ = keysetOrder('n', [
  { field: 'seq', direction: -1, kind: 'number' },
  { field: '_id', direction: -1, kind: 'id' },
]);

function toRecord(doc: NotificationDoc): NotificationRecord {
  return {
    id: doc._id.toHexString(),
    seq: doc.seq,
    userId: doc.userId.toHexString(),
    facts: doc.facts as NotificationFacts,
    readAt: doc.readAt,
    createdAt: doc.createdAt,
  };
}

/** The notifications and their sequence; no other code touches them. */
export function createNotificationsRepository(db: Db) {
  const col = collection(db, notifications);
  const counterCol = collection(db, counters);
  const revocationCol = collection(db, accessRevocations);
  const ofUser = (userId: string) => ({ userId: new ObjectId(userId) });

  async function nextSeq(): Promise<number> {
    const doc = await counterCol.findOneAndUpdate(
      { _id: SEQUENCE },
      { $inc: { value: 1 } },
      { upsert: true, returnDocument: 'after' },
    );
    if (!doc) throw new Error('The notifications sequence answered no document');
    return doc.value;
  }

  return {
    /**
     * Stores a notification unless this user was already told this fact: the stored one (or
     * null when it existed). A number is taken only for a new fact, so the stream's sequence has
     * gaps only where two processes raced to tell the same fact.
     */
    async insert(n: NewNotification): Promise<NotificationRecord | null> {
      const userId = new ObjectId(n.userId);
      if (await col.findOne({ userId, key: n.key }, { projection: { _id: 1 } })) return null;
      const doc: NotificationDoc = {
        _id: new ObjectId(),
        seq: await nextSeq(),
        userId,
        key: n.key,
        topic: n.facts.topic,
        facts: n.facts,
        readAt: null,
        createdAt: n.at,
      };
      return (await insertOnce(col, doc)) ? toRecord(doc) : null;
    },

    /** Message notifications of these messages name their sender `name` from now on. */
    async renameSender(messageIds: string[], name: string): Promise<void> {
      if (messageIds.length === 0) return;
      await col.updateMany(
        { topic: 'message', 'facts.messageId': { $in: messageIds } },
        { $set: { 'facts.senderName': name } },
      );
    },

    async listFor(userId: string, query: PageQuery): Promise<Page<NotificationRecord>> {
      return mapPage(await findPage(col, ofUser(userId), NEWEST_SEQ, query), toRecord);
    },

    countUnread: (userId: string) => col.countDocuments({ ...ofUser(userId), readAt: null }),

    /** True when this notification is the user's (read before or now). */
    async markRead(userId: string, id: string, at: Date): Promise<boolean> {
      const filter = { _id: new ObjectId(id), ...ofUser(userId) };
      const result = await col.updateOne({ ...filter, readAt: null }, { $set: { readAt: at } });
      if (result.matchedCount === 1) return true;
      return (await col.countDocuments(filter, { limit: 1 })) === 1;
    },

    markAllRead: (userId: string, at: Date) =>
      col
        .updateMany({ ...ofUser(userId), readAt: null }, { $set: { readAt: at } })
        .then(() => undefined),

    /** The newest number handed out so far (0 before the first). */
    async lastSeq(): Promise<number> {
      const doc = await counterCol.findOne({ _id: SEQUENCE });
      return doc?.value ?? 0;
    },

    /**
     * Stores the end of a user's access with the next number, once per `{userId, at}`: false
     * when it was stored before.
     */
    async recordRevocation(userId: string, reason: string, at: Date): Promise<boolean> {
      const filter = { userId: new ObjectId(userId), at };
      if (await revocationCol.findOne(filter, { projection: { _id: 1 } })) return false;
      return insertOnce(revocationCol, {
        _id: new ObjectId(),
        seq: await nextSeq(),
        ...filter,
        reason,
      });
    },

    /**
     * Every user's notifications and ends of access after `seq`, in order: what the process's
     * feed delivers. Each read stops at `limit`; the first `limit` of both together are the
     * first `limit` of their union.
     */
    async listAfter(seq: number, limit: number): Promise<FeedRecord[]> {
      const after = { seq: { $gt: seq } };
      const options = { sort: { seq: 1 }, limit } as const;
      const [told, revoked] = await Promise.all([
        col.find(after, options).toArray(),
        revocationCol.find(after, options).toArray(),
      ]);
      const ends = revoked.map((r) => ({
        seq: r.seq,
        userId: r.userId.toHexString(),
        revoked: r.reason,
      }));
      return [...told.map(toRecord), ...ends].sort((a, b) => a.seq - b.seq).slice(0, limit);
    },

    /** One user's notifications in (after, upTo], in order: a resumed stream's backlog. */
    async listForAfter(
      userId: string,
      after: number,
      upTo: number,
      limit: number,
    ): Promise<NotificationRecord[]> {
      const docs = await col
        .find({ ...ofUser(userId), seq: { $gt: after, $lte: upTo } }, { sort: { seq: 1 }, limit })
        .toArray();
      return docs.map(toRecord);
    },
  };
}

export type NotificationsRepository = ReturnType<typeof createNotificationsRepository>;
