import { seller, type Route } from './route';

export const earningsRoutes = {
  // Seller earnings (docs/domain.md#money)
  getEarnings: {
    method: 'GET',
    path: '/earnings',
    access: seller,
  },
  listEarningsEntries: {
    method: 'GET',
    path: '/earnings/entries',
    access: seller,
  },
  requestPayout: {
    method: 'POST',
    path: '/earnings/payouts',
    access: seller,
    rateLimit: 'refund',
  },
} as const satisfies Record<string, Route>;
