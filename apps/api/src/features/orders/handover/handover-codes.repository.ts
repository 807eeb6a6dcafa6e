import { ObjectId, type Db, type Filter } from 'mongodb';
import { collection } from '../../../db/collections';
import { bookings, type OrderDoc } from '../orders.collections';
import type { OrderHandover } from '../document/order-handover';

/** What one try of a handover code took: a try, or the last one of its window (now locked). */
export type HandoverTry = 'try' | 'last';

/** The order's handover code (docs/domain.md#handover-code), beside its transitions. */
export function createHandoverCodesRepository(db: Db) {
  const col = collection(db, bookings);
  const byId = (id: string) => ({ _id: new ObjectId(id) });

  return {
    /** Stores `handover` on a paid order that has none: the first code issued stays. */
    async issue(id: string, handover: OrderHandover): Promise<void> {
      await col.updateOne(
        { ...byId(id), status: 'paid', handover: { $exists: false } },
        { $set: { handover } },
      );
    },

    /**
     * Takes one of the `tries` a window allows before the code is compared, so that requests
     * at the same instant cannot compare more; the last one locks the code until `lockUntil`
     * in the same update. Null when the order is not paid or the code is locked now.
     */
    async takeTry(id: string, now: Date, tries: number, lockUntil: Date) {
      const open: Filter<OrderDoc> = {
        ...byId(id),
        status: 'paid',
        'handover.code': { $exists: true },
        $or: [
          { 'handover.lockedUntil': { $exists: false } },
          { 'handover.lockedUntil': { $lte: now } },
        ],
      };
      const counted = await col.updateOne(
        { ...open, 'handover.tries': { $lt: tries - 1 } },
        { $inc: { 'handover.tries': 1 } },
      );
      if (counted.modifiedCount === 1) return 'try' satisfies HandoverTry;
      const locked = await col.updateOne(
        { ...open, 'handover.tries': { $gte: tries - 1 } },
        { $set: { 'handover.tries': 0, 'handover.lockedUntil': lockUntil } },
      );
      return locked.modifiedCount === 1 ? ('last' satisfies HandoverTry) : null;
    },
  };
}

export type HandoverCodesRepository = ReturnType<typeof createHandoverCodesRepository>;
