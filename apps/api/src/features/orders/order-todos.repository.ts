import { ObjectId, type Db } from 'mongodb';
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

  return async (caller) => {
    const id = new ObjectId(caller._id);
    switch (caller.userType) {
      case 'Buyer':
        return todosOf([
          ['pay', await count({ buyerId: id, status: 'booked', paid: false })],
          ['confirm_receipt', await count({ buyerId: id, status: 'paid' })],
        ]);
      case 'Seller':
        return todosOf([
          ['answer_cancel_request', await count({ sellerId: id, 'cancelRequest.state': 'open' })],
          [
            'answer_dispute',
            await count({
              sellerId: id,
              'dispute.state': 'open',
              'dispute.sellerResponse': { $exists: false },
            }),
          ],
        ]);
      case 'Admin':
        return todosOf([['decide_dispute', await count({ 'dispute.state': 'open' })]]);
    }
  };
}
