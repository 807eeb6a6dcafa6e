import type { AuditQuery } from '@reride/shared';
import { useInfiniteQuery } from '@tanstack/react-query';
import { listQueryOptions } from '../../../lib/list-query';

export type AuditFilters = Pick<AuditQuery, 'actor' | 'action' | 'target'>;

/** GET /admin/audit (admin): newest first, by the filters given. */
export function useAuditLog(filters: AuditFilters) {
  return useInfiniteQuery(
    listQueryOptions(['audit-log', filters], 'listAuditLog', { query: filters }),
  );
}
