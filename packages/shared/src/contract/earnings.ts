import {
  EarningsEntriesQuerySchema,
  EarningsSummarySchema,
  LedgerEntryListSchema,
  PayoutResultSchema,
} from '../earnings';
import { earningsRoutes } from '../routes/earnings';
import { endpoints } from './endpoint';

export const earningsEndpoints = endpoints(earningsRoutes, {
  getEarnings: { response: EarningsSummarySchema },
  listEarningsEntries: { query: EarningsEntriesQuerySchema, response: LedgerEntryListSchema },
  requestPayout: { response: PayoutResultSchema },
});
