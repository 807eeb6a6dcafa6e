import { useMutation } from '@tanstack/react-query';
import { type AccountData, leaveMessages } from '@reride/shared';
import { callApi } from '../../../lib/api-client';

/** Hands the browser `data` as the file `reride-data-<date>.json` the API names. */
function saveAsFile(data: AccountData): void {
  const blob = new Blob([JSON.stringify(data, null, 2)], { type: 'application/json' });
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = `reride-data-${data.exportedAt.slice(0, 10)}.json`;
  document.body.append(link);
  link.click();
  link.remove();
  URL.revokeObjectURL(url);
}

/** GET /users/me/data, saved as one JSON file (docs/domain.md#leaving). */
export function useDownloadMyData() {
  return useMutation({
    mutationFn: () => callApi('downloadMyData'),
    onSuccess: saveAsFile,
  });
}

/** DELETE /users/me with the typed confirmation; a refusal's reason is the error's message. */
export function useDeleteAccount() {
  return useMutation({
    mutationFn: () =>
      callApi('deleteAccount', { body: { confirm: leaveMessages.deleteAccount.confirmWord } }),
  });
}
