import { MongoServerError, ObjectId, type Db } from 'mongodb';
import { bikes, collection, wishlist, type BikeDoc } from '../../db/collections';

/** What a saved bike's card needs, plus the state that decides its availability. */
export interface SavedBike {
  id: string;
  name: string;
  img: string;
  resalePrice: number;
  location: string;
  category: string;
  categoryId: string;
  condition: BikeDoc['condition'];
  status: BikeDoc['status'];
  deleted: boolean;
  sellerRemoved: boolean;
}

export interface SavedEntry {
  bikeId: string;
  savedAt: Date;
}

const DUPLICATE_KEY = 11000;

const SUMMARY = {
  name: 1,
  img: 1,
  resalePrice: 1,
  location: 1,
  category: 1,
  categoryId: 1,
  condition: 1,
  status: 1,
  deletedAt: 1,
  sellerRemoved: 1,
} as const;

export function createWishlistRepository(db: Db) {
  const col = collection(db, wishlist);
  const bikeCol = collection(db, bikes);

  return {
    async list(userId: string): Promise<SavedEntry[]> {
      const docs = await col
        .find({ userId: new ObjectId(userId) }, { sort: { savedAt: -1, _id: -1 } })
        .toArray();
      return docs.map((d) => ({ bikeId: d.bikeId.toHexString(), savedAt: d.savedAt }));
    },

    async count(userId: string): Promise<number> {
      return col.countDocuments({ userId: new ObjectId(userId) });
    },

    async has(userId: string, bikeId: string): Promise<boolean> {
      const doc = await col.findOne(
        { userId: new ObjectId(userId), bikeId: new ObjectId(bikeId) },
        { projection: { _id: 1 } },
      );
      return doc !== null;
    },

    /** The unique (userId, bikeId) index decides a race of two saves: both answer saved. */
    async add(userId: string, bikeId: string, savedAt: Date): Promise<void> {
      try {
        await col.insertOne({
          _id: new ObjectId(),
          userId: new ObjectId(userId),
          bikeId: new ObjectId(bikeId),
          savedAt,
        });
      } catch (error) {
        if (!(error instanceof MongoServerError && error.code === DUPLICATE_KEY)) throw error;
      }
    },

    async remove(userId: string, bikeId: string): Promise<void> {
      await col.deleteOne({ userId: new ObjectId(userId), bikeId: new ObjectId(bikeId) });
    },

    /** One `$in` query for the whole wishlist: FerretDB has no $lookup. */
    async findBikes(ids: string[]): Promise<Map<string, SavedBike>> {
      if (ids.length === 0) return new Map();
      const docs = await bikeCol
        .find({ _id: { $in: ids.map((id) => new ObjectId(id)) } }, { projection: SUMMARY })
        .toArray();
      return new Map(
        docs.map((d) => [
          d._id.toHexString(),
          {
            id: d._id.toHexString(),
            name: d.name,
            img: d.img,
            resalePrice: d.resalePrice,
            location: d.location,
            category: d.category,
            categoryId: d.categoryId.toHexString(),
            condition: d.condition,
            status: d.status,
            deleted: d.deletedAt !== null,
            sellerRemoved: d.sellerRemoved === true,
          },
        ]),
      );
    },
  };
}

export type WishlistRepository = ReturnType<typeof createWishlistRepository>;
