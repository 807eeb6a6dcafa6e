import type { BikeDetail } from '@reride/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { queryRoots } from '../../../lib/query-keys';

/** GET /bikes/:id (public): the bike page; 404 once the bike is deleted or its seller removed. */
export function getBike(id: string, signal?: AbortSignal): Promise<BikeDetail> {
  return callApi('getBike', { params: { id }, signal });
}

export function bikeQueryOptions(id: string) {
  return queryOptions({
    queryKey: [...queryRoots.bikes, 'detail', id],
    queryFn: ({ signal }) => getBike(id, signal),
  });
}

/** `id` null (not an id at all): nothing is asked. */
export function useBike(id: string | null) {
  return useQuery({ ...bikeQueryOptions(id ?? ''), enabled: id !== null });
}
