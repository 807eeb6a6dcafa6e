import type { Clock } from '../../core/clock';
import {
  formatDateText,
  messages,
  type Booking,
  type CreateBookingBody,
  type InsertResult,
  type ListQuery,
  type ReceivedBooking,
  type ReceivedBookingsQuery,
} from '@reride/shared';
import type { Page } from '../../core/keyset-page';
import { AppError } from '../../core/app-error';
import type { Caller } from '../../core/caller';
import { availabilityOf, bookingRefusal } from './availability';
import type { BikeState, BikeStatesRepository } from '../bikes/bike-states.repository';
import type { BookingRecord, BookingsRepository } from './bookings.repository';

export interface BookingsServiceDeps {
  bookings: BookingsRepository;
  bikes: BikeStatesRepository;
  clock: Clock;
}

const notFound = () => new AppError('NOT_FOUND', messages.errors.bookingNotFound);

export function toBooking(record: BookingRecord, bike: BikeState | undefined): Booking {
  const { id, buyerId: _b, sellerId: _s, intentId: _i, refundId: _r, ...fields } = record;
  const { transactionId, refunded, createdAt, ...rest } = fields;
  return {
    ...rest,
    _id: id,
    createdAt: createdAt.toISOString(),
    ...(transactionId ? { transactionId } : {}),
    ...(refunded ? { refunded } : {}),
    availability: availabilityOf(record, bike),
  };
}

function toReceived(record: BookingRecord): ReceivedBooking {
  const { id, name, email, phone, location, bikeId, bike, price, bookedOn, paid } = record;
  const createdAt = record.createdAt.toISOString();
  return { _id: id, name, email, phone, location, bikeId, bike, price, bookedOn, createdAt, paid };
}

export function createBookingsService(deps: BookingsServiceDeps) {
  const { bookings, bikes, clock } = deps;

  /** The caller's own booking; anyone else's answers as unknown, so ids cannot be probed. */
  async function getOwn(caller: Caller, id: string): Promise<BookingRecord> {
    const booking = await bookings.findById(id);
    if (!booking || booking.buyerId !== caller._id) throw notFound();
    return booking;
  }

  async function withAvailability(page: Page<BookingRecord>): Promise<Page<Booking>> {
    const states = await bikes.findStates(page.items.map((b) => b.bikeId));
    const items = page.items.map((b) => toBooking(b, states.get(b.bikeId)));
    return { items, nextCursor: page.nextCursor };
  }

  return {
    getOwn,

    /** Only what the buyer typed comes from the client; the rest from the records. */
    async create(caller: Caller, body: CreateBookingBody): Promise<InsertResult> {
      const bike = await bikes.findState(body.bikeId);
      if (!bike) throw new AppError('NOT_FOUND', messages.errors.bikeNotFound);
      const refusal = bookingRefusal(bike, caller._id);
      if (refusal) throw new AppError(refusal.code, refusal.message);
      const now = clock();
      const insertedId = await bookings.insert({
        bikeId: bike.id,
        buyerId: caller._id,
        sellerId: bike.sellerId,
        name: caller.name,
        email: caller.email,
        bike: bike.name,
        img: bike.img,
        price: bike.resalePrice,
        sellerEmail: bike.sellerEmail,
        phone: body.phone,
        location: body.location,
        bookedOn: formatDateText(now),
        createdAt: now,
      });
      if (!insertedId) throw new AppError('CONFLICT', messages.bookings.alreadyBooked);
      return { acknowledged: true, insertedId };
    },

    /** My Orders: newest first, each with whether its bike can still be paid for. */
    async listOwn(caller: Caller, email: string, query: ListQuery): Promise<Page<Booking>> {
      if (email !== caller.email.toLowerCase()) {
        throw new AppError('FORBIDDEN', messages.errors.forbidden);
      }
      return withAvailability(await bookings.listByBuyer(caller._id, query));
    },

    async getOne(caller: Caller, id: string): Promise<Booking> {
      const booking = await getOwn(caller, id);
      const bike = await bikes.findState(booking.bikeId);
      return toBooking(booking, bike ?? undefined);
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
