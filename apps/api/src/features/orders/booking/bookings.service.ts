import type { Clock } from '../../../core/clock';
import {
  formatDateText,
  type BikeBookingOfCaller,
  type Booking,
  type BookingStatusResult,
  type DeclineBookingBody,
  type CreateBookingBody,
  type InsertResult,
  type ListQuery,
  type ReceivedBooking,
  type ReceivedBookingsQuery,
  offerMessages,
  orderMessages,
  errorMessages,
} from '@reride/shared';
import type { Page } from '../../../core/keyset-page';
import { AppError } from '../../../core/app-error';
import type { Caller } from '../../../core/caller';
import { availabilityOf, bookingRefusal } from './availability';
import { dealDeadlines, type OrderTimerSettings } from './order-timers';
import type { BikeState, BikeStatesRepository } from '../../bikes/bike-states.repository';
import { afterPaymentFields, contactShared } from '../order-view';
import type { BookingRecord, BookingsRepository } from '../orders.repository';

/** What a booking takes besides the bike's records: who books, how to reach them, when. */
interface BookingTerms {
  buyer: { _id: string; name: string; email: string };
  phone: string;
  location: string;
  at: Date;
}

/** An order whose price the buyer and the seller agreed in an offer (docs/domain.md#offers). */
export interface AgreedOrder extends BookingTerms {
  /** Chosen when the offer was accepted, so that finishing it again makes the same order. */
  id: string;
  offerId: string;
  bikeId: string;
  price: number;
}

export interface BookingsServiceDeps {
  /** Its timeline writes publish `order.recorded` (order-recording.ts). */
  bookings: BookingsRepository;
  bikes: Pick<BikeStatesRepository, 'findState' | 'findStates'>;
  clock: Clock;
  /** The timers' settings, to tell the buyer their deadlines (booking/order-timers.ts). */
  timers: OrderTimerSettings;
}

const notFound = () => new AppError('NOT_FOUND', errorMessages.errors.bookingNotFound);
const conflict = (message: string) => new AppError('CONFLICT', message);

/** Why the buyer cannot confirm receipt of an order in this state. */
function handoverRefusal(record: BookingRecord): AppError {
  if (record.status === 'completed') return conflict(orderMessages.bookings.alreadyCompleted);
  if (record.status === 'disputed') return conflict(orderMessages.orders.disputed);
  if (record.status === 'refunded') return conflict(orderMessages.orders.alreadyRefunded);
  return conflict(orderMessages.bookings.notPaidYet);
}

/** Where the booking stands, and what both sides see of how it got there. */
function endFields(record: BookingRecord) {
  return {
    status: record.status,
    ...afterPaymentFields(record),
    ...(record.endedAt ? { endedAt: record.endedAt.toISOString() } : {}),
    ...(record.paidAt ? { paidAt: record.paidAt.toISOString() } : {}),
    ...(record.completedAt ? { completedAt: record.completedAt.toISOString() } : {}),
    ...(record.declineReason ? { declineReason: record.declineReason } : {}),
  };
}

export function toBooking(
  record: BookingRecord,
  bike: BikeState | undefined,
  timers: OrderTimerSettings,
): Booking {
  const { id, buyerId: _b, sellerId: _s, intentId: _i, refundId: _r, ...fields } = record;
  const { transactionId, refunded, createdAt, endedAs: _e, endedAt: _t, ...rest } = fields;
  const { completedAt: _c, paidAt: _p, status: _st, events: _ev, ...kept } = rest;
  const { meetingAt: _m, cancelRequest: _cr, dispute: _d, refund: _rf, ...withFee } = kept;
  const { feePercent: _f, ledgerDue: _l, offerId: _o, sellerEmail, ...withCode } = withFee;
  // The handover code is the order page's, for its buyer (order-view.ts).
  const { handover: _h, ...shown } = withCode;
  // The seller's contact is the buyer's once the booking is paid (docs/domain.md#contact-privacy).
  const shared = contactShared(record);
  return {
    ...shown,
    ...endFields(record),
    ...(shared ? { sellerEmail } : {}),
    ...(shared && bike
      ? { sellerContact: { name: bike.seller, phone: bike.mobile, email: bike.sellerEmail } }
      : {}),
    _id: id,
    createdAt: createdAt.toISOString(),
    ...(transactionId ? { transactionId } : {}),
    ...(refunded ? { refunded } : {}),
    availability: availabilityOf(record, bike),
    ...dealDeadlines(record, timers),
    ...(record.offerId ? { fromOffer: true } : {}),
  };
}

/** The seller's view of a booking: the buyer's phone only once paid (docs/domain.md#contact-privacy). */
function toReceived(record: BookingRecord): ReceivedBooking {
  const { id, name, email, phone, location, bikeId, bike, price, bookedOn, paid } = record;
  const createdAt = record.createdAt.toISOString();
  const fields = { name, email, location, bikeId, bike, price, bookedOn, createdAt, paid };
  return {
    _id: id,
    ...fields,
    ...(contactShared(record) ? { phone } : {}),
    ...endFields(record),
  };
}

export function createBookingsService(deps: BookingsServiceDeps) {
  const { bookings, bikes, clock, timers } = deps;

  /** The caller's own booking; anyone else's answers as unknown, so ids cannot be probed. */
  async function getOwn(caller: Caller, id: string): Promise<BookingRecord> {
    const booking = await bookings.findById(id);
    if (!booking || booking.buyerId !== caller._id) throw notFound();
    return booking;
  }

  async function withAvailability(page: Page<BookingRecord>): Promise<Page<Booking>> {
    const states = await bikes.findStates(page.items.map((b) => b.bikeId));
    const items = page.items.map((b) => toBooking(b, states.get(b.bikeId), timers));
    return { items, nextCursor: page.nextCursor };
  }

  /**
   * Ends an unpaid booking. The end claim decides a race with a payment (exactly one wins); a
   * claim this outcome already holds (a retry after a crash, a concurrent twin) is applied again.
   */
  async function end(
    booking: BookingRecord,
    as: 'cancelled' | 'declined',
    reason = '',
  ): Promise<BookingStatusResult> {
    if (booking.paid) throw conflict(orderMessages.bookings.alreadyPaid);
    if (booking.endedAs || booking.refunded) throw conflict(orderMessages.bookings.notOpen);
    const claim = await bookings.claimEnd(booking.id, as, clock(), reason);
    if (claim.outcome === 'paid') throw conflict(orderMessages.bookings.alreadyPaid);
    if (claim.outcome !== as) throw conflict(orderMessages.bookings.notOpen);
    // The claim's time and reason: a concurrent twin writes the very same values.
    await bookings.applyEnd(booking.id, { as, at: claim.at, reason: claim.reason ?? '' });
    return { acknowledged: true, status: as };
  }

  /**
   * Books the bike under the booking rules (their own refusals), copying the bike's name,
   * image, seller and price from the records unless an agreed price is given. Null when the
   * buyer already booked it (bike_buyer_unique).
   */
  async function book(
    bikeId: string,
    terms: BookingTerms,
    agreed?: { id: string; offerId: string; price: number },
  ): Promise<string | null> {
    const bike = await bikes.findState(bikeId);
    if (!bike) throw new AppError('NOT_FOUND', errorMessages.errors.bikeNotFound);
    const refusal = bookingRefusal(bike, terms.buyer._id);
    if (refusal) throw new AppError(refusal.code, refusal.message);
    return bookings.insert({
      ...(agreed ? { id: agreed.id, offerId: agreed.offerId } : {}),
      bikeId: bike.id,
      buyerId: terms.buyer._id,
      sellerId: bike.sellerId,
      name: terms.buyer.name,
      email: terms.buyer.email,
      bike: bike.name,
      img: bike.img,
      price: agreed?.price ?? bike.resalePrice,
      sellerEmail: bike.sellerEmail,
      phone: terms.phone,
      location: terms.location,
      bookedOn: formatDateText(terms.at),
      createdAt: terms.at,
    });
  }

  return {
    getOwn,

    /** The buyer ends their own unpaid booking; the seller sees it cancelled. */
    async cancel(caller: Caller, id: string): Promise<BookingStatusResult> {
      return end(await getOwn(caller, id), 'cancelled');
    },

    /** The buyer received the bike of their paid booking: the order is completed. */
    async confirmHandover(caller: Caller, id: string): Promise<BookingStatusResult> {
      const booking = await getOwn(caller, id);
      if (!(await bookings.markCompleted(booking.id, clock(), 'buyer'))) {
        throw handoverRefusal((await bookings.findById(booking.id)) ?? booking);
      }
      return { acknowledged: true, status: 'completed' };
    },

    /** The seller ends an unpaid booking of their bike; the buyer sees the reason. */
    async decline(
      caller: Caller,
      id: string,
      body: DeclineBookingBody,
    ): Promise<BookingStatusResult> {
      const booking = await bookings.findById(id);
      if (!booking || booking.sellerId !== caller._id) throw notFound();
      return end(booking, 'declined', body.reason);
    },

    /** Only what the buyer typed comes from the client; the rest from the records. */
    async create(caller: Caller, body: CreateBookingBody): Promise<InsertResult> {
      const terms = { buyer: caller, phone: body.phone, location: body.location, at: clock() };
      const insertedId = await book(body.bikeId, terms);
      if (!insertedId) throw new AppError('CONFLICT', orderMessages.bookings.alreadyBooked);
      return { acknowledged: true, insertedId };
    },

    /**
     * Books at an agreed price: the same rules as `create` but the price, and idempotent by id.
     * Refuses with the booking's own AppError (the bike sold or gone, the buyer booked already).
     */
    async createAgreed(order: AgreedOrder): Promise<string> {
      if (await bookings.findById(order.id)) return order.id;
      const { id, offerId, price } = order;
      const insertedId = await book(order.bikeId, order, { id, offerId, price });
      if (insertedId) return insertedId;
      // A twin finishing the same acceptance inserted it first; anything else is a booking of
      // the buyer's own (bike_buyer_unique).
      if (await bookings.findById(order.id)) return order.id;
      throw new AppError('CONFLICT', offerMessages.alreadyOrdered);
    },

    /** My Orders: newest first, each with whether its bike can still be paid for. */
    async listOwn(caller: Caller, email: string, query: ListQuery): Promise<Page<Booking>> {
      if (email !== caller.email.toLowerCase()) {
        throw new AppError('FORBIDDEN', errorMessages.errors.forbidden);
      }
      return withAvailability(await bookings.listByBuyer(caller._id, query));
    },

    async getOne(caller: Caller, id: string): Promise<Booking> {
      const booking = await getOwn(caller, id);
      const bike = await bikes.findState(booking.bikeId);
      return toBooking(booking, bike ?? undefined, timers);
    },

    /** The caller's booking of this bike (at most one: bike_buyer_unique), or null. */
    async getForBike(caller: Caller, bikeId: string): Promise<BikeBookingOfCaller> {
      const bike = await bikes.findState(bikeId);
      if (!bike) throw new AppError('NOT_FOUND', errorMessages.errors.bikeNotFound);
      const booking = await bookings.findByBikeAndBuyer(bikeId, caller._id);
      return { booking: booking && toBooking(booking, bike, timers) };
    },

    /** The seller's buyers: the bookings on the caller's bikes, sold or not. */
    async listReceived(caller: Caller, query: ReceivedBookingsQuery) {
      const { bikeId, ...page } = query;
      const found = await bookings.listBySeller(caller._id, bikeId, page);
      return { items: found.items.map(toReceived), nextCursor: found.nextCursor };
    },
  };
}

export type BookingsService = ReturnType<typeof createBookingsService>;
