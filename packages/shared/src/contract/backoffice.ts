import { AuditEntryListSchema, AuditQuerySchema } from '../audit';
import { MetricsQuerySchema, MetricsSchema } from '../metrics';
import { QueueListSchema, QueueQuerySchema } from '../reports';
import { backofficeRoutes } from '../routes/backoffice';
import { endpoints } from './endpoint';

export const backofficeEndpoints = endpoints(backofficeRoutes, {
  listAuditLog: {
    tag: 'admin',
    summary: 'The audit log, newest first: by administrator, action and record',
    query: AuditQuerySchema,
    response: AuditEntryListSchema,
  },
  getAdminMetrics: {
    tag: 'admin',
    summary:
      "The marketplace's figures over 7, 30 or 90 days, by day or by week, from daily rollups",
    query: MetricsQuerySchema,
    response: MetricsSchema,
  },
  listModerationQueue: {
    tag: 'admin',
    summary: 'Everything waiting for a decision, oldest and most reported first, by kind',
    query: QueueQuerySchema,
    response: QueueListSchema,
  },
});
