import { ADMIN_ONLY, type MatrixRow } from './authorization-matrix';

/** The administrators' back office. */
export const matrixRows: MatrixRow[] = [
  { endpoint: 'listAuditLog', expect: ADMIN_ONLY, request: () => ({ query: { action: 'bike' } }) },
  {
    endpoint: 'getAdminMetrics',
    expect: ADMIN_ONLY,
    request: () => ({ query: { period: '7', by: 'week' } }),
  },
  {
    endpoint: 'listModerationQueue',
    expect: ADMIN_ONLY,
    request: () => ({ query: { kind: 'reported-listing' } }),
  },
];
