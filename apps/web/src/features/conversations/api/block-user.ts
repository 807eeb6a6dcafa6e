import { callApi } from '../../../lib/api-client';
import { useRefreshingMutation } from '../../../lib/refreshing-mutation';
import { conversationsQueryRoot } from './query-keys';

/** PUT (block) or DELETE (unblock) /conversations/:id/block: the other participant, everywhere. */
export function setBlocked(id: string, blocked: boolean) {
  return callApi(blocked ? 'blockUser' : 'unblockUser', { params: { id } });
}

/** A block holds in every conversation of the pair, so every conversations query refreshes. */
export function useSetBlocked(id: string) {
  return useRefreshingMutation(
    (blocked: boolean) => setBlocked(id, blocked),
    [conversationsQueryRoot],
  );
}
