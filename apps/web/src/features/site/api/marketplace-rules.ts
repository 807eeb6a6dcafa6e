import { MARKETPLACE_RULE_DEFAULTS } from '@reride/shared/constants';
import type { MarketplaceRules } from '@reride/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';

/** GET /rules (public): the timers and the fee in force; the Help page's loader prefetches it. */
export function marketplaceRulesQueryOptions() {
  return queryOptions({
    queryKey: ['marketplace-rules'],
    queryFn: ({ signal }) => callApi('getMarketplaceRules', { signal }),
    staleTime: 10 * 60_000,
  });
}

/** The rules in force; the product's defaults until they load, or if they cannot. */
export function useMarketplaceRules(): MarketplaceRules {
  return useQuery(marketplaceRulesQueryOptions()).data ?? MARKETPLACE_RULE_DEFAULTS;
}
