import { callApi } from '../../../lib/api-client';
import { useRefreshingMutation } from '../../../lib/refreshing-mutation';
import { conversationKeys } from './query-keys';

/** POST /conversations/:id/messages: either participant writes. */
export function sendMessage(id: string, text: string) {
  return callApi('sendMessage', { params: { id }, body: { text } });
}

export function useSendMessage(id: string) {
  return useRefreshingMutation(
    (text: string) => sendMessage(id, text),
    [conversationKeys.messages(id), conversationKeys.inbox],
  );
}
