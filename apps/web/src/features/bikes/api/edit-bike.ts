import type { EditBikeBody } from '@reride/shared';
import { callApi } from '../../../lib/api-client';
import { useRefreshingMutation } from '../../../lib/refreshing-mutation';
import { queryRoots } from '../../../lib/query-keys';

export interface EditBikeInput {
  id: string;
  body: EditBikeBody;
}

/** PUT /bikes/:id (the bike's seller): the whole form but the photos (docs/domain.md#editing). */
export function editBike({ id, body }: EditBikeInput) {
  return callApi('editBike', { params: { id }, body });
}

/** The form shows its own toasts: success navigates away, failure keeps the values. */
export function useEditBike() {
  return useRefreshingMutation(editBike, [queryRoots.bikes]);
}
