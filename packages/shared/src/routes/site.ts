import { type Route } from './route';

/** The site's own pages: the rules the Help page explains. */
export const siteRoutes = {
  getMarketplaceRules: {
    method: 'GET',
    path: '/rules',
    access: 'public',
    publicCache: true,
  },
} as const satisfies Record<string, Route>;
