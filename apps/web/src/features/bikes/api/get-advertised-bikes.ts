import type { Bike } from '@reride/shared';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { callApiPage, type Page, cursorPaging } from '../../../lib/api-client';
import { queryRoots } from '../../../lib/query-keys';

/** Two rows of the widest grid keep Home short; 'Load more' shows the rest. */
export const ADVERTISED_PAGE_SIZE = 6;

/** GET /bikes/advertised: advertised unsold bikes, one page. */
export function getAdvertisedBikes(
  cursor: string | undefined,
  signal?: AbortSignal,
): Promise<Page<Bike>> {
  return callApiPage('listAdvertisedBikes', {
    query: { limit: ADVERTISED_PAGE_SIZE, cursor },
    signal,
  });
}

export function advertisedBikesQueryOptions() {
  return infiniteQueryOptions({
    queryKey: [...queryRoots.bikes, 'advertised'],
    queryFn: ({ pageParam, signal }) => getAdvertisedBikes(pageParam, signal),
    ...cursorPaging,
  });
}

export function useAdvertisedBikes() {
  return useInfiniteQuery(advertisedBikesQueryOptions());
}
