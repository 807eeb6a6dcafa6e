import { useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { bookingsQueryRoot } from './query-keys';

/** GET /orders/:id: the order page for its buyer, its seller or an administrator (else 404). */
export function getOrder(id: string, signal?: AbortSignal) {
  return callApi('getOrder', { params: { id }, signal });
}

/** One order, under the bookings root: every action on a booking refetches it. */
export function useOrder(id: string) {
  return useQuery({
    queryKey: [...bookingsQueryRoot, 'order', id],
    queryFn: ({ signal }) => getOrder(id, signal),
    // The other side (buyer, seller, administrator) changes the order: fetch it on every visit.
    staleTime: 0,
  });
}
