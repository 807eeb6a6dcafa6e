import type { Booking } from '@reride/shared';

const HOLDING: readonly Booking['status'][] = ['booked', 'paid', 'disputed', 'completed'];

/**
 * Whether the viewer's booking still holds the bike for them: the bike page then shows where it
 * stands (bike-booking-status.tsx, which has a headline for exactly these) in place of Book.
 * Apart from that component, which loads only when there is such a booking.
 */
export function bookingHoldsBike(booking: Booking): boolean {
  return HOLDING.includes(booking.status);
}
