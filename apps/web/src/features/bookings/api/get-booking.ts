import { useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { bookingsQueryRoot } from './query-keys';

/** GET /bookings/:id: one of the caller's own bookings (someone else's answers 404). */
export function getBooking(id: string, signal?: AbortSignal) {
  return callApi('getBooking', { params: { id }, signal });
}

/** One order, under the bookings root: every change to a booking refetches it. */
export function useBooking(id: string) {
  return useQuery({
    queryKey: [...bookingsQueryRoot, 'one', id],
    queryFn: ({ signal }) => getBooking(id, signal),
  });
}
