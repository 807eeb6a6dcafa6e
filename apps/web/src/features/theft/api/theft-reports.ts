import {
  type SerialDuplicateDismissalBody,
  type TheftReportBody,
  type TheftReportState,
  type TheftWithdrawalBody,
  theftMessages,
} from '@reride/shared';
import { useInfiniteQuery, useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { useIdAction } from '../../../lib/id-action';
import { listQueryOptions } from '../../../lib/list-query';
import { queryRoots } from '../../../lib/query-keys';
import { toast } from '../../../lib/toast';

const theftRoot = ['theft-reports'] as const;
const texts = theftMessages;

/** POST /theft-reports: the caller reports their own bike stolen by its frame serial. */
export function useReportTheft() {
  return useMutation({
    mutationFn: (body: TheftReportBody) => callApi('reportTheft', { body }),
  });
}

/** GET /theft-reports (admin): the reports in one state, newest first. */
export function useTheftReports(state: TheftReportState) {
  return useInfiniteQuery(
    listQueryOptions([...theftRoot, state], 'listTheftReports', { query: { state } }),
  );
}

/** POST /theft-reports/:id/confirmation (admin). */
export const useConfirmTheftReport = () =>
  useIdAction('confirmTheftReport', texts.admin.confirmed, [theftRoot, queryRoots.todos]);

/** POST /theft-reports/:id/withdrawal (admin), with the reason. */
export function useWithdrawTheftReport() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: string; body: TheftWithdrawalBody }) =>
      callApi('withdrawTheftReport', { params: { id }, body }),
    onSuccess: () => toast.success(texts.admin.withdrawn),
    onError: (error) => toast.error(error.message),
    onSettled: () => queryClient.invalidateQueries({ queryKey: theftRoot }),
  });
}

/** POST /serial-holds/:id/release (admin): the listing held for its serial is public again. */
export const useReleaseSerialHold = () =>
  useIdAction('releaseSerialHold', texts.admin.released, [queryRoots.bikes]);

const sharedRoot = ['serial-duplicates'] as const;

/** GET /serial-duplicates (admin): serials on live listings of different sellers, oldest first. */
export function useSerialDuplicates() {
  return useInfiniteQuery(listQueryOptions([...sharedRoot], 'listSerialDuplicates'));
}

/** POST /serial-duplicates/:id/dismissal (admin), with the reason. */
export function useDismissSerialDuplicate() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: string; body: SerialDuplicateDismissalBody }) =>
      callApi('dismissSerialDuplicate', { params: { id }, body }),
    onSuccess: () => toast.success(texts.shared.dismissed),
    onError: (error) => toast.error(error.message),
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: sharedRoot }),
        queryClient.invalidateQueries({ queryKey: queryRoots.todos }),
      ]),
  });
}
