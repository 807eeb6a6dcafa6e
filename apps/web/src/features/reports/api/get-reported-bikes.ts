import { MAX_PAGE_SIZE, type Bike } from '@reride/shared';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { callApiPage, type Page, cursorPaging } from '../../../lib/api-client';
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
    ...cursorPaging,
  });
}

export function useReportedBikes() {
  return useInfiniteQuery(reportedBikesQueryOptions());
}
