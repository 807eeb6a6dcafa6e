import { messages } from '@reride/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import toast from 'react-hot-toast';
import { callApi } from '../../../lib/api-client';
import { queryRoots } from '../../../lib/query-keys';

/** DELETE /reported/:id (admin): removes the bike from the site (soft, audited). */
export function deleteReportedBike(id: string) {
  return callApi('deleteReportedBike', { params: { id } });
}

export function useDeleteReportedBike() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteReportedBike,
    onSuccess: (result) => {
      if (result.deletedCount > 0) toast.success(messages.toast.itemRemoved);
    },
    onError: (error) => toast.error(error.message),
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: queryRoots.reported }),
        queryClient.invalidateQueries({ queryKey: queryRoots.bikes }),
      ]),
  });
}
