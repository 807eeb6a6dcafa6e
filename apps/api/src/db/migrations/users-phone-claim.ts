import type { Db } from 'mongodb';
import { isDuplicateKeyError } from '../../core/duplicate-key';
import type { Migration } from './run-migrations';

/**
 * Live accounts that confirmed a phone before the claim existed take it
 * (docs/domain.md#seller-verification). Should two hold one number (the race the claim now
 * closes), the earlier confirmation keeps the claim; the other keeps its confirmation and an
 * administrator sees both numbers.
 */
export async function backfillUsersPhoneClaim(db: Db): Promise<void> {
  const users = db.collection<{
    deletedAt: Date | null;
    verification?: { phone: { number: string; confirmedAt: Date } | null };
    phoneClaim?: string;
  }>('users');
  const confirmed = users
    .find(
      {
        deletedAt: null,
        'verification.phone.number': { $type: 'string' },
        phoneClaim: { $exists: false },
      },
      { projection: { 'verification.phone': 1 } },
    )
    .sort({ 'verification.phone.confirmedAt': 1, _id: 1 });
  for await (const doc of confirmed) {
    const number = doc.verification?.phone?.number;
    if (!number) continue;
    try {
      await users.updateOne({ _id: doc._id }, { $set: { phoneClaim: number } });
    } catch (error) {
      if (!isDuplicateKeyError(error)) throw error;
    }
  }
}

export const usersPhoneClaim: Migration = {
  id: 'users-phone-claim-v1',
  migrate: (db) => backfillUsersPhoneClaim(db),
};
