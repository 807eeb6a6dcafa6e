import { ObjectId, type Db } from 'mongodb';
import { collection } from '../../db/collections';
import { bikes, type BikeDoc } from './bikes.collections';
import { idsAsStrings, type IdsAsStrings } from '../../db/stored-ids';

const FIELDS = {
  name: 1,
  img: 1,
  resalePrice: 1,
  location: 1,
  category: 1,
  categoryId: 1,
  condition: 1,
  sellerId: 1,
  seller: 1,
  sellerEmail: 1,
  mobile: 1,
  status: 1,
  soldBookingId: 1,
  deletedAt: 1,
  sellerRemoved: 1,
  held: 1,
} as const;

type StateDoc = Pick<BikeDoc, '_id' | keyof typeof FIELDS>;

/**
 * What other features (bookings, payments, the wishlist) need to know about a bike, deleted or
 * not: the catalogue's own reads hide deleted bikes. The bikes feature alone touches the
 * collection; the others call these functions.
 */
export type BikeState = Omit<
  IdsAsStrings<StateDoc>,
  '_id' | 'soldBookingId' | 'deletedAt' | 'sellerRemoved'
> & {
  id: string;
  soldBookingId: string | null;
  deleted: boolean;
  sellerRemoved: boolean;
};

function toState(doc: StateDoc): BikeState {
  const { _id, soldBookingId, deletedAt, sellerRemoved, ...fields } = idsAsStrings(doc);
  return {
    ...fields,
    id: _id,
    soldBookingId: soldBookingId ?? null,
    deleted: deletedAt !== null,
    sellerRemoved: sellerRemoved === true,
  };
}

/** `expiryFrom` gives a bike back on sale a fresh expiry (docs/domain.md#listing-lifecycle). */
export function createBikeStatesRepository(db: Db, expiryFrom: (at: Date) => Date) {
  const col = collection(db, bikes);

  return {
    async findState(id: string): Promise<BikeState | null> {
      const doc = await col.findOne<StateDoc>({ _id: new ObjectId(id) }, { projection: FIELDS });
      return doc && toState(doc);
    },

    /** One `$in` query for a whole page of bookings or a wishlist, without `$lookup`. */
    async findStates(ids: string[]): Promise<Map<string, BikeState>> {
      const unique = [...new Set(ids)].map((id) => new ObjectId(id));
      if (unique.length === 0) return new Map();
      const docs = await col
        .find<StateDoc>({ _id: { $in: unique } }, { projection: FIELDS })
        .toArray();
      return new Map(docs.map((doc) => [doc._id.toHexString(), toState(doc)]));
    },

    /**
     * Applies a sale decided by the payments feature's once-only claim, which only its winner
     * calls: the filter keeps a replay from writing again, and a concurrent twin can only write
     * the same values.
     */
    async markSold(bikeId: string, bookingId: string, at: Date): Promise<void> {
      await col.updateOne(
        { _id: new ObjectId(bikeId), status: 'unsold' },
        {
          $set: {
            status: 'Sold',
            soldBookingId: new ObjectId(bookingId),
            advertised: false,
            updatedAt: at,
          },
        },
      );
    },

    /**
     * Puts a bike back on sale after its buyer was refunded in full: only while it is still Sold
     * to that booking, so a replay, or a later sale to someone else, is left alone.
     */
    async markUnsold(bikeId: string, bookingId: string, at: Date): Promise<void> {
      await col.updateOne(
        { _id: new ObjectId(bikeId), status: 'Sold', soldBookingId: new ObjectId(bookingId) },
        {
          $set: {
            status: 'unsold',
            updatedAt: at,
            expiresAt: expiryFrom(at),
            expiryReminded: false,
          },
          $unset: { soldBookingId: '' },
        },
      );
    },
  };
}

export type BikeStatesRepository = ReturnType<typeof createBikeStatesRepository>;
