import type { Db } from 'mongodb';
import type { Migration } from './run-migrations';

/**
 * Sellers verified by the administrators' toggle, before the badge had criteria
 * (docs/domain.md#seller-verification): their toggle stands as the administrator's check (by
 * nobody known), and the badge waits for their confirmed phone, like anyone's.
 */
export async function backfillUsersVerification(db: Db, now = new Date()): Promise<void> {
  await db.collection('users').updateMany(
    { verified: true, verification: { $exists: false } },
    {
      $set: {
        verified: false,
        verification: { phone: null, adminCheck: { by: null, at: now } },
      },
    },
  );
}

export const usersVerification: Migration = {
  id: 'users-verification-v1',
  migrate: (db) => backfillUsersVerification(db),
};
