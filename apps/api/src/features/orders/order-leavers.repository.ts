import { ObjectId, type Db, type Filter } from 'mongodb';
import { leaveMessages } from '@reride/shared';
import { collection } from '../../db/collections';
import { EXPORT_LIMIT } from '../../db/data-export';
import type { BikeStatesRepository } from '../bikes/bike-states.repository';
import { toOrder } from './order-view';
import { bookings, payments, type OrderDoc } from './orders.collections';
import { toRecord, type BookingsRepository } from './orders.repository';

/** What stops a person from deleting their account, if anything (docs/domain.md#leaving). */
export type OrderWork = 'openDispute' | 'orderInProgress' | null;

/**
 * What a person's data download and their account's deletion need of their orders. `bookings`
 * is the recording repository, so an open booking ended here tells the other party.
 */
export function createOrderLeavers(deps: {
  db: Db;
  bookings: Pick<BookingsRepository, 'claimEnd' | 'applyEnd'>;
  bikes: Pick<BikeStatesRepository, 'findStates'>;
}) {
  const col = collection(deps.db, bookings);
  const paymentsCol = collection(deps.db, payments);
  const partyOf = (userId: string): Filter<OrderDoc> => {
    const id = new ObjectId(userId);
    return { $or: [{ buyerId: id }, { sellerId: id }] };
  };

  async function viewed(filter: Filter<OrderDoc>, viewer: 'buyer' | 'seller') {
    const docs = await col.find(filter).sort({ _id: -1 }).limit(EXPORT_LIMIT).toArray();
    const states = await deps.bikes.findStates(docs.map((d) => d.bikeId.toHexString()));
    // The order page's own view: contact shows only where the order rules reveal it. A download
    // links to no profile, so no party is asked whether they are still on ReRide.
    const noLinks = { buyer: false, seller: false };
    return docs.map((d) => {
      const { actions: _actions, ...order } = toOrder(
        toRecord(d),
        viewer,
        states.get(d.bikeId.toHexString()) ?? null,
        noLinks,
      );
      return order;
    });
  }

  return {
    /** An open dispute, or an order paid and not yet completed or refunded, as either party. */
    async workOf(userId: string): Promise<OrderWork> {
      const party = partyOf(userId);
      if (await col.findOne({ ...party, 'dispute.state': 'open' })) return 'openDispute';
      const inProgress = await col.findOne({
        ...party,
        paid: true,
        status: { $nin: ['completed', 'refunded'] },
      });
      return inProgress ? 'orderInProgress' : null;
    },

    async ordersOf(userId: string) {
      const id = new ObjectId(userId);
      return {
        asBuyer: await viewed({ buyerId: id }, 'buyer'),
        asSeller: await viewed({ sellerId: id }, 'seller'),
      };
    },

    /**
     * `user.deleted` (idempotent): their open unpaid bookings end (cancelled as the buyer,
     * declined as the seller) and every order keeps "Deleted user" without their email or phone.
     */
    async forgetUser(userId: string, at: Date): Promise<void> {
      const id = new ObjectId(userId);
      const open = await col
        .find({ ...partyOf(userId), paid: false, endedAs: { $exists: false } })
        .project<Pick<OrderDoc, '_id' | 'buyerId'>>({ buyerId: 1 })
        .toArray();
      for (const { _id, buyerId } of open) {
        const as = buyerId.equals(id) ? 'cancelled' : 'declined';
        const claim = await deps.bookings.claimEnd(_id.toHexString(), as, at);
        if (claim.outcome === 'paid') continue;
        const reason = claim.reason ? { reason: claim.reason } : {};
        await deps.bookings.applyEnd(_id.toHexString(), {
          as: claim.outcome,
          at: claim.at,
          ...reason,
        });
      }
      const name = leaveMessages.deletedUserName;
      await col.updateMany({ buyerId: id }, { $set: { name, email: '', phone: '' } });
      await col.updateMany({ sellerId: id }, { $set: { sellerEmail: '' } });
      await paymentsCol.updateMany({ buyerId: id }, { $set: { email: '' } });
    },
  };
}

export type OrderLeavers = ReturnType<typeof createOrderLeavers>;
