import { ObjectId, type Db } from 'mongodb';
import {
  MAX_PAGE_SIZE,
  type BikeLocation,
  type EmailSettings,
  type ProfilePhoto,
  type Role,
  leaveMessages,
} from '@reride/shared';
import { mapPage, NEWEST_ID, type Page, type PageQuery } from '../../core/keyset-page';
import { isDuplicateKeyError } from '../../db/client';
import { collection } from '../../db/collections';
import { findPage } from '../../db/keyset-page';
import { idsAsStrings, type IdsAsStrings } from '../../db/stored-ids';
import { users, type UserDoc } from './users.collections';

/** A user as the services see it: ids are strings, dates are Dates. */
export type UserRecord = IdsAsStrings<UserDoc>;

export type NewUser = Pick<UserRecord, 'firebaseUid' | 'name' | 'email' | 'userType'>;

/** What a person changes of themselves; null clears the phone or the city. */
export interface AccountChange {
  name: string;
  phone: string | null;
  city: BikeLocation | null;
}

/** A seller as the bike page shows them. */
export interface SellerProfile {
  name: string;
  createdAt: Date;
  live: boolean;
  photoUrl: string | null;
}

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
        roles: [user.userType],
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

    /** The live holders of `role` (the roles_live_newest index). */
    async listLive(role: Role, query: PageQuery): Promise<Page<UserRecord>> {
      const page = await findPage(col, { roles: role, ...live }, NEWEST_ID, query, {
        defaultLimit: MAX_PAGE_SIZE,
      });
      return mapPage(page, idsAsStrings);
    },

    /** The live administrators' ids (the roles_live_newest index), at most `limit`. */
    async liveAdminIds(limit: number): Promise<string[]> {
      const docs = await col
        .find({ roles: 'Admin', ...live }, { projection: { _id: 1 } })
        .sort({ _id: -1 })
        .limit(limit)
        .toArray();
      return docs.map((d) => d._id.toHexString());
    },

    /**
     * Soft delete, only from the expected live state: true when this call removed the user. The
     * removal is due to be told (`removalDue`) until every subscriber of `user.removed` took it.
     */
    async markRemoved(id: string, role: Role, by: string, now: Date): Promise<boolean> {
      const result = await col.updateOne(
        { _id: new ObjectId(id), roles: role, ...live },
        {
          $set: { deletedAt: now, deletedBy: new ObjectId(by), updatedAt: now, removalDue: now },
          $unset: { phoneClaim: '' },
        },
      );
      return result.modifiedCount === 1;
    },

    /**
     * A person's deletion of their own account, only from the live state: their name, email,
     * phone, city, settings and sign-in link are erased, the id stays so what others keep still
     * points somewhere (docs/domain.md#leaving). The placeholder email keeps `email_unique` and
     * lets the same address sign up afresh. Due to be told (`removalDue`) like a removal.
     */
    async markDeleted(id: string, now: Date): Promise<UserRecord | null> {
      const _id = new ObjectId(id);
      const doc = await col.findOneAndUpdate(
        { _id, ...live },
        {
          $set: {
            name: leaveMessages.deletedUserName,
            email: `deleted-${id}@deleted.invalid`,
            firebaseUid: '',
            deletedAt: now,
            deletedBy: _id,
            updatedAt: now,
            removalDue: now,
          },
          $unset: {
            phone: '',
            city: '',
            emailSettings: '',
            photo: '',
            phoneClaim: '',
            'verification.phone': '',
          },
        },
        { returnDocument: 'after' },
      );
      return doc && idsAsStrings(doc);
    },

    /** Removals told to every subscriber; a later removal's own mark stays. */
    async clearRemovalDue(id: string, due: Date): Promise<void> {
      await col.updateOne(
        { _id: new ObjectId(id), removalDue: due },
        { $unset: { removalDue: '' } },
      );
    },

    /** Removals marked before `before` and not yet told to every subscriber. */
    async findRemovalDue(before: Date, limit: number): Promise<UserRecord[]> {
      const docs = await col.find({ removalDue: { $lt: before } }, { limit }).toArray();
      return docs.map(idsAsStrings);
    },

    /** Whether each seller is verified, in one `$in` query for a whole page of bikes. */
    async findSellerVerification(sellerIds: string[]): Promise<Map<string, boolean>> {
      const ids = [...new Set(sellerIds)].map((id) => new ObjectId(id));
      if (ids.length === 0) return new Map();
      const docs = await col.find({ _id: { $in: ids } }, { projection: { verified: 1 } }).toArray();
      return new Map(docs.map((u) => [u._id.toHexString(), u.verified === true]));
    },

    async findSellerProfile(sellerId: string): Promise<SellerProfile | null> {
      const doc = await col.findOne(
        { _id: new ObjectId(sellerId) },
        { projection: { name: 1, createdAt: 1, deletedAt: 1, photo: 1 } },
      );
      if (!doc) return null;
      const { name, createdAt } = doc;
      return { name, createdAt, live: doc.deletedAt === null, photoUrl: doc.photo?.url ?? null };
    },

    /** The account phones of these sellers that have one, in one `$in` query. */
    async findPhones(userIds: string[]): Promise<Map<string, string>> {
      const ids = [...new Set(userIds)].map((id) => new ObjectId(id));
      if (ids.length === 0) return new Map();
      const filter = { _id: { $in: ids }, phone: { $exists: true } };
      const docs = await col.find(filter, { projection: { phone: 1 } }).toArray();
      return new Map(docs.flatMap((u) => (u.phone ? [[u._id.toHexString(), u.phone]] : [])));
    },

    /** The live user with this photo (null removes it), or null when not live. */
    async setPhoto(id: string, photo: ProfilePhoto | null, now: Date): Promise<UserRecord | null> {
      const update = photo
        ? { $set: { photo, updatedAt: now } }
        : { $set: { updatedAt: now }, $unset: { photo: '' as const } };
      const doc = await col.findOneAndUpdate({ _id: new ObjectId(id), ...live }, update, {
        returnDocument: 'after',
      });
      return doc && idsAsStrings(doc);
    },

    /** The live user after the change, or null when not live. */
    async updateAccount(id: string, change: AccountChange, now: Date): Promise<UserRecord | null> {
      const { name, phone, city } = change;
      const set: Partial<UserDoc> = { name, updatedAt: now };
      const unset: Partial<Record<'phone' | 'city', ''>> = {};
      if (phone === null) unset.phone = '';
      else set.phone = phone;
      if (city === null) unset.city = '';
      else set.city = city;
      const update = Object.keys(unset).length > 0 ? { $set: set, $unset: unset } : { $set: set };
      const doc = await col.findOneAndUpdate({ _id: new ObjectId(id), ...live }, update, {
        returnDocument: 'after',
      });
      return doc && idsAsStrings(doc);
    },

    /**
     * A live buyer who sells nothing yet also becomes a seller; null when not such a user
     * (already a seller, an administrator, removed), so a repeat changes nothing.
     */
    async addSellerRole(id: string, now: Date): Promise<UserRecord | null> {
      const doc = await col.findOneAndUpdate(
        { _id: new ObjectId(id), ...live, roles: { $eq: ['Buyer'] } },
        { $set: { roles: ['Buyer', 'Seller'], userType: 'Seller', updatedAt: now } },
        { returnDocument: 'after' },
      );
      return doc && idsAsStrings(doc);
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
        { $set: { userType: 'Admin', roles: ['Admin'], updatedAt: now } },
      );
      return result.modifiedCount;
    },
  };
}

export type UsersRepository = ReturnType<typeof createUsersRepository>;
