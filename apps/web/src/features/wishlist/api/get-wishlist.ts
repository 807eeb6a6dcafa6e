import type { WishlistItem } from '@reride/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { wishlistKeys } from './query-keys';

/** GET /wishlist (buyer): saved bikes, newest saved first, each with its availability. */
export function getWishlist(signal?: AbortSignal): Promise<WishlistItem[]> {
  return callApi('listWishlist', { signal });
}

export function wishlistQueryOptions() {
  return queryOptions({
    queryKey: wishlistKeys.list(),
    queryFn: ({ signal }) => getWishlist(signal),
    // Saved bikes get sold by other people: the page always asks again when opened.
    staleTime: 0,
  });
}

export function useWishlist() {
  return useQuery(wishlistQueryOptions());
}
