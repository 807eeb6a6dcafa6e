import { catalogueMessages } from '@reride/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from '../../../lib/toast';
import { callApi } from '../../../lib/api-client';
import { wishlistKeys } from './query-keys';

export interface ToggleWishlistInput {
  bikeId: string;
  /** true: PUT /wishlist/:bikeId; false: DELETE /wishlist/:bikeId. Both are idempotent. */
  save: boolean;
}

export async function toggleWishlist({ bikeId, save }: ToggleWishlistInput): Promise<boolean> {
  const params = { bikeId };
  const result = save
    ? await callApi('saveToWishlist', { params })
    : await callApi('removeFromWishlist', { params });
  return result.saved;
}

/**
 * Save or forget a bike. The toggle flips at once (the cached ids change before the answer)
 * and flips back with the server's message if the request fails.
 */
export function useToggleWishlist() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: toggleWishlist,
    onMutate: async ({ bikeId, save }) => {
      await queryClient.cancelQueries({ queryKey: wishlistKeys.ids() });
      const previous = queryClient.getQueryData<string[]>(wishlistKeys.ids());
      queryClient.setQueryData<string[]>(wishlistKeys.ids(), (ids = []) =>
        save ? [...ids.filter((id) => id !== bikeId), bikeId] : ids.filter((id) => id !== bikeId),
      );
      return { previous };
    },
    onSuccess: (saved) =>
      toast.success(saved ? catalogueMessages.wishlist.saved : catalogueMessages.wishlist.removed),
    onError: (error, _input, context) => {
      queryClient.setQueryData(wishlistKeys.ids(), context?.previous);
      toast.error(error.message);
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: wishlistKeys.root }),
  });
}
