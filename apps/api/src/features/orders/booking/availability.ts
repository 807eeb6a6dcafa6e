import { messages, type BookingAvailability, type ErrorCode } from '@reride/shared';
import type { BikeState } from '../../bikes/bike-states.repository';
import type { BookingRecord } from '../orders.repository';

/**
 * Whether a booking can still be paid for. A paid booking is 'available': the bike is the
 * buyer's, whatever the seller does with the listing afterwards.
 */
export function availabilityOf(
  booking: BookingRecord,
  bike: BikeState | undefined,
): BookingAvailability {
  if (booking.paid) return 'available';
  if (booking.refunded) return 'sold';
  if (!bike || bike.deleted || bike.sellerRemoved) return 'removed';
  if (bike.status !== 'unsold' && bike.soldBookingId !== booking.id) return 'sold';
  return 'available';
}

/** The sentence refusing a booking or a payment for this bike, or null when it is for sale. */
export function unavailableReason(bike: BikeState): string | null {
  if (bike.deleted || bike.sellerRemoved) return messages.bookings.bikeUnavailable;
  if (bike.status !== 'unsold') return messages.bookings.bikeSold;
  return null;
}

/**
 * Why this caller may not book this bike, or null when they may: their own bike first
 * (whatever its state), then a bike that is gone or sold. Booking twice is the unique index's
 * business (orders.repository.ts).
 */
export function bookingRefusal(
  bike: BikeState,
  callerId: string,
): { code: ErrorCode; message: string } | null {
  if (bike.sellerId === callerId) return { code: 'FORBIDDEN', message: messages.bookings.ownBike };
  const reason = unavailableReason(bike);
  return reason ? { code: 'CONFLICT', message: reason } : null;
}
