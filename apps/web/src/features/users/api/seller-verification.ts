import type { VerificationState, WithdrawVerificationBody } from '@reride/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { sellersQueryKey } from './get-users';

/** POST /sellers/:id/verification/withdrawal (admin): the badge ends; All Sellers refreshes. */
export function useWithdrawVerification() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({
      id,
      body,
    }: {
      id: string;
      body: WithdrawVerificationBody;
    }): Promise<VerificationState> => callApi('withdrawVerification', { params: { id }, body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: sellersQueryKey }),
  });
}
