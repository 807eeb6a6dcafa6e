import { useInfiniteQuery } from '@tanstack/react-query';
import { listQueryOptions } from '../../../lib/list-query';
import { queryRoots } from '../../../lib/query-keys';

/** Cards per request: three full rows of the widest grid. */
export const CATEGORY_PAGE_SIZE = 9;

/** GET /bikes/category/:categoryId: unsold bikes of a category, newest first, one page at a time. */
export function categoryBikesQueryOptions(categoryId: string) {
  return listQueryOptions([...queryRoots.bikes, 'category', categoryId], 'listCategoryBikes', {
    params: { categoryId },
    limit: CATEGORY_PAGE_SIZE,
  });
}

export function useCategoryBikes(categoryId: string) {
  return useInfiniteQuery(categoryBikesQueryOptions(categoryId));
}
