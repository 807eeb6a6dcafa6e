import { queryRoots } from '../../../lib/query-keys';

/**
 * Every bookings query lives under this root: the buyer's orders, one booking, the bookings a
 * seller received. Booking or paying invalidates the root, so each list refetches.
 */
export const bookingsQueryRoot = queryRoots.bookings;
