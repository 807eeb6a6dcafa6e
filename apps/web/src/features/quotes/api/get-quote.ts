import type { Quote, QuoteQuery } from '@reride/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { queryRoots } from '../../../lib/query-keys';

/** GET /quotes (public): the instant quote for what the seller told us. */
export function getQuote(query: QuoteQuery, signal?: AbortSignal): Promise<Quote> {
  return callApi('getQuote', { query, signal });
}

export function quoteQueryOptions(query: QuoteQuery) {
  return queryOptions({
    // Under the bikes root: a new listing or a sale refreshes a quote like any bike list.
    queryKey: [...queryRoots.bikes, 'quote', query],
    queryFn: ({ signal }) => getQuote(query, signal),
  });
}

export function useQuote(query: QuoteQuery) {
  return useQuery(quoteQueryOptions(query));
}
