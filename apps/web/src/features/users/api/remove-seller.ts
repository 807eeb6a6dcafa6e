import { messages } from '@reride/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import toast from 'react-hot-toast';
import { callApi } from '../../../lib/api-client';
import { sellersQueryKey } from './get-sellers';

/** DELETE /sellers/:id (admin). */
export function removeSeller(id: string) {
  return callApi('removeSeller', { params: { id } });
}

export function useRemoveSeller() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: removeSeller,
    onSuccess: (result) => {
      if (result.deletedCount > 0) toast.success(messages.toast.sellerRemoved);
    },
    onError: (error) => toast.error(error.message),
    onSettled: () => queryClient.invalidateQueries({ queryKey: sellersQueryKey }),
  });
}
