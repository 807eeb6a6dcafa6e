import type { AccountSettingsForm } from '@reride/shared';
import { callApi } from '../../../lib/api-client';
import { useRefreshingMutation } from '../../../lib/refreshing-mutation';

/** Every user's roles and account live under this key (rolesQueryKey adds the Firebase uid). */
const accountKey = ['users', 'me'] as const;

/** PATCH /users/me: name, phone and city; the account and the menus refetch after. */
export function useSaveAccount() {
  return useRefreshingMutation(
    (body: AccountSettingsForm) => callApi('updateAccount', { body }),
    [accountKey],
  );
}

/** POST /users/me/seller: the roles refetch before it settles, so the next page may guard on them. */
export function useBecomeSeller() {
  return useRefreshingMutation(() => callApi('becomeSeller'), [accountKey]);
}
