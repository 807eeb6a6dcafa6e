import { type RejectListingBody, moderationMessages } from '@reride/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { queryRoots } from '../../../lib/query-keys';
import { toast } from '../../../lib/toast';

export interface RejectListingVariables {
  id: string;
  body: RejectListingBody;
}

/** The bike page and every list show the decision; the queue loses the row. */
const refreshAfterDecision = (queryClient: ReturnType<typeof useQueryClient>) =>
  Promise.all(
    [queryRoots.bikes, ['moderation-queue']].map((queryKey) =>
      queryClient.invalidateQueries({ queryKey }),
    ),
  );

/** POST /bikes/:id/approval (admin): a seller's first listing goes public. */
export function useApproveListing() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => callApi('approveBike', { params: { id } }),
    onSuccess: () => toast.success(moderationMessages.approval.approved),
    // The server's sentence: decided meanwhile by another administrator, or gone.
    onError: (error) => toast.error(error.message),
    onSettled: () => refreshAfterDecision(queryClient),
  });
}

/** POST /bikes/:id/rejection (admin): the listing is removed and the seller reads the reason. */
export function useRejectListing() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: RejectListingVariables) =>
      callApi('rejectBike', { params: { id }, body }),
    onSuccess: () => toast.success(moderationMessages.approval.rejected),
    onError: (error) => toast.error(error.message),
    onSettled: () => refreshAfterDecision(queryClient),
  });
}
