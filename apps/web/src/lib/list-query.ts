import { MAX_PAGE_SIZE } from '@reride/shared/constants';
import type { ResponseOf } from '@reride/shared/contract';
import { infiniteQueryOptions, type QueryKey } from '@tanstack/react-query';
import { cursorPaging, fetchPage, type ListEndpointName, type Page } from './api/paging';
import type { CallInput } from './api-client';

/**
 * A list's path params and filters, typed from its contract entry, and the items per page (the
 * contract's maximum unless a view wants fewer); the cursor is the paging's.
 */
export type ListRequest<N extends ListEndpointName> = CallInput<N> & { limit?: number };

type ListArgsMap = {
  [N in ListEndpointName]: Partial<CallInput<N>> extends CallInput<N>
    ? [request?: ListRequest<N>]
    : [request: ListRequest<N>];
};

/**
 * The infinite query of a contract list endpoint: each page asks for `limit` items from the
 * previous page's `X-Next-Cursor`. Callers spread it to add `enabled` or `refetchInterval`.
 */
export function listQueryOptions<N extends ListEndpointName, K extends QueryKey>(
  queryKey: K,
  name: N,
  ...[request]: ListArgsMap[N]
) {
  const { params, query, limit = MAX_PAGE_SIZE } = request ?? {};
  return infiniteQueryOptions({
    queryKey,
    queryFn: ({ pageParam, signal }): Promise<Page<ResponseOf<N>[number]>> =>
      fetchPage(name, { params, query: { ...query, limit, cursor: pageParam }, signal }),
    ...cursorPaging,
  });
}
