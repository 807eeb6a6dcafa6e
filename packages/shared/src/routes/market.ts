import { type Route } from './route';

/** What the catalogue says about prices and neighbours: the instant quote. */
export const marketRoutes = {
  getQuote: {
    method: 'GET',
    path: '/quotes',
    access: 'public',
    publicCache: true,
  },
} as const satisfies Record<string, Route>;
