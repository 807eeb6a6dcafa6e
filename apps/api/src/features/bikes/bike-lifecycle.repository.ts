import { ObjectId, type Db } from 'mongodb';
import type { BikeStatus } from '@reride/shared';
import { collection } from '../../db/collections';
import { bikes } from './bikes.collections';

/** A listing the expiry job told or ended: what its notification names. */
export interface ExpiringListing {
  id: string;
  sellerId: string;
  name: string;
  expiresAt: Date;
}

/** The states a listing still ages in (a paused one too), so the expiry job reads them alone. */
const AGING: BikeStatus[] = ['unsold', 'paused'];

/**
 * The listing lifecycle's writes (docs/domain.md#listing-lifecycle): each a conditional update
 * naming the states it starts from, so a sale, a deletion or a twin request meanwhile misses.
 */
export function createBikeLifecycleRepository(db: Db) {
  const col = collection(db, bikes);
  const own = (id: string, sellerId: string) => ({
    _id: new ObjectId(id),
    sellerId: new ObjectId(sellerId),
    deletedAt: null,
  });

  return {
    /** Moves the seller's live bike from one of `from` to `to`; false when it missed. */
    async move(
      id: string,
      sellerId: string,
      from: readonly BikeStatus[],
      to: BikeStatus,
      at: Date,
    ): Promise<boolean> {
      const result = await col.updateOne(
        { ...own(id, sellerId), status: { $in: [...from] } },
        { $set: { status: to, updatedAt: at } },
      );
      return result.modifiedCount === 1;
    },

    /**
     * Renews an open listing: a new expiry, its reminder due again, and an expired one listed
     * again (a paused one stays paused).
     */
    async renew(
      id: string,
      sellerId: string,
      expiresAt: Date,
      at: Date,
    ): Promise<BikeStatus | null> {
      const renewed = { expiresAt, updatedAt: at, expiryReminded: false };
      const relisted = await col.updateOne(
        { ...own(id, sellerId), status: 'expired' },
        { $set: { ...renewed, status: 'unsold' } },
      );
      if (relisted.modifiedCount === 1) return 'unsold';
      const doc = await col.findOneAndUpdate(
        { ...own(id, sellerId), status: { $in: AGING } },
        { $set: renewed },
        { returnDocument: 'after', projection: { status: 1 } },
      );
      return doc ? doc.status : null;
    },

    /** Listings due a reminder (expiring before `by`, not told for this period), oldest first. */
    async dueReminders(now: Date, by: Date, limit: number): Promise<ExpiringListing[]> {
      return toListings(
        await col
          .find(
            {
              status: { $in: AGING },
              deletedAt: null,
              expiresAt: { $gt: now, $lte: by },
              expiryReminded: { $ne: true },
            },
            { projection: { sellerId: 1, name: 1, expiresAt: 1 }, limit, sort: { expiresAt: 1 } },
          )
          .toArray(),
      );
    },

    /** Claims the reminder of this expiry period: true for exactly one caller. */
    async claimReminder(id: string, expiresAt: Date): Promise<boolean> {
      const result = await col.updateOne(
        { _id: new ObjectId(id), expiresAt, expiryReminded: { $ne: true } },
        { $set: { expiryReminded: true } },
      );
      return result.modifiedCount === 1;
    },

    /** Listings past their expiry that still age, oldest first. */
    async due(now: Date, limit: number): Promise<ExpiringListing[]> {
      return toListings(
        await col
          .find(
            { status: { $in: AGING }, deletedAt: null, expiresAt: { $lte: now } },
            { projection: { sellerId: 1, name: 1, expiresAt: 1 }, limit, sort: { expiresAt: 1 } },
          )
          .toArray(),
      );
    },

    /** Expires one listing unless a renewal or a sale got there first. */
    async expire(id: string, at: Date): Promise<boolean> {
      const result = await col.updateOne(
        { _id: new ObjectId(id), status: { $in: AGING }, expiresAt: { $lte: at } },
        { $set: { status: 'expired', advertised: false, updatedAt: at } },
      );
      return result.modifiedCount === 1;
    },
  };
}

function toListings(
  docs: { _id: ObjectId; sellerId?: ObjectId; name?: string; expiresAt?: Date }[],
): ExpiringListing[] {
  return docs.map((d) => ({
    id: d._id.toHexString(),
    sellerId: d.sellerId?.toHexString() ?? '',
    name: d.name ?? '',
    expiresAt: d.expiresAt ?? new Date(0),
  }));
}

export type BikeLifecycleRepository = ReturnType<typeof createBikeLifecycleRepository>;
