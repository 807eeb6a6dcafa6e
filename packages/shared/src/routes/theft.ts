import { admin, type Route } from './route';

/** Theft reports and serial holds (docs/domain.md#frame-serials). */
export const theftRoutes = {
  reportTheft: {
    method: 'POST',
    path: '/theft-reports',
    access: 'user',
    rateLimit: 'report',
  },
  listTheftReports: {
    method: 'GET',
    path: '/theft-reports',
    access: admin,
  },
  confirmTheftReport: {
    method: 'POST',
    path: '/theft-reports/:id/confirmation',
    access: admin,
  },
  withdrawTheftReport: {
    method: 'POST',
    path: '/theft-reports/:id/withdrawal',
    access: admin,
  },
  listSerialDuplicates: {
    method: 'GET',
    path: '/serial-duplicates',
    access: admin,
  },
  dismissSerialDuplicate: {
    method: 'POST',
    path: '/serial-duplicates/:id/dismissal',
    access: admin,
  },
  releaseSerialHold: {
    method: 'POST',
    path: '/serial-holds/:id/release',
    access: admin,
  },
} as const satisfies Record<string, Route>;
