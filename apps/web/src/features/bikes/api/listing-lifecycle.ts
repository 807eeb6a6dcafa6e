import { type Bike, catalogueMessages } from '@reride/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from '../../../lib/toast';
import { callApi } from '../../../lib/api-client';
import { queryRoots } from '../../../lib/query-keys';

/** A seller's step of a listing's life (docs/domain.md#listing-lifecycle). */
export type ListingAction = 'pause' | 'resume' | 'soldElsewhere' | 'renew';

const ENDPOINT = {
  pause: 'pauseBike',
  resume: 'resumeBike',
  soldElsewhere: 'markBikeSoldElsewhere',
  renew: 'renewBike',
} as const;

const DONE: Record<ListingAction, string> = {
  pause: catalogueMessages.bikes.didPause,
  resume: catalogueMessages.bikes.didResume,
  soldElsewhere: catalogueMessages.bikes.didSoldElsewhere,
  renew: catalogueMessages.bikes.didRenew,
};

export function changeListing({
  action,
  bike,
}: {
  action: ListingAction;
  bike: Pick<Bike, '_id'>;
}) {
  return callApi(ENDPOINT[action], { params: { id: bike._id } });
}

export function useListingAction() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: changeListing,
    onSuccess: (_result, { action }) => toast.success(DONE[action]),
    onError: (error) => toast.error(error.message),
    // The public lists and the bike page change with the listing.
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryRoots.bikes }),
  });
}

const DAY_MS = 24 * 60 * 60 * 1000;

/** "Expires in N days" or "Expired", from the listing's `expiresAt` and now. */
export function expiryText(bike: Pick<Bike, 'status' | 'expiresAt'>, now: Date): string | null {
  if (bike.status === 'expired') return catalogueMessages.bikes.expiredLabel;
  if (!bike.expiresAt || (bike.status !== 'unsold' && bike.status !== 'paused')) return null;
  const days = Math.floor((new Date(bike.expiresAt).getTime() - now.getTime()) / DAY_MS);
  return catalogueMessages.bikes.expiresIn(days);
}
