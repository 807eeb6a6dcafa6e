import { admin, type Route } from './route';

/** The administrators' back office (docs/domain.md#audit-log, #moderation-queue). */
export const backofficeRoutes = {
  listAuditLog: {
    method: 'GET',
    path: '/admin/audit',
    access: admin,
  },
  listModerationQueue: {
    method: 'GET',
    path: '/admin/queue',
    access: admin,
  },
} as const satisfies Record<string, Route>;
