import { type BookingAvailability, type ErrorCode, orderMessages } from '@reride/shared';
import type { BikeState } from '../../bikes/bike-states.repository';
import { listingRefusal, soldAnyWay } from '../../bikes/listing-state';
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
  if (soldAnyWay(bike) && bike.soldBookingId !== booking.id) return 'sold';
  // An expired listing is gone until renewed; a paused one keeps its bookings open (their
  // deadline runs) but refuses their payment (docs/domain.md#listing-lifecycle).
  if (bike.status === 'expired') return 'removed';
  return 'available';
}

/** The sentence refusing a booking or a payment for this bike, or null when it is for sale. */
export function unavailableReason(bike: BikeState): string | null {
  if (bike.deleted || bike.sellerRemoved) return orderMessages.bookings.bikeUnavailable;
  return listingRefusal(bike);
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
  if (bike.sellerId === callerId)
    return { code: 'FORBIDDEN', message: orderMessages.bookings.ownBike };
  const reason = unavailableReason(bike);
  return reason ? { code: 'CONFLICT', message: reason } : null;
}
