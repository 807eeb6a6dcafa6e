import { isDuplicateKeyError } from '../../core/duplicate-key';
import { ObjectId, type Db } from 'mongodb';
import { collection } from '../../db/collections';
import { idsAsStrings } from '../../db/stored-ids';
import { users } from './users.collections';
import type { UserRecord } from './users.repository';

/**
 * The Verified badge's criteria on the user's document. Each change is one conditional update
 * that also writes `verified`, so the badge never disagrees with its criteria
 * (docs/domain.md#seller-verification).
 */
export function createSellerVerificationRepository(db: Db) {
  const col = collection(db, users);
  const live = { deletedAt: null };
  const after = { returnDocument: 'after' } as const;
  const record = (doc: Parameters<typeof idsAsStrings>[0] | null) =>
    doc && (idsAsStrings(doc) as UserRecord);

  return {
    /** Another live account that confirmed this number, if any. */
    async findOtherWithPhone(number: string, exceptId: string): Promise<UserRecord | null> {
      const doc = await col.findOne({
        'verification.phone.number': number,
        _id: { $ne: new ObjectId(exceptId) },
        ...live,
      });
      return record(doc);
    },

    /**
     * Stores the confirmed number on a live user; null when not live, 'taken' when another live
     * account holds it (phone_claim_unique). A standing check then makes the badge (the check of
     * a seller verified before the criteria existed waits for the phone).
     */
    async confirmPhone(
      id: string,
      number: string,
      now: Date,
    ): Promise<UserRecord | 'taken' | null> {
      const _id = new ObjectId(id);
      let stored;
      try {
        stored = await col.findOneAndUpdate(
          { _id, ...live },
          {
            $set: {
              'verification.phone': { number, confirmedAt: now },
              phoneClaim: number,
              updatedAt: now,
            },
          },
          after,
        );
      } catch (error) {
        if (isDuplicateKeyError(error)) return 'taken';
        throw error;
      }
      if (!stored) return null;
      const verified = await col.findOneAndUpdate(
        {
          _id,
          ...live,
          roles: 'Seller',
          verified: false,
          'verification.phone.number': { $exists: true },
          'verification.adminCheck.at': { $exists: true },
          'verification.withdrawn': { $exists: false },
        },
        { $set: { verified: true } },
        after,
      );
      return record(verified ?? stored);
    },

    /**
     * Records the administrator's check of a live seller with a confirmed phone who is not
     * checked yet (or whose badge was withdrawn): the badge with it. Null otherwise.
     */
    async check(id: string, by: string, now: Date): Promise<UserRecord | null> {
      const doc = await col.findOneAndUpdate(
        {
          _id: new ObjectId(id),
          roles: 'Seller',
          ...live,
          'verification.phone.number': { $exists: true },
          $or: [
            { 'verification.adminCheck.at': { $exists: false } },
            { 'verification.withdrawn': { $exists: true } },
          ],
        },
        {
          $set: {
            'verification.adminCheck': { by: new ObjectId(by), at: now },
            verified: true,
            updatedAt: now,
          },
          $unset: { 'verification.withdrawn': '' },
        },
        after,
      );
      return record(doc);
    },

    /** Withdraws a live seller's standing check, and the badge with it; null when none stands. */
    async withdraw(id: string, by: string, reason: string, now: Date): Promise<UserRecord | null> {
      const doc = await col.findOneAndUpdate(
        {
          _id: new ObjectId(id),
          ...live,
          'verification.adminCheck.at': { $exists: true },
          'verification.withdrawn': { $exists: false },
        },
        {
          $set: {
            'verification.withdrawn': { by: new ObjectId(by), at: now, reason },
            verified: false,
            updatedAt: now,
          },
        },
        after,
      );
      return record(doc);
    },
  };
}

export type SellerVerificationRepository = ReturnType<typeof createSellerVerificationRepository>;
