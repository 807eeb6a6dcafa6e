import { ObjectId, type Db } from 'mongodb';
import type { Todo } from '@reride/shared';
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
