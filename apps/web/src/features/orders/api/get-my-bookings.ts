import { useInfiniteQuery } from '@tanstack/react-query';
import { listQueryOptions } from '../../../lib/list-query';
import { bookingsQueryRoot } from './query-keys';

export const myBookingsQueryKey = (email: string | null) =>
  [...bookingsQueryRoot, 'mine', email] as const;

/** GET /bookings?email=: the buyer's own orders one page at a time. */
export function myBookingsQueryOptions(email: string | null) {
  return {
    ...listQueryOptions(myBookingsQueryKey(email), 'listMyBookings', {
      query: { email: email ?? '' },
    }),
    enabled: email !== null,
  };
}

export function useMyBookings(email: string | null) {
  return useInfiniteQuery(myBookingsQueryOptions(email));
}
