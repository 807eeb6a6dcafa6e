import type { Bike, PublicProfile } from '@reride/shared';
import { infiniteQueryOptions, useInfiniteQuery, type InfiniteData } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import type { Page } from '../../../lib/api/paging';
import { queryRoots } from '../../../lib/query-keys';

/** Cards per request: three full rows of the widest grid, as the category pages. */
export const PROFILE_PAGE_SIZE = 9;

/**
 * GET /users/:id/profile (public): the person and one page of their listed bikes per request,
 * the next from the previous answer's `nextCursor`. Under the bikes' root, so a change to any
 * bike list refreshes it too.
 */
export function profileQueryOptions(id: string) {
  return infiniteQueryOptions({
    queryKey: [...queryRoots.bikes, 'profile', id],
    queryFn: ({ pageParam, signal }): Promise<PublicProfile> =>
      callApi('getUserProfile', {
        params: { id },
        query: { limit: PROFILE_PAGE_SIZE, ...(pageParam ? { cursor: pageParam } : {}) },
        signal,
      }),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
  });
}

/** `id` null (not an id at all): nothing is asked. */
export function useProfile(id: string | null) {
  return useInfiniteQuery({ ...profileQueryOptions(id ?? ''), enabled: id !== null });
}

/** The same answers as pages of bikes, the shape the bike grids page through. */
function asBikePages(data: InfiniteData<PublicProfile>): InfiniteData<Page<Bike>> {
  const pages = data.pages.map((p) => ({ items: p.bikes, nextCursor: p.nextCursor }));
  return { pages, pageParams: data.pageParams };
}

export function useProfileBikes(id: string | null) {
  return useInfiniteQuery({
    ...profileQueryOptions(id ?? ''),
    enabled: id !== null,
    select: asBikePages,
  });
}
