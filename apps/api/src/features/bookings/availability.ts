import { messages, type BookingAvailability } from '@reride/shared';
import type { BikeState } from './booked-bikes.repository';
import type { BookingRecord } from './bookings.repository';

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
