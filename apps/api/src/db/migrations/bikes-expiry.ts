import type { Db } from 'mongodb';
import type { Migration } from './run-migrations';

const DAY_MS = 24 * 60 * 60 * 1000;
/** LISTING_TTL_DAYS's default when listings began to expire. */
const TTL_DAYS = 60;

/**
 * Bikes stored before listings expired get a whole period from the migration's day, so no
 * listing vanishes on the deploy that brings expiry (docs/domain.md#listing-lifecycle).
 */
export async function backfillListingExpiry(db: Db, now: Date): Promise<void> {
  await db
    .collection('bikes')
    .updateMany(
      { expiresAt: { $exists: false } },
      { $set: { expiresAt: new Date(now.getTime() + TTL_DAYS * DAY_MS) } },
    );
}

export const bikesExpiry: Migration = {
  id: 'bikes-expiry-v1',
  migrate: (db) => backfillListingExpiry(db, new Date()),
};
