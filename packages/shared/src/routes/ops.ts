import { type Route } from './route';

export const opsRoutes = {
  health: {
    method: 'GET',
    path: '/healthz',
    access: 'public',
    tag: 'ops',
    summary: 'Process is up',
  },
  ready: {
    method: 'GET',
    path: '/readyz',
    access: 'public',
    tag: 'ops',
    summary: 'Database is reachable',
  },
} as const satisfies Record<string, Route>;
