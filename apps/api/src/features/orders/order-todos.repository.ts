import { ObjectId, type Db } from 'mongodb';
import type { Todo } from '@reride/shared';
import type { QueueSource } from '../../core/moderation-queue';
import { TODO_COUNT_CAP, todosOf, type TodoSource } from '../../core/todos';
import { collection } from '../../db/collections';
import { bookings } from './orders.collections';

/**
 * The orders' to-dos (docs/domain.md#dashboard), counted on the buyer's, the seller's and the
 * disputes' indexes (buyer_newest, seller_newest, dispute_state_oldest).
 */
export function createOrderTodos(db: Db): TodoSource {
  const col = collection(db, bookings);
  const count = (filter: Parameters<typeof col.countDocuments>[0]) =>
    col.countDocuments(filter, { limit: TODO_COUNT_CAP });

  const byRole = {
    Buyer: async (id: ObjectId): Promise<Array<[Todo['kind'], number]>> => [
      ['pay', await count({ buyerId: id, status: 'booked', paid: false })],
      ['confirm_receipt', await count({ buyerId: id, status: 'paid' })],
    ],
    Seller: async (id: ObjectId): Promise<Array<[Todo['kind'], number]>> => [
      ['answer_cancel_request', await count({ sellerId: id, 'cancelRequest.state': 'open' })],
      [
        'answer_dispute',
        await count({
          sellerId: id,
          'dispute.state': 'open',
          'dispute.sellerResponse': { $exists: false },
        }),
      ],
    ],
    Admin: async (): Promise<Array<[Todo['kind'], number]>> => [
      ['decide_dispute', await count({ 'dispute.state': 'open' })],
    ],
  };

  // A buyer who became a seller has both roles' to-dos.
  return async (caller) => {
    const id = new ObjectId(caller._id);
    const counts = await Promise.all(caller.roles.map((role) => byRole[role](id)));
    return todosOf(counts.flat());
  };
}

/** Open disputes, oldest first, for the moderation queue (dispute_state_oldest). */
export function createDisputeQueue(db: Db): QueueSource {
  const col = collection(db, bookings);
  return async (cap) => {
    const docs = await col
      .find({ 'dispute.state': 'open' }, { projection: { bike: 1, dispute: 1 } })
      .sort({ 'dispute.state': 1, _id: 1 })
      .limit(cap)
      .toArray();
    return docs.map((doc) => ({
      kind: 'dispute' as const,
      id: doc._id.toHexString(),
      title: doc.bike,
      reportCount: 0,
      waitingSince: doc.dispute?.openedAt ?? doc._id.getTimestamp(),
      link: '/dashboard/disputes',
    }));
  };
}
