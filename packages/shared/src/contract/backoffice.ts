import { AuditEntryListSchema, AuditQuerySchema } from '../audit';
import { backofficeRoutes } from '../routes/backoffice';
import { endpoints } from './endpoint';

export const backofficeEndpoints = endpoints(backofficeRoutes, {
  listAuditLog: {
    tag: 'admin',
    summary: 'The audit log, newest first: by administrator, action and record',
    query: AuditQuerySchema,
    response: AuditEntryListSchema,
  },
});
