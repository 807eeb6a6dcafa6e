import type { User } from '@reride/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';

export const sellersQueryKey = ['users', 'sellers'] as const;

/** GET /users/sellers (admin). */
export function getSellers(signal?: AbortSignal): Promise<User[]> {
  return callApi('listSellers', { signal });
}

export function sellersQueryOptions() {
  return queryOptions({ queryKey: sellersQueryKey, queryFn: ({ signal }) => getSellers(signal) });
}

export function useSellers() {
  return useQuery(sellersQueryOptions());
}
