import { SIMILAR_BIKES_CANDIDATES, SIMILAR_BIKES_LIMIT, type Bike } from '@reride/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApiPage } from '../../../lib/api-client';
import { queryRoots } from '../../../lib/query-keys';

/** "Nearby price": within this share of the bike's price either side (docs/domain.md#listings). */
export const SIMILAR_PRICE_BAND = 0.3;

type Shown = Pick<Bike, '_id' | 'categoryId' | 'resalePrice'>;

/**
 * Similar bikes through the public search (listed bikes only, one indexed read): the same
 * category within the price band, then the nearest prices first, never the bike itself.
 */
export async function getSimilarBikes(bike: Shown, signal?: AbortSignal): Promise<Bike[]> {
  const page = await callApiPage('searchBikes', {
    query: {
      categoryId: bike.categoryId,
      minPrice: Math.floor(bike.resalePrice * (1 - SIMILAR_PRICE_BAND)),
      maxPrice: Math.ceil(bike.resalePrice * (1 + SIMILAR_PRICE_BAND)),
      limit: SIMILAR_BIKES_CANDIDATES,
    },
    signal,
  });
  const distance = (other: Bike) => Math.abs(other.resalePrice - bike.resalePrice);
  return page.items
    .filter((other) => other._id !== bike._id)
    .sort((a, b) => distance(a) - distance(b))
    .slice(0, SIMILAR_BIKES_LIMIT);
}

export function similarBikesQueryOptions(bike: Shown) {
  return queryOptions({
    // Under the bikes root: a sale or a report refreshes them like any bike list.
    queryKey: [...queryRoots.bikes, 'similar', bike._id, bike.categoryId, bike.resalePrice],
    queryFn: ({ signal }) => getSimilarBikes(bike, signal),
  });
}

export function useSimilarBikes(bike: Shown) {
  return useQuery(similarBikesQueryOptions(bike));
}
