import { toastMessages } from '@reride/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from '../../../lib/toast';
import { callApi } from '../../../lib/api-client';
import { patchCachedBike } from '../../../lib/bike-cache';
import { queryRoots } from '../../../lib/query-keys';
import { REPORT_BIKE_KEY, type ReportBikeVariables } from './report-bike-key';

/** PATCH /reported/:bikeId (any signed-in user but the seller): modifiedCount 0 = already reported. */
export function reportBike({ bikeId, body }: ReportBikeVariables) {
  return callApi('reportBike', { params: { bikeId }, body });
}

export function useReportBike() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: REPORT_BIKE_KEY,
    mutationFn: reportBike,
    onSuccess: (result, { bikeId }) => {
      if (result.modifiedCount > 0) toast.success(toastMessages.reported);
      else toast.error(toastMessages.alreadyReported);
      // Either way the bike is reported now: its card shows the badge without waiting. Others
      // may still report it (the hold counts distinct reporters); this viewer's button goes.
      patchCachedBike(queryClient, bikeId, { reported: true });
    },
    // The server's own sentence, e.g. for one's own bike.
    onError: (error) => toast.error(error.message),
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: queryRoots.bikes }),
        queryClient.invalidateQueries({ queryKey: queryRoots.reported }),
      ]),
  });
}
