import { ObjectId, type Db } from 'mongodb';
import { collection } from '../../db/collections';
import { bookings } from './orders.collections';

/**
 * How many of a seller's orders completed, for their public profile (docs/domain.md#public-profiles);
 * counted on the seller's index (seller_newest).
 */
export function createOrderSales(db: Db) {
  const col = collection(db, bookings);
  return {
    countCompletedSales: (sellerId: string): Promise<number> =>
      col.countDocuments({ sellerId: new ObjectId(sellerId), status: 'completed' }),
  };
}
