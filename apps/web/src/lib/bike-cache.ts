import type { Bike } from '@reride/shared/schemas';
import type { InfiniteData, QueryClient } from '@tanstack/react-query';
import type { Page } from './api-client';
import { queryRoots } from './query-keys';

function isBikePages(data: unknown): data is InfiniteData<Page<Bike>> {
  return typeof data === 'object' && data !== null && 'pages' in data && Array.isArray(data.pages);
}

/**
 * Changes one bike in every cached bike list at once (e.g. `reported: true` right after a
 * report), before the lists are refetched. Lists are infinite queries of `Page<Bike>`.
 */
export function patchCachedBike(queryClient: QueryClient, bikeId: string, patch: Partial<Bike>) {
  queryClient.setQueriesData<unknown>({ queryKey: queryRoots.bikes }, (data: unknown) => {
    if (!isBikePages(data)) return data;
    return {
      ...data,
      pages: data.pages.map((page) => ({
        ...page,
        items: page.items.map((bike) => (bike._id === bikeId ? { ...bike, ...patch } : bike)),
      })),
    };
  });
}
