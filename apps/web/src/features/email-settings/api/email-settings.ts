import type { EmailSettings } from '@reride/shared';
import { useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { useRefreshingMutation } from '../../../lib/refreshing-mutation';

const emailSettingsKey = ['email-settings'] as const;

/** GET /users/me/email-settings: which notification topics the caller also gets by email. */
export function useEmailSettings() {
  return useQuery({
    queryKey: emailSettingsKey,
    queryFn: ({ signal }) => callApi('getEmailSettings', { signal }),
  });
}

/** PUT /users/me/email-settings: the whole choice at once; the settings refetch after. */
export function useSaveEmailSettings() {
  return useRefreshingMutation(
    (body: EmailSettings) => callApi('updateEmailSettings', { body }),
    [emailSettingsKey],
  );
}
