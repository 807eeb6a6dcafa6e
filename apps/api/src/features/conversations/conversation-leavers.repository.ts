import { ObjectId, type Db } from 'mongodb';
import { leaveMessages } from '@reride/shared';
import { collection } from '../../db/collections';
import { EXPORT_LIMIT, exportRecord } from '../../db/data-export';
import { conversationMessages, conversations, messageReports } from './conversations.collections';
import { offers } from './offers.collections';
import type { OffersRepository } from './offers.repository';

/** The notifications feature's: message notices name their sender by a copy of the name. */
export interface NoticeRenames {
  renameSender: (messageIds: string[], name: string) => Promise<void>;
}

const OPEN_STATES = ['open', 'countered'] as const;

/** What a person's data download and their account's deletion need of their conversations. */
export function createConversationLeavers(
  db: Db,
  offersRepo: Pick<OffersRepository, 'close'>,
  notices: NoticeRenames,
) {
  const talks = collection(db, conversations);
  const said = collection(db, conversationMessages);
  const offered = collection(db, offers);
  const reported = collection(db, messageReports);
  const partyOf = (id: ObjectId) => ({ $or: [{ buyerId: id }, { sellerId: id }] });

  return {
    /** The messages they wrote (photos by their id only). */
    async messagesBy(userId: string): Promise<Record<string, unknown>[]> {
      const docs = await said
        .find({ senderId: new ObjectId(userId) })
        .sort({ _id: -1 })
        .limit(EXPORT_LIMIT)
        .toArray();
      return docs.map((d) => exportRecord(d));
    },

    /** The offers they made (as the buyer) or received (as the seller). */
    async offersOf(userId: string): Promise<Record<string, unknown>[]> {
      const docs = await offered
        .find(partyOf(new ObjectId(userId)))
        .sort({ _id: -1 })
        .limit(EXPORT_LIMIT)
        .toArray();
      return docs.map((d) => exportRecord(d, ['slot', 'orderDue']));
    },

    /**
     * `user.deleted` (idempotent): their open offers end, their conversations close, and what the
     * other person keeps (the conversation, its messages, offers and reports) says "Deleted user"
     * without their email or phone.
     */
    async forgetUser(userId: string, at: Date): Promise<void> {
      const id = new ObjectId(userId);
      const open = await offered
        .find({ ...partyOf(id), state: { $in: [...OPEN_STATES] } }, { projection: { _id: 1 } })
        .toArray();
      for (const { _id } of open) {
        await offersRepo.close(
          _id.toHexString(),
          'either',
          { state: 'ended', at },
          { deadline: 'any' },
        );
      }
      await talks.updateMany(
        { participants: id, closedAt: { $exists: false } },
        { $set: { closedAt: at } },
      );
      const name = leaveMessages.deletedUserName;
      await talks.updateMany({ buyerId: id }, { $set: { buyerName: name } });
      await talks.updateMany({ sellerId: id }, { $set: { sellerName: name } });
      await said.updateMany({ senderId: id }, { $set: { senderName: name } });
      const written = await said.distinct('_id', { senderId: id });
      await notices.renameSender(
        written.map((m) => m.toHexString()),
        name,
      );
      await offered.updateMany(
        { buyerId: id },
        { $set: { buyerName: name, buyerEmail: '', phone: '' } },
      );
      await reported.updateMany({ reporterId: id }, { $set: { reporterName: name } });
      const talkIds = await talks.distinct('_id', { buyerId: id });
      await reported.updateMany(
        { conversationId: { $in: talkIds } },
        { $set: { buyerName: name } },
      );
      const soldIds = await talks.distinct('_id', { sellerId: id });
      await reported.updateMany(
        { conversationId: { $in: soldIds } },
        { $set: { sellerName: name } },
      );
    },
  };
}

export type ConversationLeavers = ReturnType<typeof createConversationLeavers>;
