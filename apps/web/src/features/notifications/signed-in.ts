/**
 * What the app loads once someone is signed in (app/notifications.tsx imports this module
 * lazily): visitors' pages never download the bell, the stream client or their texts' code.
 */
export { NotificationBell } from './components/notification-bell';
export { NotificationStream } from './components/notification-stream';
