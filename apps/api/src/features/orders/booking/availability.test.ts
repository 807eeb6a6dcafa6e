import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { orderMessages } from '@reride/shared';
import type { BikeState } from '../../bikes/bike-states.repository';
import type { BookingRecord } from '../orders.repository';
import { availabilityOf, bookingRefusal, unavailableReason } from './availability';

const SELLER = 'a'.repeat(24);
const BUYER = 'b'.repeat(24);
const BOOKING = 'c'.repeat(24);
const OTHER_BOOKING = 'd'.repeat(24);

/** Every state a stored bike can be in, as far as booking and paying are concerned. */
const bikeStateArbitrary = fc.record({
  status: fc.constantFrom('unsold' as const, 'Sold' as const),
  deleted: fc.boolean(),
  sellerRemoved: fc.boolean(),
  soldBookingId: fc.constantFrom(null, BOOKING, OTHER_BOOKING),
});
const callerArbitrary = fc.constantFrom(SELLER, BUYER);

function bike(
  state: Pick<BikeState, 'status' | 'deleted' | 'sellerRemoved' | 'soldBookingId'>,
): BikeState {
  return {
    id: 'e'.repeat(24),
    name: 'Trek',
    img: '/images/' + 'f'.repeat(24),
    resalePrice: 120,
    location: 'Dhaka',
    category: 'Mountain Bikes',
    categoryId: 'a'.repeat(24),
    condition: 'Good',
    sellerId: SELLER,
    sellerEmail: 'seller@example.com',
    seller: 'Sara Seller',
    mobile: '01711223344',
    ...state,
  };
}

function booking(paid: boolean, refunded: boolean): BookingRecord {
  return {
    id: BOOKING,
    status: paid ? 'paid' : 'booked',
    bikeId: 'e'.repeat(24),
    buyerId: BUYER,
    sellerId: SELLER,
    name: 'Buyer',
    email: 'buyer@example.com',
    bike: 'Trek',
    img: '',
    price: 120,
    sellerEmail: 'seller@example.com',
    phone: '0170000000',
    location: '',
    bookedOn: '01/01/2026',
    createdAt: new Date(0),
    paid,
    transactionId: paid ? 'pi_1' : null,
    intentId: null,
    refunded,
    refundId: null,
  };
}

const STATUSES = ['unsold', 'Sold'] as const;
const FLAGS = [false, true] as const;
const SOLD_TO = [null, BOOKING, OTHER_BOOKING] as const;

/** All 48 combinations of bike state × caller, enumerated rather than sampled. */
const ALL_COMBINATIONS = STATUSES.flatMap((status) =>
  FLAGS.flatMap((deleted) =>
    FLAGS.flatMap((sellerRemoved) =>
      SOLD_TO.flatMap((soldBookingId) =>
        [SELLER, BUYER].map(
          (caller) => [{ status, deleted, sellerRemoved, soldBookingId }, caller] as const,
        ),
      ),
    ),
  ),
);

describe('booking eligibility (bookingRefusal)', () => {
  it('covers every combination of bike state and caller', () => {
    expect(ALL_COMBINATIONS).toHaveLength(2 * 2 * 2 * 3 * 2);
  });

  it.each(
    ALL_COMBINATIONS.map(
      ([state, caller]) =>
        [
          JSON.stringify({ ...state, caller: caller === SELLER ? 'seller' : 'buyer' }),
          state,
          caller,
        ] as const,
    ),
  )('decides %s as the rules say', (_name, state, caller) => {
    const refusal = bookingRefusal(bike(state), caller);
    if (caller === SELLER) {
      expect(refusal).toEqual({ code: 'FORBIDDEN', message: orderMessages.bookings.ownBike });
    } else if (state.deleted || state.sellerRemoved) {
      expect(refusal).toEqual({
        code: 'CONFLICT',
        message: orderMessages.bookings.bikeUnavailable,
      });
    } else if (state.status === 'Sold') {
      expect(refusal).toEqual({ code: 'CONFLICT', message: orderMessages.bookings.bikeSold });
    } else {
      expect(refusal).toBeNull();
    }
  });

  it('lets someone book only a live unsold bike of another seller', () => {
    fc.assert(
      fc.property(bikeStateArbitrary, callerArbitrary, (state, caller) => {
        const bookable = bookingRefusal(bike(state), caller) === null;
        const listed = state.status === 'unsold' && !state.deleted && !state.sellerRemoved;
        return bookable === (listed && caller !== SELLER);
      }),
    );
  });

  it('refuses payment for exactly the bikes it refuses to book to a stranger', () => {
    fc.assert(
      fc.property(bikeStateArbitrary, (state) => {
        const forPayment = unavailableReason(bike(state));
        const forBooking = bookingRefusal(bike(state), BUYER);
        return forPayment === (forBooking?.message ?? null);
      }),
    );
  });
});

describe('availability of a booking (availabilityOf)', () => {
  const withBooking = fc.record({
    state: fc.option(bikeStateArbitrary, { nil: undefined }),
    paid: fc.boolean(),
    refunded: fc.boolean(),
  });

  it('keeps a paid booking available whatever happens to the listing', () => {
    fc.assert(
      fc.property(withBooking, ({ state, refunded }) => {
        return availabilityOf(booking(true, refunded), state && bike(state)) === 'available';
      }),
    );
  });

  it('calls an unpaid booking available only while its bike is bookable or sold to it', () => {
    fc.assert(
      fc.property(withBooking, ({ state, refunded }) => {
        const result = availabilityOf(booking(false, refunded), state && bike(state));
        if (refunded) return result === 'sold';
        if (!state || state.deleted || state.sellerRemoved) return result === 'removed';
        const soldToIt = state.status === 'Sold' && state.soldBookingId === BOOKING;
        const expected = state.status === 'unsold' || soldToIt ? 'available' : 'sold';
        return result === expected;
      }),
    );
  });
});
