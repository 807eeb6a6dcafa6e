import { commonMessages } from '@reride/shared';
import { useIdAction } from '../../../lib/id-action';
import { buyersQueryKey, sellersQueryKey } from './get-users';

/** DELETE /buyers/:id (admin). */
export const useRemoveBuyer = () =>
  useIdAction('removeBuyer', commonMessages.toast.buyerRemoved, [buyersQueryKey]);

/** DELETE /sellers/:id (admin). */
export const useRemoveSeller = () =>
  useIdAction('removeSeller', commonMessages.toast.sellerRemoved, [sellersQueryKey]);

/** PATCH /sellers/:id (admin): "Check seller", refused until their phone is confirmed. */
export const useVerifySeller = () =>
  useIdAction('verifySeller', commonMessages.toast.sellerVerified, [sellersQueryKey]);
