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
  listNotifications: { query: ListQuerySchema, response: NotificationListSchema },
  countNotifications: { response: NotificationCountSchema },
  notificationStream: { response: NotificationSchema },
  markAllNotificationsRead: { response: MarkNotificationsResultSchema },
  markNotificationRead: { params: IdParamsSchema, response: MarkNotificationsResultSchema },
  getEmailSettings: { response: EmailSettingsSchema },
  updateEmailSettings: { body: EmailSettingsSchema, response: EmailSettingsSchema },
});
