import { ObjectId, type Db, type Filter } from 'mongodb';
import { OPEN_BIKE_STATUSES, type SerialCheck } from '@reride/shared';
import { collection } from '../../db/collections';
import { bikes, type BikeDoc } from './bikes.collections';

/** What the theft check reads of a listing (features/theft); never the serial as typed. */
export interface SerialListing {
  id: string;
  name: string;
  sellerId: string;
  serialKey: string;
  held: boolean;
}

const PROJECTION = { name: 1, sellerId: 1, serialKey: 1, held: 1 } as const;
/** A listing the check concerns: live and not sold (here or elsewhere). */
const LIVE = { deletedAt: null, status: { $in: [...OPEN_BIKE_STATUSES] } } as const;

function toListing(
  doc: Pick<BikeDoc, '_id' | 'name' | 'sellerId' | 'serialKey' | 'held'>,
): SerialListing {
  return {
    id: doc._id.toHexString(),
    name: doc.name,
    sellerId: doc.sellerId.toHexString(),
    serialKey: doc.serialKey ?? '',
    held: Boolean(doc.held),
  };
}

/** The bikes' side of the stolen-bike check (docs/domain.md#frame-serials), for features/theft. */
export function createBikeSerials(db: Db) {
  const col = collection(db, bikes);
  const find = async (filter: Filter<BikeDoc>, limit: number) =>
    (await col.find(filter, { projection: PROJECTION }).limit(limit).toArray()).map(toListing);

  return {
    /** A live listing with a serial, or null. */
    async forCheck(id: string): Promise<SerialListing | null> {
      const doc = await col.findOne(
        { _id: new ObjectId(id), ...LIVE, serialKey: { $exists: true } },
        { projection: PROJECTION },
      );
      return doc ? toListing(doc) : null;
    },

    /** Stores a check's outcome only while the bike still has the serial that was checked. */
    async markCheck(id: string, serialKey: string, check: SerialCheck, at: Date): Promise<void> {
      await col.updateOne(
        { _id: new ObjectId(id), serialKey },
        { $set: { serialCheck: check, serialCheckedAt: at } },
      );
    },

    /** Holds a live listing for its serial; true when this call held it (the seller told once). */
    async hold(id: string, at: Date): Promise<boolean> {
      const result = await col.updateOne(
        { _id: new ObjectId(id), deletedAt: null, held: null },
        { $set: { held: { reason: 'stolen-serial', since: at }, updatedAt: at } },
      );
      return result.modifiedCount === 1;
    },

    /**
     * An administrator cleared the serial: the hold for it ends and the serial counts as checked.
     * A bike held for another reason, or not held, is left as it is (false).
     */
    async releaseHold(id: string, at: Date): Promise<boolean> {
      const result = await col.updateOne(
        { _id: new ObjectId(id), deletedAt: null, 'held.reason': 'stolen-serial' },
        { $set: { held: null, serialCheck: 'checked', serialCheckedAt: at, updatedAt: at } },
      );
      return result.modifiedCount === 1;
    },

    /** Listings no registry answered for yet, the longest waiting first (serial_check_oldest). */
    notChecked: (limit: number) =>
      col
        .find({ serialCheck: 'not-checked', ...LIVE }, { projection: PROJECTION })
        .sort({ serialCheckedAt: 1, _id: 1 })
        .limit(limit)
        .toArray()
        .then((docs) => docs.map(toListing)),

    /** Live listings whose serial equals or is one slip from a key with these near keys. */
    liveNear: (nearKeys: string[], limit: number) =>
      find({ serialNearKeys: { $in: nearKeys }, ...LIVE }, limit),

    /** Live listings held for their serial whose serial equals or is one slip from these keys. */
    heldNear: (nearKeys: string[], limit: number) =>
      find({ serialNearKeys: { $in: nearKeys }, ...LIVE, 'held.reason': 'stolen-serial' }, limit),

    /** Live listings with exactly this serial key (serial_key). */
    liveWithKey: (serialKey: string, limit: number) => find({ serialKey, ...LIVE }, limit),
  };
}

export type BikeSerials = ReturnType<typeof createBikeSerials>;
