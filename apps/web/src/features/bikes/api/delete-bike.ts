import { messages } from '@reride/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import toast from 'react-hot-toast';
import { callApi } from '../../../lib/api-client';
import { queryRoots } from '../../../lib/query-keys';

/** DELETE /bikes/:id (owner). */
export function deleteBike(id: string) {
  return callApi('deleteBike', { params: { id } });
}

export function useDeleteBike() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteBike,
    onSuccess: (result) => {
      if (result.deletedCount > 0) toast.success(messages.toast.productDeleted);
    },
    onError: (error) => toast.error(error.message),
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: queryRoots.bikes }),
        queryClient.invalidateQueries({ queryKey: queryRoots.reported }),
      ]),
  });
}
