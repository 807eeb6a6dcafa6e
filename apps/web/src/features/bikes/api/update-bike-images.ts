import { catalogueMessages } from '@reride/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from '../../../lib/toast';
import { callApi } from '../../../lib/api-client';
import { queryRoots } from '../../../lib/query-keys';

export interface UpdateBikeImagesInput {
  id: string;
  images: string[];
}

/** PATCH /bikes/:id/images (the bike's seller): the new order, the first photo is the cover. */
export function updateBikeImages({ id, images }: UpdateBikeImagesInput) {
  return callApi('updateBikeImages', { params: { id }, body: { images } });
}

export function useUpdateBikeImages() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateBikeImages,
    onSuccess: () => toast.success(catalogueMessages.bikes.imagesUpdated),
    onError: (error) => toast.error(error.message),
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryRoots.bikes }),
  });
}
