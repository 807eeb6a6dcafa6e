import { admin, type Route } from './route';

/** The site's own pages: the contact form and the rules the Help page explains. */
export const siteRoutes = {
  sendContactMessage: {
    method: 'POST',
    path: '/contact-messages',
    access: 'public',
    rateLimit: 'contact',
    successStatus: 201,
  },
  listContactMessages: {
    method: 'GET',
    path: '/contact-messages',
    access: admin,
  },
  getMarketplaceRules: {
    method: 'GET',
    path: '/rules',
    access: 'public',
    publicCache: true,
  },
} as const satisfies Record<string, Route>;
