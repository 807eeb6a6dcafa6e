import { toastMessages } from '@reride/shared';
import { useIdAction } from '../../../lib/id-action';
import { queryRoots } from '../../../lib/query-keys';

const touched = [queryRoots.reported, queryRoots.bikes];

/** PATCH /unreport/:id (admin): the bike is back to unreported. */
export const useUnreportBike = () => useIdAction('unreportBike', toastMessages.unreported, touched);

/** DELETE /reported/:id (admin): removes the bike from the site (soft, audited). */
export const useDeleteReportedBike = () =>
  useIdAction('deleteReportedBike', toastMessages.itemRemoved, touched);
