import { toastMessages } from '@reride/shared';
import { useIdAction } from '../../../lib/id-action';
import { queryRoots } from '../../../lib/query-keys';

/** DELETE /bikes/:id (owner): My Products and, if it was reported, Reported Items refetch. */
export const useDeleteBike = () =>
  useIdAction('deleteBike', toastMessages.productDeleted, [queryRoots.bikes, queryRoots.reported]);
