import { ObjectId, type Db } from 'mongodb';
import { bikes, collection, type BikeDoc } from '../../db/collections';

/** What bookings and payments need to know about a bike, deleted or not. */
export interface BikeState {
  id: string;
  name: string;
  img: string;
  resalePrice: number;
  sellerId: string;
  sellerEmail: string;
  status: BikeDoc['status'];
  soldBookingId: string | null;
  deleted: boolean;
  sellerRemoved: boolean;
}

const FIELDS = {
  name: 1,
  img: 1,
  resalePrice: 1,
  sellerId: 1,
  sellerEmail: 1,
  status: 1,
  soldBookingId: 1,
  deletedAt: 1,
  sellerRemoved: 1,
} as const;

type StateDoc = Pick<BikeDoc, '_id' | keyof typeof FIELDS>;

function toState(doc: StateDoc): BikeState {
  return {
    id: doc._id.toHexString(),
    name: doc.name,
    img: doc.img,
    resalePrice: doc.resalePrice,
    sellerId: doc.sellerId.toHexString(),
    sellerEmail: doc.sellerEmail,
    status: doc.status,
    soldBookingId: doc.soldBookingId?.toHexString() ?? null,
    deleted: doc.deletedAt !== null,
    sellerRemoved: doc.sellerRemoved,
  };
}

/** Reads the bikes collection for bookings; the catalogue's repository hides deleted bikes. */
export function createBookedBikesRepository(db: Db) {
  const col = collection(db, bikes);

  return {
    async findState(id: string): Promise<BikeState | null> {
      const doc = await col.findOne<StateDoc>({ _id: new ObjectId(id) }, { projection: FIELDS });
      return doc && toState(doc);
    },

    /** One `$in` query for a whole page of bookings: FerretDB has no $lookup. */
    async findStates(ids: string[]): Promise<Map<string, BikeState>> {
      const unique = [...new Set(ids)].map((id) => new ObjectId(id));
      if (unique.length === 0) return new Map();
      const docs = await col
        .find<StateDoc>({ _id: { $in: unique } }, { projection: FIELDS })
        .toArray();
      return new Map(docs.map((doc) => [doc._id.toHexString(), toState(doc)]));
    },
  };
}

export type BookedBikesRepository = ReturnType<typeof createBookedBikesRepository>;
