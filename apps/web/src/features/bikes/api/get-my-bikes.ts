import { MAX_PAGE_SIZE, type Bike } from '@reride/shared';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { callApiPage, type Page, cursorPaging } from '../../../lib/api-client';
import { queryRoots } from '../../../lib/query-keys';

/** GET /bikes?email=: the seller's own products, Sold included, one page. */
export function getMyBikes(
  email: string,
  cursor: string | undefined,
  signal?: AbortSignal,
): Promise<Page<Bike>> {
  return callApiPage('listMyBikes', { query: { email, limit: MAX_PAGE_SIZE, cursor }, signal });
}

export const myBikesQueryKey = (email: string | null) =>
  [...queryRoots.bikes, 'mine', email] as const;

export function myBikesQueryOptions(email: string | null) {
  return infiniteQueryOptions({
    queryKey: myBikesQueryKey(email),
    queryFn: ({ pageParam, signal }) => getMyBikes(email ?? '', pageParam, signal),
    ...cursorPaging,
    enabled: email !== null,
  });
}

export function useMyBikes(email: string | null) {
  return useInfiniteQuery(myBikesQueryOptions(email));
}
