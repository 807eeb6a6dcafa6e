import { ObjectId, type Db } from 'mongodb';
import { isDuplicateKeyError } from '../../db/client';
import { collection } from '../../db/collections';
import { wishlist } from './wishlist.collections';

export interface SavedEntry {
  bikeId: string;
  savedAt: Date;
}

export function createWishlistRepository(db: Db) {
  const col = collection(db, wishlist);

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
        if (!isDuplicateKeyError(error)) throw error;
      }
    },

    /** The users who saved this bike. */
    async savedBy(bikeId: string): Promise<string[]> {
      const docs = await col
        .find({ bikeId: new ObjectId(bikeId) }, { projection: { userId: 1 } })
        .toArray();
      return docs.map((d) => d.userId.toHexString());
    },

    async remove(userId: string, bikeId: string): Promise<void> {
      await col.deleteOne({ userId: new ObjectId(userId), bikeId: new ObjectId(bikeId) });
    },
  };
}

export type WishlistRepository = ReturnType<typeof createWishlistRepository>;
