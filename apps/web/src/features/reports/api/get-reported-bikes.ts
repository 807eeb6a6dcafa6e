import { MAX_PAGE_SIZE, type Bike } from '@reride/shared';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { callApiPage, type Page } from '../../../lib/api-client';
import { queryRoots } from '../../../lib/query-keys';

/** GET /reported (admin): reported bikes, one page. */
export function getReportedBikes(
  cursor: string | undefined,
  signal?: AbortSignal,
): Promise<Page<Bike>> {
  return callApiPage('listReported', { query: { limit: MAX_PAGE_SIZE, cursor }, signal });
}

export function reportedBikesQueryOptions() {
  return infiniteQueryOptions({
    queryKey: queryRoots.reported,
    queryFn: ({ pageParam, signal }) => getReportedBikes(pageParam, signal),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.nextCursor ?? undefined,
  });
}

export function useReportedBikes() {
  return useInfiniteQuery(reportedBikesQueryOptions());
}
