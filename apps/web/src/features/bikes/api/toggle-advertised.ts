import { type Bike, toastMessages } from '@reride/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from '../../../lib/toast';
import { callApi } from '../../../lib/api-client';
import { queryRoots } from '../../../lib/query-keys';

/**
 * PATCH /bikes/:id (owner, unsold only): the server flips the stored flag and answers the new
 * one; the body carries the value the seller saw, as the spec's call did.
 */
export function toggleAdvertised(bike: Pick<Bike, '_id' | 'advertised'>) {
  return callApi('toggleAdvertised', {
    params: { id: bike._id },
    body: { advertised: bike.advertised },
  });
}

export function useToggleAdvertised() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: toggleAdvertised,
    onSuccess: (result) => {
      // The toast follows the database's answer, not what the button said.
      if (result.advertised) toast.success(toastMessages.advertised);
      else toast.error(toastMessages.advertisementRevoked);
    },
    onError: (error) => toast.error(error.message),
    // Home's advertised items change too.
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryRoots.bikes }),
  });
}
