import { toastMessages } from '@reride/shared';
import { useIdAction } from '../../../lib/id-action';
import { buyersQueryKey, sellersQueryKey } from './get-users';

/** DELETE /buyers/:id (admin). */
export const useRemoveBuyer = () =>
  useIdAction('removeBuyer', toastMessages.buyerRemoved, [buyersQueryKey]);

/** DELETE /sellers/:id (admin). */
export const useRemoveSeller = () =>
  useIdAction('removeSeller', toastMessages.sellerRemoved, [sellersQueryKey]);

/** PATCH /sellers/:id (admin): "Check seller", refused until their phone is confirmed. */
export const useVerifySeller = () =>
  useIdAction('verifySeller', toastMessages.sellerVerified, [sellersQueryKey]);
