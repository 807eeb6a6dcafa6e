import { callApi } from '../../../lib/api-client';
import { useRefreshingMutation } from '../../../lib/refreshing-mutation';

const accountKey = ['users', 'me'] as const;

/** POST /users/me/phone-verification with the phone sign-in's token; the account refetches. */
export function useConfirmPhone() {
  return useRefreshingMutation(
    (idToken: string) => callApi('confirmPhone', { body: { idToken } }),
    [accountKey],
  );
}
