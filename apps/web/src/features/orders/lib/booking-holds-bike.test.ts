import { BOOKING_AVAILABILITY, BOOKING_STATUSES } from '@reride/shared';
import { describe, expect, it } from 'vitest';
import { makeBooking } from '../../../testing/booking-fixtures';
import { bikeBookingHeadline } from '../components/bike-booking-status';
import { bookingHoldsBike } from './booking-holds-bike';

describe('bookingHoldsBike', () => {
  it.each(BOOKING_STATUSES)(
    'agrees with the bike page status having a headline for a %s booking',
    (status) => {
      for (const availability of BOOKING_AVAILABILITY) {
        const booking = makeBooking({ status, availability });
        expect(bookingHoldsBike(booking)).toBe(bikeBookingHeadline(booking) !== null);
      }
    },
  );

  it('holds for a booked bike and not for a cancelled one', () => {
    expect(bookingHoldsBike(makeBooking({ status: 'booked' }))).toBe(true);
    expect(bookingHoldsBike(makeBooking({ status: 'cancelled' }))).toBe(false);
  });
});
