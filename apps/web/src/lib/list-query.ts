import { MAX_PAGE_SIZE, type ResponseOf } from '@reride/shared';
import { infiniteQueryOptions, type QueryKey } from '@tanstack/react-query';
import { callApiPage, cursorPaging, type ListEndpointName, type Page } from './api-client';

export interface ListRequest {
  /** Values of the path's `:name` parameters. */
  params?: Record<string, string>;
  /** Filters sent with every page, besides `limit` and `cursor`. */
  query?: Record<string, string | number | undefined>;
  /** Items per page; the contract's maximum unless a view wants fewer. */
  limit?: number;
}

/**
 * The infinite query of a contract list endpoint: each page asks for `limit` items from the
 * previous page's `X-Next-Cursor`. Callers spread it to add `enabled` or `refetchInterval`.
 */
export function listQueryOptions<N extends ListEndpointName, K extends QueryKey>(
  queryKey: K,
  name: N,
  { params, query, limit = MAX_PAGE_SIZE }: ListRequest = {},
) {
  return infiniteQueryOptions({
    queryKey,
    queryFn: ({ pageParam, signal }): Promise<Page<ResponseOf<N>[number]>> =>
      callApiPage(name, { params, query: { ...query, limit, cursor: pageParam }, signal }),
    ...cursorPaging,
  });
}
