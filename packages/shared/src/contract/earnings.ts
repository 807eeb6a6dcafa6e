import {
  EarningsEntriesQuerySchema,
  EarningsSummarySchema,
  LedgerEntryListSchema,
  PayoutResultSchema,
} from '../earnings';
import { earningsRoutes } from '../routes/earnings';
import { endpoints } from './endpoint';

export const earningsEndpoints = endpoints(earningsRoutes, {
  getEarnings: {
    tag: 'earnings',
    summary: "The caller's pending, available and paid-out earnings",
    response: EarningsSummarySchema,
  },
  listEarningsEntries: {
    tag: 'earnings',
    summary: 'The ledger entries behind the earnings, newest first',
    query: EarningsEntriesQuerySchema,
    response: LedgerEntryListSchema,
  },
  requestPayout: {
    tag: 'earnings',
    summary: 'Pay out everything available (the sandbox records it in the ledger)',
    response: PayoutResultSchema,
  },
});
