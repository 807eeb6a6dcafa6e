import type { Bike } from '@reride/shared';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { callApiPage, type Page, cursorPaging } from '../../../lib/api-client';
import { queryRoots } from '../../../lib/query-keys';
import { CATEGORY_PAGE_SIZE } from './get-category-bikes';

/** GET /bikes/search: listed bikes matching every given filter, one page. */
export function searchBikes(
  query: Record<string, string>,
  cursor: string | undefined,
  signal?: AbortSignal,
): Promise<Page<Bike>> {
  return callApiPage('searchBikes', {
    query: { ...query, limit: CATEGORY_PAGE_SIZE, cursor },
    signal,
  });
}

export function searchBikesQueryOptions(query: Record<string, string>) {
  return infiniteQueryOptions({
    // Under the bikes root: a report or a sale refreshes search results like any bike list.
    queryKey: [...queryRoots.bikes, 'search', query],
    queryFn: ({ pageParam, signal }) => searchBikes(query, pageParam, signal),
    ...cursorPaging,
  });
}

/** `query` null: the filters do not hold together (e.g. min above max), nothing is asked. */
export function useSearchBikes(query: Record<string, string> | null) {
  return useInfiniteQuery({ ...searchBikesQueryOptions(query ?? {}), enabled: query !== null });
}
