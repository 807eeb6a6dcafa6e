import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { wishlistKeys } from './query-keys';

/** GET /wishlist/ids (buyer): which bikes the Save toggles show as Saved. */
export function getWishlistIds(signal?: AbortSignal): Promise<string[]> {
  return callApi('listWishlistIds', { signal });
}

export function wishlistIdsQueryOptions() {
  return queryOptions({
    queryKey: wishlistKeys.ids(),
    queryFn: ({ signal }) => getWishlistIds(signal),
  });
}

/** Only buyers have a wishlist: for anyone else nothing is asked. */
export function useWishlistIds(enabled: boolean) {
  return useQuery({ ...wishlistIdsQueryOptions(), enabled });
}
