import { ObjectId, type Db } from 'mongodb';
import { collection } from '../../db/collections';
import { PUBLIC } from './bike-lists.repository';
import { bikes } from './bikes.collections';

/**
 * What saved searches' alerts read of a listing (features/saved-searches,
 * docs/domain.md#alerts): only while it is public, with the fields their filters test and its
 * search tokens. `placeId` and `geohashCells` are the places work's optional fields
 * (docs/decisions/014-places-and-distance.md), read when present.
 */
export interface AlertBike {
  id: string;
  sellerId: string;
  name: string;
  brand?: string;
  description?: string;
  category: string;
  categoryId: string;
  condition: string;
  resalePrice: number;
  purchaseYear: number;
  location: string;
  frameSize?: string;
  wheelSize?: string;
  frameMaterial?: string;
  searchTokens: string[];
  placeId?: string;
  geohashCells?: string[];
}

const PROJECTION = {
  sellerId: 1,
  name: 1,
  brand: 1,
  description: 1,
  category: 1,
  categoryId: 1,
  condition: 1,
  resalePrice: 1,
  purchaseYear: 1,
  location: 1,
  frameSize: 1,
  wheelSize: 1,
  frameMaterial: 1,
  searchTokens: 1,
  placeId: 1,
  geohashCells: 1,
} as const;

export function createBikeAlerts(db: Db) {
  const col = collection(db, bikes);
  return {
    /** The listing if it is public now (unsold, live, live seller, not held), else null. */
    async publicListing(id: string): Promise<AlertBike | null> {
      if (!ObjectId.isValid(id)) return null;
      const doc = await col.findOne(
        { _id: new ObjectId(id), ...PUBLIC },
        { projection: PROJECTION },
      );
      if (!doc) return null;
      const { _id, sellerId, categoryId, ...rest } = doc as typeof doc & {
        placeId?: string;
        geohashCells?: string[];
      };
      return {
        ...(rest as Omit<AlertBike, 'id' | 'sellerId' | 'categoryId'>),
        id: _id.toHexString(),
        sellerId: sellerId.toHexString(),
        categoryId: categoryId.toHexString(),
      };
    },
  };
}

export type BikeAlerts = ReturnType<typeof createBikeAlerts>;
