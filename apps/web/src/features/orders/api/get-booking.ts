import { callApi } from '../../../lib/api-client';

/** GET /bookings/:id: one of the caller's own bookings (someone else's answers 404). */
export function getBooking(id: string, signal?: AbortSignal) {
  return callApi('getBooking', { params: { id }, signal });
}
