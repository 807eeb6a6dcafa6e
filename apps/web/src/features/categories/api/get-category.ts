import type { Category } from '@reride/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';

/** GET /category-titles/:id: one category, for the category page's title. */
export function getCategory(id: string, signal?: AbortSignal): Promise<Category> {
  return callApi('getCategoryTitle', { params: { id }, auth: 'none', signal });
}

export function categoryQueryOptions(id: string) {
  return queryOptions({
    queryKey: ['categories', id],
    queryFn: ({ signal }) => getCategory(id, signal),
  });
}

export function useCategory(id: string) {
  return useQuery(categoryQueryOptions(id));
}
