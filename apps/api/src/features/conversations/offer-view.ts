import type { BookingStatus, Offer, OfferAction } from '@reride/shared';
import type { BikeState } from '../bikes/bike-states.repository';
import { offMarket, onTable, type OfferParty } from './offer-lapses';
import type { OfferRecord } from './offers.repository';

/** What the caller's view of an offer depends on besides the offer itself. */
export interface OfferContext {
  role: OfferParty;
  bike: BikeState | null | undefined;
  /** Offers are answered only where messages can be written (not blocked, not closed). */
  writable: boolean;
  /** The status of an accepted offer's order, when it exists. */
  orderStatus?: BookingStatus | undefined;
}

/** Whose answer the offer waits for: the seller's on an offer, the buyer's on a counter. */
export function turnOf(o: OfferRecord): OfferParty | null {
  if (o.state === 'open') return 'seller';
  if (o.state === 'countered') return 'buyer';
  return null;
}

/** The caller's actions now, decided here and nowhere else (docs/domain.md#offers). */
function actionsOf(o: OfferRecord, ctx: OfferContext): OfferAction[] {
  if (o.state === 'accepted') {
    return ctx.role === 'buyer' && ctx.orderStatus === 'booked' ? ['pay'] : [];
  }
  if (turnOf(o) !== ctx.role || !ctx.writable || offMarket(ctx.bike) || !ctx.bike) return [];
  const acceptable = onTable(o) < ctx.bike.resalePrice;
  const answers: OfferAction[] = acceptable ? ['accept', 'decline'] : ['decline'];
  return o.state === 'open' ? [...answers, 'counter'] : answers;
}

export function toOffer(o: OfferRecord, ctx: OfferContext): Offer {
  return {
    _id: o.id,
    conversationId: o.conversationId,
    bikeId: o.bikeId,
    state: o.state,
    amount: o.amount,
    ...(o.counterAmount === undefined ? {} : { counterAmount: o.counterAmount }),
    ...(o.agreedPrice === undefined ? {} : { agreedPrice: o.agreedPrice }),
    role: ctx.role,
    actions: actionsOf(o, ctx),
    expiresAt: o.expiresAt.toISOString(),
    createdAt: o.createdAt.toISOString(),
    ...(o.decidedAt ? { decidedAt: o.decidedAt.toISOString() } : {}),
    ...(o.orderId && !o.orderDue ? { orderId: o.orderId } : {}),
  };
}
