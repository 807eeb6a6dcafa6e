import { MAX_PAGE_SIZE, type ReceivedBooking } from '@reride/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApiPage } from '../../../lib/api-client';
import { bookingsQueryRoot } from './query-keys';

/**
 * A bound on the pages followed: the list feeds per-bike panels, filtered in the browser, so
 * it needs every page, but a runaway cursor must not loop for ever.
 */
const MAX_PAGES = 20;

/** GET /bookings/received: every booking on the seller's bikes, all pages, newest first. */
export async function getReceivedBookings(signal?: AbortSignal): Promise<ReceivedBooking[]> {
  const bookings: ReceivedBooking[] = [];
  let cursor: string | undefined;
  for (let page = 0; page < MAX_PAGES; page += 1) {
    const { items, nextCursor } = await callApiPage('listReceivedBookings', {
      query: { limit: MAX_PAGE_SIZE, cursor },
      signal,
    });
    bookings.push(...items);
    if (!nextCursor) break;
    cursor = nextCursor;
  }
  return bookings;
}

export const receivedBookingsQueryKey = [...bookingsQueryRoot, 'received'] as const;

/** One query for all the seller's bikes: each bike's panel selects its own rows. */
export function receivedBookingsQueryOptions() {
  return queryOptions({
    queryKey: receivedBookingsQueryKey,
    queryFn: ({ signal }) => getReceivedBookings(signal),
  });
}

export function useReceivedBookings(bikeId: string) {
  return useQuery({
    ...receivedBookingsQueryOptions(),
    select: (bookings) => bookings.filter((booking) => booking.bikeId === bikeId),
  });
}

/** The seller's Orders page: every received booking, from the query My Products shares. */
export function useAllReceivedBookings() {
  return useQuery(receivedBookingsQueryOptions());
}
