import type { CreateBookingBody } from '@reride/shared';
import { callApi } from '../../../lib/api-client';
import { useRefreshingMutation } from '../../../lib/refreshing-mutation';
import { bookingsQueryRoot } from './query-keys';

/** POST /bookings: only what the buyer typed; the server derives name, email, price and seller. */
export function createBooking(body: CreateBookingBody) {
  return callApi('createBooking', { body });
}

/** Not awaited: the modal closes at once; the orders refetch whenever they are next shown. */
export function useCreateBooking() {
  return useRefreshingMutation(createBooking, [bookingsQueryRoot], { wait: false });
}
