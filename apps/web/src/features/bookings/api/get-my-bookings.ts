import { MAX_PAGE_SIZE, type Booking } from '@reride/shared';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { callApiPage, type Page, cursorPaging } from '../../../lib/api-client';
import { bookingsQueryRoot } from './query-keys';

/** GET /bookings?email=: the buyer's own orders, one page. */
export function getMyBookings(
  email: string,
  cursor: string | undefined,
  signal?: AbortSignal,
): Promise<Page<Booking>> {
  return callApiPage('listMyBookings', { query: { email, limit: MAX_PAGE_SIZE, cursor }, signal });
}

export const myBookingsQueryKey = (email: string | null) =>
  [...bookingsQueryRoot, 'mine', email] as const;

export function myBookingsQueryOptions(email: string | null) {
  return infiniteQueryOptions({
    queryKey: myBookingsQueryKey(email),
    queryFn: ({ pageParam, signal }) => getMyBookings(email ?? '', pageParam, signal),
    ...cursorPaging,
    enabled: email !== null,
  });
}

export function useMyBookings(email: string | null) {
  return useInfiniteQuery(myBookingsQueryOptions(email));
}
