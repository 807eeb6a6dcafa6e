import type { SanctionReasonBody, Sanction, SuspendUserBody } from '@reride/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { queryRoots } from '../../../lib/query-keys';
import { buyersQueryKey, sellersQueryKey } from './get-users';

export const mySanctionQueryKey = queryRoots.mySanction;

/** An administrator's decision about a person (docs/domain.md#sanctions). */
export type SanctionDecision =
  | { kind: 'warn'; body: SanctionReasonBody }
  | { kind: 'suspend'; body: SuspendUserBody }
  | { kind: 'lift'; body: SanctionReasonBody };

function decide(id: string, decision: SanctionDecision): Promise<Sanction> {
  const params = { id };
  if (decision.kind === 'warn') return callApi('warnUser', { params, body: decision.body });
  if (decision.kind === 'suspend') return callApi('suspendUser', { params, body: decision.body });
  return callApi('liftSuspension', { params, body: decision.body });
}

/** POST /users/:id/warning, /suspension or /suspension/lift (admin); both lists refresh. */
export function useSanctionDecision() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, decision }: { id: string; decision: SanctionDecision }) =>
      decide(id, decision),
    onSuccess: () =>
      Promise.all(
        [buyersQueryKey, sellersQueryKey].map((queryKey) =>
          queryClient.invalidateQueries({ queryKey }),
        ),
      ),
  });
}

/** GET /users/me/sanction: the dashboard's banner and warning. */
export function useMySanction(enabled = true) {
  return useQuery({
    queryKey: mySanctionQueryKey,
    queryFn: ({ signal }): Promise<Sanction> => callApi('getMySanction', { signal }),
    enabled,
  });
}

/** POST /users/me/sanction/warning/acknowledge: the warning is not shown again. */
export function useAcknowledgeWarning() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (): Promise<Sanction> => callApi('acknowledgeWarning', {}),
    onSuccess: (sanction) => queryClient.setQueryData(mySanctionQueryKey, sanction),
  });
}
