import type { ObjectId } from 'mongodb';
import type { BookingStatus } from '@reride/shared';
import { defineCollection } from '../../core/collection-spec';
import type { OrderCancelRequest } from './document/order-cancel-request';
import type { OrderDispute } from './document/order-dispute';
import type { OrderHandover } from './document/order-handover';
import type { OrderPayment } from './document/order-payment';
import type { OrderRefund } from './document/order-refund';
import type { OrderTimelineEntry } from './document/order-timeline';
import { sandboxClaims, sandboxIntents } from './payment/providers/sandbox.collections';

/**
 * The order's header: who, what and where, copied when it is booked, and where it stands. Its
 * other parts are in document/ (docs/decisions/010-events-jobs-and-feature-modules.md).
 */
export interface OrderBooking {
  _id: ObjectId;
  bikeId: ObjectId;
  buyerId: ObjectId;
  sellerId: ObjectId;
  /** Buyer's name and email, bike name, image and price: copies taken when booking. */
  name: string;
  email: string;
  bike: string;
  img: string;
  /**
   * What the order costs, fixed when it is made: the asking price of the day, or the amount of
   * the accepted offer (`offerId`). Payments, refunds and the ledger all read this one field.
   */
  price: number;
  /** The offer whose acceptance made this order (docs/domain.md#offers). */
  offerId?: ObjectId;
  sellerEmail: string;
  phone: string;
  location: string;
  bookedOn: string;
  createdAt: Date;
  updatedAt: Date;
  /**
   * Set once an unpaid booking ends: by the buyer (cancelled), the seller (declined) or the
   * clock (expired, booking/order-timers.ts).
   */
  endedAs?: 'cancelled' | 'declined' | 'expired';
  endedAt?: Date;
  /** The seller's reason for a decline, shown to the buyer; absent when none was given. */
  declineReason?: string;
  /**
   * Where the order stands (docs/domain.md#orders). Every transition is a conditional update
   * whose filter names the status it starts from, so two transitions racing have one winner.
   */
  status: BookingStatus;
  /** When the order completed: the buyer's confirmation, the clock, or a dispute's decision. */
  completedAt?: Date;
  /** The handover time the two sides agreed. */
  meetingAt?: Date;
}

/**
 * An order as stored in `bookings`: its header and its parts, under the field names they always
 * had (no data migration).
 */
export interface OrderDoc extends OrderBooking, OrderPayment {
  cancelRequest?: OrderCancelRequest;
  dispute?: OrderDispute;
  /** The buyer's handover code, made once the meeting time is set (handover/handover-codes.ts). */
  handover?: OrderHandover;
  refund?: OrderRefund;
  /** The timeline: one entry per transition. */
  events?: OrderTimelineEntry[];
}

/**
 * How a booking's open phase ended, `_id` = the booking's id: paid, cancelled or declined. The
 * first insert wins, so a cancellation and a payment at the same instant have exactly one
 * outcome (docs/decisions/002-claim-documents-for-races.md).
 */
export interface BookingEndDoc {
  _id: ObjectId;
  outcome: 'paid' | 'cancelled' | 'declined' | 'expired';
  at: Date;
  reason?: string;
}

export interface PaymentDoc {
  _id: ObjectId;
  bookingId: ObjectId;
  bikeId: ObjectId;
  buyerId: ObjectId;
  email: string;
  /** Dollars, as the spec's payment record; `amount` is the provider's integer cents. */
  price: number;
  amount: number;
  currency: string;
  provider: string;
  transactionId: string;
  createdAt: Date;
}

/**
 * The sale of a bike, `_id` = the bike's id: the first insert wins, on every engine
 * (docs/decisions/002-claim-documents-for-races.md).
 */
export interface BikeSaleDoc {
  _id: ObjectId;
  bookingId: ObjectId;
  intentId: string;
  at: Date;
}

export const bookings = defineCollection<OrderDoc>('bookings', [
  { key: { bikeId: 1, buyerId: 1 }, name: 'bike_buyer_unique', unique: true },
  { key: { buyerId: 1, _id: -1 }, name: 'buyer_newest' },
  { key: { sellerId: 1, _id: -1 }, name: 'seller_newest' },
  { key: { sellerId: 1, bikeId: 1, _id: -1 }, name: 'seller_bike_newest' },
  // The order timers: unpaid bookings by age, paid ones by payment time.
  { key: { paid: 1, createdAt: 1 }, name: 'paid_createdAt' },
  { key: { paid: 1, paidAt: 1 }, name: 'paid_paidAt' },
  // The repair jobs after a crash: refunds not finished, ledger entries not written.
  { key: { 'refund.state': 1 }, name: 'refund_state' },
  { key: { ledgerDue: 1 }, name: 'ledgerDue' },
  // The administrator's lists: every order by state, disputes by state.
  { key: { status: 1, _id: -1 }, name: 'status_newest' },
  { key: { 'dispute.state': 1, _id: 1 }, name: 'dispute_state_oldest' },
  // The dashboard's daily rollups: each step by its own date (order-metrics.repository.ts).
  { key: { completedAt: 1 }, name: 'completedAt' },
  { key: { 'refund.at': 1 }, name: 'refund_at' },
  { key: { 'dispute.openedAt': 1 }, name: 'dispute_openedAt' },
  { key: { 'dispute.resolvedAt': 1 }, name: 'dispute_resolvedAt' },
]);

export const payments = defineCollection<PaymentDoc>('payments', [
  { key: { bookingId: 1 }, name: 'bookingId_unique', unique: true },
  { key: { transactionId: 1 }, name: 'transactionId_unique', unique: true },
]);

export const bikeSales = defineCollection<BikeSaleDoc>('bike_sales', []);
export const bookingEnds = defineCollection<BookingEndDoc>('booking_ends', []);

/** Every collection of the orders feature, the sandbox provider's included. */
export const ORDERS_COLLECTIONS = [
  bookings,
  payments,
  bikeSales,
  bookingEnds,
  sandboxIntents,
  sandboxClaims,
];
