import { seller, type Route } from './route';

export const earningsRoutes = {
  // Seller earnings (docs/domain.md#money)
  getEarnings: {
    method: 'GET',
    path: '/earnings',
    access: seller,
    tag: 'earnings',
    summary: "The caller's pending, available and paid-out earnings",
  },
  listEarningsEntries: {
    method: 'GET',
    path: '/earnings/entries',
    access: seller,
    tag: 'earnings',
    summary: 'The ledger entries behind the earnings, newest first',
  },
  requestPayout: {
    method: 'POST',
    path: '/earnings/payouts',
    access: seller,
    rateLimit: 'refund',
    tag: 'earnings',
    summary: 'Pay out everything available (the sandbox records it in the ledger)',
  },
} as const satisfies Record<string, Route>;
