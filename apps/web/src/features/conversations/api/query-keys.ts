/**
 * Every conversations query lives under this root: the Inbox, the unread count, one
 * conversation and its messages. Sending or reading a message refreshes what it changes.
 */
export const conversationsQueryRoot = ['conversations'] as const;

export const conversationKeys = {
  inbox: [...conversationsQueryRoot, 'inbox'] as const,
  unread: [...conversationsQueryRoot, 'unread'] as const,
  one: (id: string) => [...conversationsQueryRoot, 'one', id] as const,
  messages: (id: string) => [...conversationsQueryRoot, 'messages', id] as const,
};

/** How often an open conversation asks for new messages (while the page is visible). */
export const MESSAGES_POLL_MS = 5_000;
/** How often the Inbox and the nav's unread count refresh (live updates over SSE come later). */
export const INBOX_POLL_MS = 30_000;
