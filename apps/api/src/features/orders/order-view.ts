import {
  fromCents,
  type BookingStatus,
  type Order,
  type OrderAction,
  type OrderRefund,
  type OrderSummary,
} from '@reride/shared';
import type { BikeState } from '../bikes/bike-states.repository';
import { availabilityOf } from './booking/availability';
import { timelineOf } from './order-decision';
import type { BookingRecord } from './orders.repository';

export type Viewer = Order['viewer'];

const iso = (date: Date | undefined) => date?.toISOString();

/** A stored sub-document as the API answers it: its dates as ISO strings. */
type WithIsoDates<T> = {
  [K in keyof T]: T[K] extends Date
    ? string
    : T[K] extends Date | undefined
      ? string | undefined
      : T[K];
};

function withIsoDates<T extends object>(value: T): WithIsoDates<T> {
  return Object.fromEntries(
    Object.entries(value).map(([k, v]) => [k, v instanceof Date ? v.toISOString() : v]),
  ) as WithIsoDates<T>;
}

/** Optional fields only when set: the schemas are strict about `undefined`. */
function defined<T extends object>(fields: T): Partial<T> {
  return Object.fromEntries(Object.entries(fields).filter(([, v]) => v !== undefined)) as T;
}

function refundView(record: BookingRecord): OrderRefund | undefined {
  const refund = record.refund;
  if (!refund) return undefined;
  const { full, by } = refund;
  return { amount: fromCents(refund.amount), full, by, at: refund.at.toISOString() };
}

/** Where the order stands after payment, as every view of a booking shows it. */
export function afterPaymentFields(record: BookingRecord) {
  return defined({
    meetingAt: iso(record.meetingAt),
    cancelRequest: record.cancelRequest && withIsoDates(record.cancelRequest),
    dispute: record.dispute && withIsoDates(record.dispute),
    refund: refundView(record),
  });
}

/** The one place that says what each party may do in each state (docs/domain.md#orders). */
export function actionsFor(
  record: BookingRecord,
  viewer: Viewer,
  bikeAvailable: boolean,
): OrderAction[] {
  const status: BookingStatus = record.status;
  const openRequest = record.cancelRequest?.state === 'open';
  // An order has one refund: after one of part at the provider, no other is offered.
  const refundable = !record.refund;
  if (viewer === 'admin') {
    if (status !== 'disputed') return [];
    return refundable ? ['refund', 'close_dispute'] : ['close_dispute'];
  }
  if (viewer === 'buyer') {
    if (status === 'booked' && !record.refunded) {
      return bikeAvailable ? ['pay', 'cancel'] : ['cancel'];
    }
    if (status === 'paid') {
      const request: OrderAction[] = record.cancelRequest ? [] : ['request_cancel'];
      return ['confirm_handover', 'set_meeting', ...request, 'open_dispute'];
    }
    return [];
  }
  if (status === 'booked' && !record.refunded) return ['decline'];
  if (status === 'paid') {
    const cancel: OrderAction[] = refundable ? ['seller_cancel'] : [];
    // The buyer's code exists once a meeting time is set (docs/domain.md#handover-code).
    const code: OrderAction[] = record.meetingAt ? ['enter_handover_code'] : [];
    return [...code, 'set_meeting', ...cancel, ...(openRequest ? ['refuse_cancel' as const] : [])];
  }
  if (status === 'disputed' && !record.dispute?.sellerResponse) return ['answer_dispute'];
  return [];
}

/**
 * The order rules share the two sides' contact details at payment, and take them back when the
 * whole payment went back (docs/domain.md#contact-privacy).
 */
export function contactShared(record: Pick<BookingRecord, 'paid' | 'refunded'>): boolean {
  return record.paid && !record.refunded;
}

/**
 * The parties as `viewer` may read them: each side reaches the other only once the order is
 * paid (the seller's phone and email, the buyer's phone); an administrator reads both.
 */
function partiesFor(
  record: BookingRecord,
  viewer: Viewer,
  bike: BikeState | null,
  live: LiveParties,
) {
  const open = viewer === 'admin' || contactShared(record);
  const buyerPhone = open || viewer === 'buyer' ? { phone: record.phone } : {};
  const sellerContact = open || viewer === 'seller';
  return {
    buyer: {
      name: record.name,
      email: record.email,
      ...buyerPhone,
      ...(live.buyer ? { profileId: record.buyerId } : {}),
    },
    seller: {
      name: bike?.seller ?? '',
      ...(live.seller ? { profileId: record.sellerId } : {}),
      ...(sellerContact ? { email: record.sellerEmail } : {}),
      ...(sellerContact && bike ? { phone: bike.mobile } : {}),
    },
  };
}

/** Which parties are still on ReRide: only their names link to their public profiles. */
export interface LiveParties {
  buyer: boolean;
  seller: boolean;
}

/** The order page, for its buyer, its seller or an administrator. */
export function toOrder(
  record: BookingRecord,
  viewer: Viewer,
  bike: BikeState | null,
  live: LiveParties,
): Order {
  return {
    _id: record.id,
    viewer,
    status: record.status,
    bike: record.bike,
    bikeId: record.bikeId,
    img: record.img,
    price: record.price,
    bookedOn: record.bookedOn,
    createdAt: record.createdAt.toISOString(),
    location: record.location,
    ...defined({
      paidAt: iso(record.paidAt),
      completedAt: iso(record.completedAt),
      endedAt: iso(record.endedAt),
      declineReason: record.declineReason,
    }),
    ...afterPaymentFields(record),
    ...partiesFor(record, viewer, bike, live),
    // The buyer's proof of handover: never in the seller's or an administrator's answer.
    ...(viewer === 'buyer' && record.status === 'paid' && record.handover
      ? { handoverCode: record.handover.code }
      : {}),
    events: timelineOf(record).map(withIsoDates),
    actions: actionsFor(record, viewer, availabilityOf(record, bike ?? undefined) === 'available'),
  };
}

/** A row of the administrator's lists. */
export function toSummary(record: BookingRecord): OrderSummary {
  const { dispute, refund } = afterPaymentFields(record);
  return {
    _id: record.id,
    status: record.status,
    bike: record.bike,
    bikeId: record.bikeId,
    img: record.img,
    price: record.price,
    createdAt: record.createdAt.toISOString(),
    buyerName: record.name,
    buyerEmail: record.email,
    sellerEmail: record.sellerEmail,
    ...defined({ paidAt: iso(record.paidAt), dispute, refund }),
  };
}
