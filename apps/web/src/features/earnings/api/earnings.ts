import { MAX_PAGE_SIZE, orderMessages } from '@reride/shared';
import { useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { toast } from '../../../lib/toast';
import { callApi, callApiPage, cursorPaging } from '../../../lib/api-client';

/** The balances and the ledger: a payout refetches both. */
export const earningsQueryRoot = ['earnings'] as const;

/** GET /earnings (seller): pending, available and paid out, in cents. */
export function useEarnings() {
  return useQuery({
    queryKey: [...earningsQueryRoot, 'summary'],
    queryFn: ({ signal }) => callApi('getEarnings', { signal }),
  });
}

/** GET /earnings/entries (seller): the ledger behind the balances, newest first, paged. */
export function useEarningsEntries() {
  return useInfiniteQuery({
    queryKey: [...earningsQueryRoot, 'entries'],
    queryFn: ({ pageParam, signal }) =>
      callApiPage('listEarningsEntries', {
        query: { limit: MAX_PAGE_SIZE, cursor: pageParam },
        signal,
      }),
    ...cursorPaging,
  });
}

/** POST /earnings/payouts (seller): everything available is paid out. */
export function useRequestPayout() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => callApi('requestPayout'),
    onSuccess: () => toast.success(orderMessages.orders.payoutToast),
    onError: (error) => toast.error(error.message),
    onSettled: () => queryClient.invalidateQueries({ queryKey: earningsQueryRoot }),
  });
}
