import { IMAGE_FIELD, type AccountSettingsForm } from '@reride/shared';
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

/**
 * A new profile photo: POST /images/avatar (checked, cropped square), then PUT /users/me/photo
 * with its id. It is saved at once, apart from the form's fields (docs/domain.md#profile-photo).
 */
export function useSetProfilePhoto() {
  return useRefreshingMutation(
    async (file: File) => {
      const body = new FormData();
      body.append(IMAGE_FIELD, file);
      const { data } = await callApi('uploadAvatar', { body });
      return callApi('setProfilePhoto', { body: { imageId: data.id } });
    },
    [accountKey],
  );
}

/** DELETE /users/me/photo: the initials are shown again. */
export function useRemoveProfilePhoto() {
  return useRefreshingMutation(() => callApi('removeProfilePhoto'), [accountKey]);
}
