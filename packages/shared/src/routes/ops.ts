import { type Route } from './route';

export const opsRoutes = {
  health: {
    method: 'GET',
    path: '/healthz',
    access: 'public',
  },
  ready: {
    method: 'GET',
    path: '/readyz',
    access: 'public',
  },
} as const satisfies Record<string, Route>;
