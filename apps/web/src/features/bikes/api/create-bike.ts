import type { CreateBikeBody } from '@reride/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { queryRoots } from '../../../lib/query-keys';

/** POST /bikes (seller): the image is uploaded first and travels as its URL. */
export function createBike(body: CreateBikeBody) {
  return callApi('createBike', { body });
}

/** The form shows its own toasts: success navigates away, failure keeps the values. */
export function useCreateBike() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createBike,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryRoots.bikes }),
  });
}
