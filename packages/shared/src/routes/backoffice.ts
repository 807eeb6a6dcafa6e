import { admin, type Route } from './route';

/** The administrators' back office (docs/domain.md#audit-log, #dashboard-figures, #moderation-queue). */
export const backofficeRoutes = {
  listAuditLog: {
    method: 'GET',
    path: '/admin/audit',
    access: admin,
  },
  getAdminMetrics: {
    method: 'GET',
    path: '/admin/metrics',
    access: admin,
  },
  listModerationQueue: {
    method: 'GET',
    path: '/admin/queue',
    access: admin,
  },
} as const satisfies Record<string, Route>;
