import type { CreateBikeBody } from '@reride/shared';
import { callApi } from '../../../lib/api-client';
import { useRefreshingMutation } from '../../../lib/refreshing-mutation';
import { queryRoots } from '../../../lib/query-keys';

/** POST /bikes (seller): the image is uploaded first and travels as its URL. */
export function createBike(body: CreateBikeBody) {
  return callApi('createBike', { body });
}

/** The form shows its own toasts: success navigates away, failure keeps the values. */
export function useCreateBike() {
  return useRefreshingMutation(createBike, [queryRoots.bikes]);
}
