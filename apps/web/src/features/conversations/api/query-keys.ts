import { queryRoots } from '../../../lib/query-keys';

/**
 * Every conversations query lives under this root: the Inbox, the unread count, one
 * conversation and its messages. Sending or reading a message refreshes what it changes.
 */
export const conversationsQueryRoot = queryRoots.conversations;

export const conversationKeys = {
  inbox: queryRoots.inbox,
  unread: queryRoots.unreadMessages,
  one: (id: string) => [...conversationsQueryRoot, 'one', id] as const,
  messages: (id: string) => [...conversationsQueryRoot, 'messages', id] as const,
};

/** How often an open conversation asks for new messages while the live stream is down. */
export const MESSAGES_POLL_MS = 5_000;
/** How often the Inbox and the nav's unread count refresh while the live stream is down. */
export const INBOX_POLL_MS = 30_000;
