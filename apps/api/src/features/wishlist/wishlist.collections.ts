import type { ObjectId } from 'mongodb';
import { defineCollection } from '../../core/collection-spec';

/** A buyer's saved bike (GET/PUT/DELETE /wishlist). */
export interface WishlistDoc {
  _id: ObjectId;
  userId: ObjectId;
  bikeId: ObjectId;
  savedAt: Date;
}

export const wishlist = defineCollection<WishlistDoc>('wishlist', [
  { key: { userId: 1, bikeId: 1 }, name: 'user_bike_unique', unique: true },
  { key: { userId: 1, savedAt: -1 }, name: 'user_savedAt' },
  // Who saved a bike, told when it sells (features/wishlist/wishlist-notifications.ts).
  { key: { bikeId: 1 }, name: 'bikeId' },
]);
