import { useInfiniteQuery } from '@tanstack/react-query';
import { listQueryOptions } from '../../../lib/list-query';
import { queryRoots } from '../../../lib/query-keys';

/** GET /reported (admin): reported bikes, one page at a time. */
export function reportedBikesQueryOptions() {
  return listQueryOptions(queryRoots.reported, 'listReported');
}

export function useReportedBikes() {
  return useInfiniteQuery(reportedBikesQueryOptions());
}
