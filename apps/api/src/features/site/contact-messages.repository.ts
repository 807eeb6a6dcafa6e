import { ObjectId, type Db } from 'mongodb';
import type { ContactMessageBody } from '@reride/shared';
import { mapPage, NEWEST_ID, type Page, type PageQuery } from '../../core/keyset-page';
import { collection } from '../../db/collections';
import { findPage } from '../../db/keyset-page';
import { idsAsStrings, type IdsAsStrings } from '../../db/stored-ids';
import { contactMessages, type ContactMessageDoc } from './site.collections';

export type ContactMessageRecord = IdsAsStrings<ContactMessageDoc>;

export function createContactMessagesRepository(db: Db) {
  const col = collection(db, contactMessages);
  return {
    async insert(
      body: ContactMessageBody,
      userId: string | null,
      now: Date,
    ): Promise<ContactMessageRecord> {
      const doc: ContactMessageDoc = {
        ...body,
        _id: new ObjectId(),
        userId: userId === null ? null : new ObjectId(userId),
        createdAt: now,
      };
      await col.insertOne(doc);
      return idsAsStrings(doc);
    },

    async listNewest(query: PageQuery): Promise<Page<ContactMessageRecord>> {
      return mapPage(await findPage(col, {}, NEWEST_ID, query), idsAsStrings);
    },
  };
}

export type ContactMessagesRepository = ReturnType<typeof createContactMessagesRepository>;
