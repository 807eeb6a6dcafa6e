import type { CreateBookingBody } from '@reride/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { bookingsQueryRoot } from './query-keys';

/** POST /bookings: only what the buyer typed; the server derives name, email, price and seller. */
export function createBooking(body: CreateBookingBody) {
  return callApi('createBooking', { body });
}

export function useCreateBooking() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createBooking,
    // Not awaited: the modal closes at once; the orders refetch whenever they are next shown.
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: bookingsQueryRoot });
    },
  });
}
