import { useInfiniteQuery } from '@tanstack/react-query';
import { listQueryOptions } from '../../../lib/list-query';
import { usePollInterval } from '../../../lib/live-updates';
import { conversationKeys, INBOX_POLL_MS } from './query-keys';

/**
 * GET /conversations: the caller's Inbox, newest activity first, one page at a time; polled only
 * while the live notification stream is down.
 */
export function useConversations() {
  return useInfiniteQuery({
    ...listQueryOptions(conversationKeys.inbox, 'listConversations'),
    refetchInterval: usePollInterval(INBOX_POLL_MS),
  });
}
