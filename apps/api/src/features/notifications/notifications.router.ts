import { contract } from '@reride/shared';
import { accessExpiryOf, type Guards } from '../../http/auth';
import { contractRouter } from '../../http/endpoint';
import type { NotificationsService } from './notifications.service';
import type { NotificationStream } from './notification-stream';

export function createNotificationsRouter(deps: {
  guards: Guards;
  notifications: NotificationsService;
  stream: NotificationStream;
}) {
  const { notifications, stream } = deps;
  const { router, bind } = contractRouter(deps.guards);

  bind(contract.listNotifications, (r) => notifications.list(r.caller, r.query));
  bind(contract.countNotifications, (r) => notifications.count(r.caller));
  bind(contract.notificationStream, (r) =>
    stream.open(r.caller, accessExpiryOf(r.req), r.req, r.res),
  );
  bind(contract.markAllNotificationsRead, (r) => notifications.markAllRead(r.caller));
  bind(contract.markNotificationRead, (r) => notifications.markRead(r.caller, r.params.id));

  return router;
}
