import { useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { usePollInterval } from '../../../lib/live-updates';
import { conversationKeys, INBOX_POLL_MS } from './query-keys';

/** GET /conversations/unread: messages the caller has not read, over all conversations. */
export function getUnreadCount(signal?: AbortSignal) {
  return callApi('countUnread', { signal });
}

/**
 * The nav's badge: refreshed by the live notification stream, or every 30 s while the page is
 * visible and the stream is down.
 */
export function useUnreadCount() {
  return useQuery({
    queryKey: conversationKeys.unread,
    queryFn: ({ signal }) => getUnreadCount(signal),
    select: (answer) => answer.unread,
    refetchInterval: usePollInterval(INBOX_POLL_MS),
  });
}
