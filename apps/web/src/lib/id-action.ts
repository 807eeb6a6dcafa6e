import type { EndpointName, ResponseOf } from '@reride/shared/contract';
import { useMutation, useQueryClient, type QueryKey } from '@tanstack/react-query';
import { toast } from './toast';
import { callApi, type CallInput } from './api-client';

type Counted = { deletedCount: number } | { modifiedCount: number };

/** Calls taking only an `:id` and answering how many documents they changed. */
export type IdActionName = {
  [N in EndpointName]: ResponseOf<N> extends Counted
    ? { params: { id: string } } extends CallInput<N>
      ? N
      : never
    : never;
}[EndpointName];

const changedCount = (result: Counted) =>
  'deletedCount' in result ? result.deletedCount : result.modifiedCount;

/**
 * A delete, remove, verify or unreport by id from a table: the success toast only when the call
 * changed something (a repeat changes nothing and says nothing), the server's message on failure,
 * and the lists it touches refetched either way.
 */
export function useIdAction(name: IdActionName, success: string, refresh: readonly QueryKey[]) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string): Promise<Counted> => callApi(name, { params: { id } }),
    onSuccess: (result) => {
      if (changedCount(result) > 0) toast.success(success);
    },
    onError: (error) => toast.error(error.message),
    onSettled: () =>
      Promise.all(refresh.map((queryKey) => queryClient.invalidateQueries({ queryKey }))),
  });
}
