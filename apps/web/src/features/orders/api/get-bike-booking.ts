import { useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { bookingsQueryRoot } from './query-keys';

/**
 * GET /bikes/:id/my-booking: the signed-in buyer's own booking of one bike, or null. Under the
 * bookings root, so booking, paying or cancelling refreshes what the bike page says.
 */
export function useBikeBooking(bikeId: string | null, enabled: boolean) {
  return useQuery({
    queryKey: [...bookingsQueryRoot, 'bike', bikeId] as const,
    queryFn: ({ signal }) => callApi('getBikeBooking', { params: { id: bikeId ?? '' }, signal }),
    enabled: enabled && bikeId !== null,
    select: (data) => data.booking,
  });
}
