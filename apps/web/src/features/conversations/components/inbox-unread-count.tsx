import { useUnreadCount } from '../api/get-unread-count';
import { UnreadBadge } from './unread-badge';

/** The nav's Inbox badge: the caller's unread messages, refreshed live (or every 30 s). */
export function InboxUnreadCount() {
  const { data } = useUnreadCount();
  return <UnreadBadge count={data} />;
}
