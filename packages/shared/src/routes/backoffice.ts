import { admin, type Route } from './route';

/** The administrators' back office (docs/domain.md#audit-log). */
export const backofficeRoutes = {
  listAuditLog: {
    method: 'GET',
    path: '/admin/audit',
    access: admin,
  },
} as const satisfies Record<string, Route>;
