import { IdParamsSchema, ListQuerySchema } from '../common';
import {
  EmailSettingsSchema,
  MarkNotificationsResultSchema,
  NotificationCountSchema,
  NotificationListSchema,
  NotificationSchema,
} from '../notifications';
import { notificationRoutes } from '../routes/notifications';
import { endpoints } from './endpoint';

export const notificationEndpoints = endpoints(notificationRoutes, {
  listNotifications: {
    tag: 'notifications',
    summary: "The caller's notifications, newest first",
    query: ListQuerySchema,
    response: NotificationListSchema,
  },
  countNotifications: {
    tag: 'notifications',
    summary: 'Notifications the caller has not read (the bell)',
    response: NotificationCountSchema,
  },
  notificationStream: {
    tag: 'notifications',
    summary:
      'Server-Sent Events: each new notification of the caller as it happens, with heartbeats; Last-Event-ID resumes',
    response: NotificationSchema,
  },
  markAllNotificationsRead: {
    tag: 'notifications',
    summary: "Mark all the caller's notifications read",
    response: MarkNotificationsResultSchema,
  },
  markNotificationRead: {
    tag: 'notifications',
    summary: 'Mark one notification read',
    params: IdParamsSchema,
    response: MarkNotificationsResultSchema,
  },
  getEmailSettings: {
    tag: 'notifications',
    summary: 'Which notification topics the caller also receives by email',
    response: EmailSettingsSchema,
  },
  updateEmailSettings: {
    tag: 'notifications',
    summary: 'Choose which notification topics come by email',
    body: EmailSettingsSchema,
    response: EmailSettingsSchema,
  },
});
