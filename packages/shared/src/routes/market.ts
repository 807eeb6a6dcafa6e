import { type Route } from './route';

/** What the catalogue says about prices and neighbours: similar bikes, the instant quote. */
export const marketRoutes = {
  listSimilarBikes: {
    method: 'GET',
    path: '/bikes/:id/similar',
    access: 'public',
    publicCache: true,
  },
  getQuote: {
    method: 'GET',
    path: '/quotes',
    access: 'public',
    publicCache: true,
  },
} as const satisfies Record<string, Route>;
