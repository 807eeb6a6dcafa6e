import { ObjectId, type Db } from 'mongodb';
import { MAX_PAGE_SIZE, type EmailSettings, type Role } from '@reride/shared';
import { isDuplicateKeyError } from '../../db/client';
import { collection, users, type UserDoc } from '../../db/collections';
import { idsAsStrings, type IdsAsStrings } from '../../db/stored-ids';
import { findPage, mapPage, NEWEST_ID, type Page, type PageQuery } from '../../core/keyset-page';

/** A user as the services see it: ids are strings, dates are Dates. */
export type UserRecord = IdsAsStrings<UserDoc>;

export type NewUser = Pick<UserRecord, 'firebaseUid' | 'name' | 'email' | 'userType'>;

export function createUsersRepository(db: Db) {
  const col = collection(db, users);
  const live = { deletedAt: null };

  return {
    async findById(id: string): Promise<UserRecord | null> {
      const doc = await col.findOne({ _id: new ObjectId(id) });
      return doc && idsAsStrings(doc);
    },

    async findByEmail(email: string): Promise<UserRecord | null> {
      const doc = await col.findOne({ email });
      return doc && idsAsStrings(doc);
    },

    /** Inserts the user, or returns null when the email is already taken (a race or a retry). */
    async insert(user: NewUser, now: Date): Promise<UserRecord | null> {
      const doc: UserDoc = {
        ...user,
        _id: new ObjectId(),
        verified: false,
        createdAt: now,
        updatedAt: now,
        deletedAt: null,
        deletedBy: null,
      };
      try {
        await col.insertOne(doc);
        return idsAsStrings(doc);
      } catch (error) {
        if (isDuplicateKeyError(error)) return null;
        throw error;
      }
    },

    async listLive(userType: Role, query: PageQuery): Promise<Page<UserRecord>> {
      const page = await findPage(col, { userType, ...live }, NEWEST_ID, query, {
        defaultLimit: MAX_PAGE_SIZE,
      });
      return mapPage(page, idsAsStrings);
    },

    /** True when this call verified the seller; false when not a live unverified seller. */
    async markSellerVerified(id: string, now: Date): Promise<boolean> {
      const result = await col.updateOne(
        { _id: new ObjectId(id), userType: 'Seller', ...live, verified: false },
        { $set: { verified: true, updatedAt: now } },
      );
      return result.modifiedCount === 1;
    },

    /** Soft delete, only from the expected live state: true when this call removed the user. */
    async markRemoved(id: string, userType: Role, by: string, now: Date): Promise<boolean> {
      const result = await col.updateOne(
        { _id: new ObjectId(id), userType, ...live },
        { $set: { deletedAt: now, deletedBy: new ObjectId(by), updatedAt: now } },
      );
      return result.modifiedCount === 1;
    },

    /** True when the user is live and now has these email settings. */
    async setEmailSettings(id: string, settings: EmailSettings, now: Date): Promise<boolean> {
      const result = await col.updateOne(
        { _id: new ObjectId(id), ...live },
        { $set: { emailSettings: settings, updatedAt: now } },
      );
      return result.matchedCount === 1;
    },

    /** Promotes the live users with these emails; answers how many changed. */
    async promoteToAdmin(emails: readonly string[], now: Date): Promise<number> {
      if (emails.length === 0) return 0;
      const result = await col.updateMany(
        { email: { $in: [...emails] }, ...live, userType: { $ne: 'Admin' } },
        { $set: { userType: 'Admin', updatedAt: now } },
      );
      return result.modifiedCount;
    },
  };
}

export type UsersRepository = ReturnType<typeof createUsersRepository>;
