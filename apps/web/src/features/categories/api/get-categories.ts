import type { Category } from '@reride/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';

/** GET /categories: the three category cards of the home page. */
export function getCategories(signal?: AbortSignal): Promise<Category[]> {
  return callApi('listCategories', { auth: 'none', signal });
}

export function categoriesQueryOptions() {
  return queryOptions({
    queryKey: ['categories'],
    queryFn: ({ signal }) => getCategories(signal),
  });
}

export function useCategories() {
  return useQuery(categoriesQueryOptions());
}
