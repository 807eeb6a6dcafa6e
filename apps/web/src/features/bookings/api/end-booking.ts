import { messages } from '@reride/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import toast from 'react-hot-toast';
import { callApi } from '../../../lib/api-client';
import { bookingsQueryRoot } from './query-keys';

/** After any change, the buyer's orders and the seller's received bookings refetch. */
function useEndBooking<V>(end: (vars: V) => Promise<unknown>, success: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: end,
    onSuccess: () => toast.success(success),
    onError: (error) => toast.error(error.message),
    onSettled: () => queryClient.invalidateQueries({ queryKey: bookingsQueryRoot }),
  });
}

/** POST /bookings/:id/cancel (buyer): an unpaid booking of theirs. */
export const useCancelBooking = () =>
  useEndBooking(
    (id: string) => callApi('cancelBooking', { params: { id } }),
    messages.bookings.cancelledToast,
  );

/** POST /bookings/:id/decline (seller): with an optional reason the buyer reads. */
export const useDeclineBooking = () =>
  useEndBooking(
    ({ id, reason }: { id: string; reason: string }) =>
      callApi('declineBooking', { params: { id }, body: { reason } }),
    messages.bookings.declinedToast,
  );

/** POST /bookings/:id/handover (buyer): the bike of a paid booking arrived. */
export const useConfirmHandover = () =>
  useEndBooking(
    (id: string) => callApi('confirmHandover', { params: { id } }),
    messages.bookings.completedToast,
  );
