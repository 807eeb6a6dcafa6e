import { ObjectId, type Db, type Filter } from 'mongodb';
import { collection } from '../../../db/collections';
import { bookings, type OrderDoc } from '../orders.collections';

/** What a lower asking price does to the bike's open bookings (booking/price-follow.ts). */
export function createBookingPricesRepository(db: Db) {
  const col = collection(db, bookings);

  return {
    /**
     * Lowers every open, unpaid booking of the bike that costs more than `price` to it (read
     * through `bike_buyer_unique`), and answers the payment intents they held, which ask for the
     * old amount. Never raises one: the filter keeps `price` above the new one.
     */
    async lowerOpen(bikeId: string, price: number, at: Date): Promise<string[]> {
      const filter: Filter<OrderDoc> = {
        bikeId: new ObjectId(bikeId),
        paid: false,
        refunded: false,
        endedAs: { $exists: false },
        price: { $gt: price },
      };
      const open = await col.find(filter, { projection: { intentId: 1 } }).toArray();
      if (open.length === 0) return [];
      await col.updateMany(
        { ...filter, _id: { $in: open.map((doc) => doc._id) } },
        { $set: { price, updatedAt: at } },
      );
      return open.flatMap((doc) => (doc.intentId ? [doc.intentId] : []));
    },
  };
}

export type BookingPricesRepository = ReturnType<typeof createBookingPricesRepository>;
