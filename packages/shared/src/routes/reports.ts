import { admin, type Route } from './route';

export const reportRoutes = {
  // Reports
  reportBike: {
    method: 'PATCH',
    path: '/reported/:bikeId',
    access: 'user',
    rateLimit: 'report',
    tag: 'reports',
    summary: 'Report a bike to the admins',
  },
  listReported: {
    method: 'GET',
    path: '/reported',
    access: admin,
    tag: 'reports',
    summary: 'Reported bikes',
  },
  unreportBike: {
    method: 'PATCH',
    path: '/unreport/:id',
    access: admin,
    tag: 'reports',
    summary: 'Clear the reports of a bike',
  },
  deleteReportedBike: {
    method: 'DELETE',
    path: '/reported/:id',
    access: admin,
    tag: 'reports',
    summary: 'Remove a reported bike from the site',
  },
  listReportedMessages: {
    method: 'GET',
    path: '/reported-messages',
    access: admin,
    tag: 'reports',
    summary: 'Reported messages waiting for a decision, newest first',
  },
  listReportedConversation: {
    method: 'GET',
    path: '/reported-messages/:id/messages',
    access: admin,
    tag: 'reports',
    summary: "The messages of an open report's conversation, newest first",
  },
  dismissMessageReport: {
    method: 'POST',
    path: '/reported-messages/:id/dismiss',
    access: admin,
    tag: 'reports',
    summary: 'Decide a message report: the message stays',
  },
  removeReportedMessage: {
    method: 'POST',
    path: '/reported-messages/:id/remove',
    access: admin,
    tag: 'reports',
    summary: 'Decide a message report: the message shows as removed to both participants',
  },
} as const satisfies Record<string, Route>;
