import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';

/**
 * POST /create-payment-intent: the server prices the booking from its own records and reuses
 * the booking's open intent, so asking again (a remount, a retry) never charges twice.
 */
export function createPaymentIntent(bookingId: string, signal?: AbortSignal) {
  return callApi('createPaymentIntent', { body: { bookingId }, signal });
}

export function paymentIntentQueryOptions(bookingId: string) {
  return queryOptions({
    queryKey: ['payments', 'intent', bookingId] as const,
    queryFn: ({ signal }) => createPaymentIntent(bookingId, signal),
    // One intent per visit of the page: kept while it is open, asked again on the next visit.
    staleTime: Infinity,
    gcTime: 0,
  });
}

export function usePaymentIntent(bookingId: string) {
  return useQuery(paymentIntentQueryOptions(bookingId));
}
