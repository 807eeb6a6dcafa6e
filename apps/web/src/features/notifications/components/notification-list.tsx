import { type Notification, notificationsMessages } from '@reride/shared';
import { Link } from 'react-router-dom';
import { useMarkNotificationRead } from '../api/mark-read';
import { fullTime, timeAgo } from '../lib/time-ago';

const { describe } = notificationsMessages;

/** One notification: the whole row links to its page; following it marks it read. */
function NotificationRow({
  notification,
  onFollow,
}: {
  notification: Notification;
  onFollow: (() => void) | undefined;
}) {
  const { mutate: markRead } = useMarkNotificationRead();
  const text = describe(notification);
  const unread = notification.readAt === null;
  return (
    <li>
      <Link
        to={text.href}
        className={unread ? 'notification is-unread' : 'notification'}
        onClick={() => {
          if (unread) markRead(notification._id);
          onFollow?.();
        }}
      >
        <span className="notification__title">
          {text.title}
          {unread && (
            <span className="visually-hidden">{` (${notificationsMessages.unread})`}</span>
          )}
        </span>
        <span className="notification__body">{text.body}</span>
        <time
          className="notification__time"
          dateTime={notification.createdAt}
          title={fullTime(notification.createdAt)}
        >
          {timeAgo(notification.createdAt)}
        </time>
      </Link>
    </li>
  );
}

/** Notifications, newest first, unread ones marked (in words for screen readers too). */
export function NotificationList({
  items,
  onFollow,
  className = 'notification-list',
}: {
  items: Notification[];
  /** After a row is followed (the bell closes). */
  onFollow?: () => void;
  className?: string;
}) {
  return (
    <ul className={className} aria-label={notificationsMessages.title}>
      {items.map((notification) => (
        <NotificationRow key={notification._id} notification={notification} onFollow={onFollow} />
      ))}
    </ul>
  );
}
