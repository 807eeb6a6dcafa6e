import { IdParamsSchema, InsertResultSchema, ListQuerySchema, ModifyResultSchema } from '../common';
import {
  SerialDuplicateDismissalBodySchema,
  SerialDuplicateListSchema,
  TheftReportBodySchema,
  TheftReportListSchema,
  TheftReportQuerySchema,
  TheftWithdrawalBodySchema,
} from '../theft';
import { theftRoutes } from '../routes/theft';
import { endpoints } from './endpoint';

export const theftEndpoints = endpoints(theftRoutes, {
  reportTheft: {
    tag: 'theft',
    summary: 'Report one’s own bike stolen by its frame serial',
    body: TheftReportBodySchema,
    response: InsertResultSchema,
  },
  listTheftReports: {
    tag: 'theft',
    summary: 'Theft reports in one state, newest first',
    query: TheftReportQuerySchema,
    response: TheftReportListSchema,
  },
  confirmTheftReport: {
    tag: 'theft',
    summary: 'Confirm a pending theft report: matching live listings are held at once',
    params: IdParamsSchema,
    response: ModifyResultSchema,
  },
  withdrawTheftReport: {
    tag: 'theft',
    summary:
      'Withdraw a pending or confirmed theft report, with a reason; holds nothing else explains end',
    params: IdParamsSchema,
    body: TheftWithdrawalBodySchema,
    response: ModifyResultSchema,
  },
  listSerialDuplicates: {
    tag: 'theft',
    summary: 'Frame serials on live listings of different sellers, not yet dismissed, oldest first',
    query: ListQuerySchema,
    response: SerialDuplicateListSchema,
  },
  dismissSerialDuplicate: {
    tag: 'theft',
    summary: 'Dismiss a shared serial with a reason; a later listing with it flags it again',
    params: IdParamsSchema,
    body: SerialDuplicateDismissalBodySchema,
    response: ModifyResultSchema,
  },
  releaseSerialHold: {
    tag: 'theft',
    summary: 'Release a listing held for its serial: it is public again',
    params: IdParamsSchema,
    response: ModifyResultSchema,
  },
});
