import { useInfiniteQuery } from '@tanstack/react-query';
import { listQueryOptions } from '../../../lib/list-query';
import { queryRoots } from '../../../lib/query-keys';

export const myBikesQueryKey = (email: string | null) => [...queryRoots.myBikes, email] as const;

/** GET /bikes?email=: the seller's own products, Sold included one page at a time. */
export function myBikesQueryOptions(email: string | null) {
  return {
    ...listQueryOptions(myBikesQueryKey(email), 'listMyBikes', { query: { email: email ?? '' } }),
    enabled: email !== null,
  };
}

export function useMyBikes(email: string | null) {
  return useInfiniteQuery(myBikesQueryOptions(email));
}
