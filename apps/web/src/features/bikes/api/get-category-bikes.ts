import type { Bike } from '@reride/shared';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { callApiPage, type Page, cursorPaging } from '../../../lib/api-client';
import { queryRoots } from '../../../lib/query-keys';

/** Cards per request: three full rows of the widest grid. */
export const CATEGORY_PAGE_SIZE = 9;

/** GET /bikes/category/:categoryId: unsold bikes of a category, newest first, one page. */
export function getCategoryBikes(
  categoryId: string,
  cursor: string | undefined,
  signal?: AbortSignal,
): Promise<Page<Bike>> {
  return callApiPage('listCategoryBikes', {
    params: { categoryId },
    query: { limit: CATEGORY_PAGE_SIZE, cursor },
    signal,
  });
}

export function categoryBikesQueryOptions(categoryId: string) {
  return infiniteQueryOptions({
    queryKey: [...queryRoots.bikes, 'category', categoryId],
    queryFn: ({ pageParam, signal }) => getCategoryBikes(categoryId, pageParam, signal),
    ...cursorPaging,
  });
}

export function useCategoryBikes(categoryId: string) {
  return useInfiniteQuery(categoryBikesQueryOptions(categoryId));
}
