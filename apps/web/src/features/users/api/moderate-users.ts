import { messages } from '@reride/shared';
import { useIdAction } from '../../../lib/id-action';
import { buyersQueryKey } from './get-buyers';
import { sellersQueryKey } from './get-sellers';

/** DELETE /buyers/:id (admin). */
export const useRemoveBuyer = () =>
  useIdAction('removeBuyer', messages.toast.buyerRemoved, [buyersQueryKey]);

/** DELETE /sellers/:id (admin). */
export const useRemoveSeller = () =>
  useIdAction('removeSeller', messages.toast.sellerRemoved, [sellersQueryKey]);

/** PATCH /sellers/:id (admin): unverified → verified. */
export const useVerifySeller = () =>
  useIdAction('verifySeller', messages.toast.sellerVerified, [sellersQueryKey]);
