import { callApi } from '../../../lib/api-client';
import { useRefreshingMutation } from '../../../lib/refreshing-mutation';
import { conversationKeys } from './query-keys';

/** POST /conversations/:id/read: the other participant's messages are read. */
export function markConversationRead(id: string) {
  return callApi('markConversationRead', { params: { id } });
}

/** Marks read, then refreshes the Inbox's badges and the nav's count. */
export function useMarkRead(id: string) {
  return useRefreshingMutation(
    () => markConversationRead(id),
    [conversationKeys.unread, conversationKeys.inbox],
  );
}
