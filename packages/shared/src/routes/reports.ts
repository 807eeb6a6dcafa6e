import { admin, type Route } from './route';

export const reportRoutes = {
  // Reports
  reportBike: {
    method: 'PATCH',
    path: '/reported/:bikeId',
    access: 'user',
    rateLimit: 'report',
  },
  listReported: {
    method: 'GET',
    path: '/reported',
    access: admin,
  },
  unreportBike: {
    method: 'PATCH',
    path: '/unreport/:id',
    access: admin,
  },
  deleteReportedBike: {
    method: 'DELETE',
    path: '/reported/:id',
    access: admin,
  },
  // A seller's first listing held by PREMODERATE_FIRST_LISTING (docs/domain.md#moderation-queue).
  approveBike: {
    method: 'POST',
    path: '/bikes/:id/approval',
    access: admin,
  },
  rejectBike: {
    method: 'POST',
    path: '/bikes/:id/rejection',
    access: admin,
  },
  listReportedMessages: {
    method: 'GET',
    path: '/reported-messages',
    access: admin,
  },
  listReportedConversation: {
    method: 'GET',
    path: '/reported-messages/:id/messages',
    access: admin,
  },
  dismissMessageReport: {
    method: 'POST',
    path: '/reported-messages/:id/dismiss',
    access: admin,
  },
  removeReportedMessage: {
    method: 'POST',
    path: '/reported-messages/:id/remove',
    access: admin,
  },
} as const satisfies Record<string, Route>;
