import type { Db } from 'mongodb';
import type { Migration } from './run-migrations';

/**
 * Bookings made before the order kept its status get the one their fields imply; paid ones
 * also get their seller's ledger entries written by the next ledger repair (`ledgerDue`).
 */
export async function backfillBookingStatus(db: Db): Promise<void> {
  const col = db.collection('bookings');
  const now = new Date();
  const missing = { status: { $exists: false } };
  for (const ended of ['cancelled', 'declined', 'expired'] as const) {
    await col.updateMany({ ...missing, endedAs: ended }, { $set: { status: ended } });
  }
  await col.updateMany(
    { ...missing, paid: true, completedAt: { $exists: true } },
    { $set: { status: 'completed', ledgerDue: now } },
  );
  await col.updateMany({ ...missing, paid: true }, { $set: { status: 'paid', ledgerDue: now } });
  await col.updateMany(missing, { $set: { status: 'booked' } });
}

export const bookingsStatus: Migration = {
  id: 'bookings-status-v1',
  migrate: backfillBookingStatus,
};
