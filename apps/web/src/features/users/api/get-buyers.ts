import type { User } from '@reride/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';

export const buyersQueryKey = ['users', 'buyers'] as const;

/** GET /users/buyers (admin). */
export function getBuyers(signal?: AbortSignal): Promise<User[]> {
  return callApi('listBuyers', { signal });
}

export function buyersQueryOptions() {
  return queryOptions({ queryKey: buyersQueryKey, queryFn: ({ signal }) => getBuyers(signal) });
}

export function useBuyers() {
  return useQuery(buyersQueryOptions());
}
