import { useInfiniteQuery } from '@tanstack/react-query';
import { listQueryOptions } from '../../../lib/list-query';
import { usePollInterval } from '../../../lib/live-updates';
import { conversationKeys, MESSAGES_POLL_MS } from './query-keys';

/**
 * GET /conversations/:id/messages: a conversation's messages, newest first. The live
 * notification stream refreshes them; while it is down they are polled every 5 s while the page
 * is visible (TanStack Query pauses the interval in a hidden tab). The next page holds earlier
 * messages.
 */
export function useMessages(id: string) {
  return useInfiniteQuery({
    ...listQueryOptions(conversationKeys.messages(id), 'listMessages', { params: { id } }),
    refetchInterval: usePollInterval(MESSAGES_POLL_MS),
  });
}
