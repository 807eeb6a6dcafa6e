import type { StartConversationBody } from '@reride/shared';
import { callApi } from '../../../lib/api-client';
import { useRefreshingMutation } from '../../../lib/refreshing-mutation';
import { conversationKeys } from './query-keys';

/** POST /conversations (buyer): asks a bike's seller; the bike's conversation is reused. */
export function startConversation(body: StartConversationBody) {
  return callApi('startConversation', { body });
}

export function useStartConversation() {
  return useRefreshingMutation(startConversation, [conversationKeys.inbox], { wait: false });
}
