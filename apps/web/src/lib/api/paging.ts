import { NEXT_CURSOR_HEADER } from '@reride/shared/constants';
import type { EndpointName, ResponseOf } from '@reride/shared/contract';
import {
  decodeSuggestion,
  DID_YOU_MEAN_HEADER,
  parseTotal,
  TOTAL_COUNT_HEADER,
  type ListTotal,
} from '@reride/shared/list-totals';
import type { CallArgs } from './call-input';
import { callChecked, type AnyCallOptions } from './calls';

/** Endpoints answering a bounded list (`X-Next-Cursor` carries the continuation). */
export type ListEndpointName = {
  [N in EndpointName]: ResponseOf<N> extends readonly unknown[] ? N : never;
}[EndpointName];

export interface Page<T> {
  items: T[];
  /** Pass as `query.cursor` for the next page; null on the last page. */
  nextCursor: string | null;
  /** A catalogue list's first page: how many in all (`X-Total-Count`). */
  total?: ListTotal | null;
  /** A search that found nothing: a query that would (`X-Did-You-Mean`). */
  suggestion?: string | null;
}

/** Every infinite list's paging: no cursor for the first page, then `X-Next-Cursor`'s. */
export const cursorPaging = {
  initialPageParam: undefined as string | undefined,
  getNextPageParam: (last: Page<unknown>) => last.nextCursor ?? undefined,
};

/** One page of any list endpoint, for helpers generic over the endpoint (list-query.ts). */
export async function fetchPage<N extends ListEndpointName>(
  name: N,
  options?: AnyCallOptions,
): Promise<Page<ResponseOf<N>[number]>> {
  const { body, headers } = await callChecked(name, options);
  return {
    items: body,
    nextCursor: headers.get(NEXT_CURSOR_HEADER),
    total: parseTotal(headers.get(TOTAL_COUNT_HEADER)),
    suggestion: decodeSuggestion(headers.get(DID_YOU_MEAN_HEADER)),
  };
}

/** `callApi` for list endpoints: the checked items plus what their headers say. */
export function callApiPage<N extends ListEndpointName>(
  name: N,
  ...[options]: CallArgs<N>
): Promise<Page<ResponseOf<N>[number]>> {
  return fetchPage(name, options);
}
