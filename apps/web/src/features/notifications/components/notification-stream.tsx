import { useNotificationStream } from '../hooks/use-notification-stream';

/** Holds the tab's live connection while mounted; renders nothing. */
export function NotificationStream() {
  useNotificationStream();
  return null;
}
