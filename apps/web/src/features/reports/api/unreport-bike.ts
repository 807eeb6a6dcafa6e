import { messages } from '@reride/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import toast from 'react-hot-toast';
import { callApi } from '../../../lib/api-client';
import { queryRoots } from '../../../lib/query-keys';

/** PATCH /unreport/:id (admin): the bike is back to unreported. */
export function unreportBike(id: string) {
  return callApi('unreportBike', { params: { id } });
}

export function useUnreportBike() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: unreportBike,
    onSuccess: (result) => {
      if (result.modifiedCount > 0) toast.success(messages.toast.unreported);
    },
    onError: (error) => toast.error(error.message),
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: queryRoots.reported }),
        queryClient.invalidateQueries({ queryKey: queryRoots.bikes }),
      ]),
  });
}
