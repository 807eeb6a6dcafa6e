import { messages } from '@reride/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import toast from 'react-hot-toast';
import { callApi } from '../../../lib/api-client';
import { sellersQueryKey } from './get-sellers';

/** PATCH /sellers/:id (admin): unverified → verified. */
export function verifySeller(id: string) {
  return callApi('verifySeller', { params: { id } });
}

export function useVerifySeller() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: verifySeller,
    onSuccess: (result) => {
      if (result.modifiedCount > 0) toast.success(messages.toast.sellerVerified);
    },
    onError: (error) => toast.error(error.message),
    onSettled: () => queryClient.invalidateQueries({ queryKey: sellersQueryKey }),
  });
}
