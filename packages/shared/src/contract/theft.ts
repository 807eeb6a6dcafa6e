import { IdParamsSchema, InsertResultSchema, ModifyResultSchema } from '../common';
import {
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
    summary: 'Confirm a pending theft report: its serial then holds matching listings',
    params: IdParamsSchema,
    response: ModifyResultSchema,
  },
  withdrawTheftReport: {
    tag: 'theft',
    summary: 'Withdraw a pending or confirmed theft report, with a reason',
    params: IdParamsSchema,
    body: TheftWithdrawalBodySchema,
    response: ModifyResultSchema,
  },
  releaseSerialHold: {
    tag: 'theft',
    summary: 'Release a listing held for its serial: it is public again',
    params: IdParamsSchema,
    response: ModifyResultSchema,
  },
});
