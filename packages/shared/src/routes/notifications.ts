import { type Route } from './route';

export const notificationRoutes = {
  // Notifications: the bell, the live stream and email settings (docs/domain.md#notifications)
  listNotifications: {
    method: 'GET',
    path: '/notifications',
    access: 'user',
    tag: 'notifications',
    summary: "The caller's notifications, newest first",
  },
  countNotifications: {
    method: 'GET',
    path: '/notifications/unread',
    access: 'user',
    tag: 'notifications',
    summary: 'Notifications the caller has not read (the bell)',
  },
  notificationStream: {
    method: 'GET',
    path: '/notifications/stream',
    access: 'user',
    tag: 'notifications',
    summary:
      'Server-Sent Events: each new notification of the caller as it happens, with heartbeats; Last-Event-ID resumes',
    stream: true,
  },
  markAllNotificationsRead: {
    method: 'POST',
    path: '/notifications/read',
    access: 'user',
    tag: 'notifications',
    summary: "Mark all the caller's notifications read",
  },
  markNotificationRead: {
    method: 'POST',
    path: '/notifications/:id/read',
    access: 'user',
    tag: 'notifications',
    summary: 'Mark one notification read',
  },
  getEmailSettings: {
    method: 'GET',
    path: '/users/me/email-settings',
    access: 'user',
    tag: 'notifications',
    summary: 'Which notification topics the caller also receives by email',
  },
  updateEmailSettings: {
    method: 'PUT',
    path: '/users/me/email-settings',
    access: 'user',
    tag: 'notifications',
    summary: 'Choose which notification topics come by email',
  },
} as const satisfies Record<string, Route>;
