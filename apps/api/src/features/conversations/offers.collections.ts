import type { ObjectId } from 'mongodb';
import { defineCollection } from '../../core/collection-spec';

export type OfferStateDoc = 'open' | 'countered' | 'accepted' | 'declined' | 'expired' | 'ended';

/**
 * A buyer's offer on a bike inside their conversation (docs/domain.md#offers). Names, phone and
 * meeting location are copies taken when it is made: the order's, if it is accepted.
 */
export interface OfferDoc {
  _id: ObjectId;
  conversationId: ObjectId;
  bikeId: ObjectId;
  buyerId: ObjectId;
  sellerId: ObjectId;
  /**
   * `<bikeId>:<buyerId>` while open or countered, the offer's own id once it is decided: the
   * unique index keeps one open offer per buyer and bike, and closing frees it in the same write.
   */
  slot: string;
  state: OfferStateDoc;
  amount: number;
  counterAmount?: number;
  agreedPrice?: number;
  bikeName: string;
  buyerName: string;
  buyerEmail: string;
  phone: string;
  location: string;
  /** An open offer lapses then; a counter gives the buyer a new period. */
  expiresAt: Date;
  createdAt: Date;
  updatedAt: Date;
  decidedAt?: Date;
  /** The accepted offer's order, its id chosen when accepting so that a retry makes the same. */
  orderId?: ObjectId;
  /** Accepted, and its order not yet known to exist: the `offers.lapse` job makes it after a crash. */
  orderDue?: Date;
}
export const offers = defineCollection<OfferDoc>('offers', [
  { key: { slot: 1 }, name: 'slot_unique', unique: true },
  { key: { conversationId: 1, _id: -1 }, name: 'conversation_newest' },
  // The sweep: open offers by deadline; a sale: a bike's open offers; crash repairs.
  { key: { state: 1, expiresAt: 1 }, name: 'state_expiresAt' },
  { key: { bikeId: 1, state: 1 }, name: 'bike_state' },
  { key: { orderDue: 1 }, name: 'orderDue' },
]);
