import { messages } from '@reride/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import toast from 'react-hot-toast';
import { callApi } from '../../../lib/api-client';
import { buyersQueryKey } from './get-buyers';

/** DELETE /buyers/:id (admin). */
export function removeBuyer(id: string) {
  return callApi('removeBuyer', { params: { id } });
}

export function useRemoveBuyer() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: removeBuyer,
    onSuccess: (result) => {
      if (result.deletedCount > 0) toast.success(messages.toast.buyerRemoved);
    },
    onError: (error) => toast.error(error.message),
    onSettled: () => queryClient.invalidateQueries({ queryKey: buyersQueryKey }),
  });
}
