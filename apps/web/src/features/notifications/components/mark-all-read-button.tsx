import { notificationsMessages } from '@reride/shared';
import { Button, type ButtonVariant } from '../../../components/ui/button';
import { useNotificationCount } from '../api/get-notifications';
import { useMarkAllNotificationsRead } from '../api/mark-read';

/** Mark all read: disabled while nothing is unread, busy while it runs. */
export function MarkAllReadButton({ variant }: { variant: ButtonVariant }) {
  const { data: unread = 0 } = useNotificationCount();
  const markAll = useMarkAllNotificationsRead();
  return (
    <Button
      variant={variant}
      size="sm"
      disabled={unread === 0}
      loading={markAll.isPending}
      onClick={() => markAll.mutate()}
    >
      {notificationsMessages.markAllRead}
    </Button>
  );
}
