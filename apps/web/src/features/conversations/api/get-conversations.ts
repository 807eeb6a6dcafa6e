import { useInfiniteQuery } from '@tanstack/react-query';
import { listQueryOptions } from '../../../lib/list-query';
import { conversationKeys, INBOX_POLL_MS } from './query-keys';

/** GET /conversations: the caller's Inbox, newest activity first, one page at a time. */
export function useConversations() {
  return useInfiniteQuery({
    ...listQueryOptions(conversationKeys.inbox, 'listConversations'),
    refetchInterval: INBOX_POLL_MS,
  });
}
