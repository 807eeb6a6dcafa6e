import { ObjectId, type Db } from 'mongodb';
import { insertOnce } from '../../db/client';
import { collection } from '../../db/collections';
import {
  messageReports,
  type MessageReportDoc,
  type MessageReportState,
} from './conversations.collections';
import { idsAsStrings, type IdsAsStrings } from '../../db/stored-ids';
import { mapPage, NEWEST_ID, type PageQuery } from '../../core/keyset-page';
import { findPage } from '../../db/keyset-page';

export type MessageReportRecord = Omit<IdsAsStrings<MessageReportDoc>, '_id'> & { id: string };
export type NewMessageReport = Omit<
  MessageReportDoc,
  | '_id'
  | 'messageId'
  | 'conversationId'
  | 'bikeId'
  | 'reporterId'
  | 'state'
  | 'decidedAt'
  | 'decidedBy'
> & { messageId: string; conversationId: string; bikeId: string; reporterId: string };

function toRecord(doc: MessageReportDoc): MessageReportRecord {
  const { _id, ...fields } = idsAsStrings(doc);
  return { ...fields, id: _id };
}

/** The `message_reports` collection: the administrators' queue of reported messages. */
export function createMessageReportsRepository(db: Db) {
  const col = collection(db, messageReports);
  const open = (id: string) => ({ _id: new ObjectId(id), state: 'open' as const });

  return {
    /** False when this reporter already reported this message (unique claim). */
    async record(r: NewMessageReport): Promise<boolean> {
      return insertOnce(col, {
        ...r,
        _id: new ObjectId(),
        messageId: new ObjectId(r.messageId),
        conversationId: new ObjectId(r.conversationId),
        bikeId: new ObjectId(r.bikeId),
        reporterId: new ObjectId(r.reporterId),
        state: 'open',
        decidedAt: null,
        decidedBy: null,
      });
    },

    async findById(id: string): Promise<MessageReportRecord | null> {
      const doc = await col.findOne({ _id: new ObjectId(id) });
      return doc && toRecord(doc);
    },

    async findOpen(id: string): Promise<MessageReportRecord | null> {
      const doc = await col.findOne(open(id));
      return doc && toRecord(doc);
    },

    /** How many reports wait for an administrator, counting no further than `cap` (state_newest). */
    countOpen(cap: number): Promise<number> {
      return col.countDocuments({ state: 'open' }, { limit: cap });
    },

    /** The oldest open reports, for the moderation queue (state_newest, walked backwards). */
    async listOldestOpen(cap: number): Promise<MessageReportRecord[]> {
      const docs = await col.find({ state: 'open' }).sort({ _id: 1 }).limit(cap).toArray();
      return docs.map(toRecord);
    },

    /** Open reports, newest first (state_newest). */
    async listOpen(query: PageQuery) {
      return mapPage(await findPage(col, { state: 'open' }, NEWEST_ID, query), toRecord);
    },

    /** Open → decided, once: false when another decision came first. */
    async decide(
      id: string,
      state: Exclude<MessageReportState, 'open'>,
      adminId: string,
      at: Date,
    ): Promise<boolean> {
      const result = await col.updateOne(open(id), {
        $set: { state, decidedAt: at, decidedBy: new ObjectId(adminId) },
      });
      return result.modifiedCount === 1;
    },
  };
}

export type MessageReportsRepository = ReturnType<typeof createMessageReportsRepository>;
