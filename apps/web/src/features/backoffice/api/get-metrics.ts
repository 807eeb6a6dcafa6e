import type { MetricsQuery } from '@reride/shared';
import { useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';

/** GET /admin/metrics (admin): the period's figures from the daily rollups. */
export function useMetrics(query: MetricsQuery) {
  return useQuery({
    queryKey: ['admin-metrics', query.period, query.by],
    queryFn: ({ signal }) => callApi('getAdminMetrics', { query, signal }),
    placeholderData: (previous) => previous,
  });
}
