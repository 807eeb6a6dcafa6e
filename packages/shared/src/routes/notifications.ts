import { type Route } from './route';

export const notificationRoutes = {
  // Notifications: the bell, the live stream and email settings (docs/domain.md#notifications)
  listNotifications: {
    method: 'GET',
    path: '/notifications',
    access: 'user',
  },
  countNotifications: {
    method: 'GET',
    path: '/notifications/unread',
    access: 'user',
  },
  notificationStream: {
    method: 'GET',
    path: '/notifications/stream',
    access: 'user',
    stream: true,
  },
  markAllNotificationsRead: {
    method: 'POST',
    path: '/notifications/read',
    access: 'user',
  },
  markNotificationRead: {
    method: 'POST',
    path: '/notifications/:id/read',
    access: 'user',
  },
  getEmailSettings: {
    method: 'GET',
    path: '/users/me/email-settings',
    access: 'user',
  },
  updateEmailSettings: {
    method: 'PUT',
    path: '/users/me/email-settings',
    access: 'user',
  },
} as const satisfies Record<string, Route>;
