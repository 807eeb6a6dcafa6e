import { MAX_PAGE_SIZE, type BookingStatus } from '@reride/shared';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { callApiPage, cursorPaging } from '../../../lib/api-client';
import { bookingsQueryRoot } from './query-keys';

/** GET /orders and GET /disputes (admin): order summaries, one page at a time. */
function summaryPages(
  name: 'listOrders' | 'listDisputes',
  filter: Record<string, string | undefined>,
) {
  return infiniteQueryOptions({
    queryKey: [...bookingsQueryRoot, name, filter],
    queryFn: ({ pageParam, signal }) =>
      callApiPage(name, { query: { ...filter, limit: MAX_PAGE_SIZE, cursor: pageParam }, signal }),
    ...cursorPaging,
  });
}

/** All orders, newest first, optionally in one state. */
export const useAllOrders = (status: BookingStatus | undefined) =>
  useInfiniteQuery(summaryPages('listOrders', { status }));

/** Open disputes oldest first (none waits), or decided ones newest first. */
export const useDisputes = (state: 'open' | 'decided') =>
  useInfiniteQuery(summaryPages('listDisputes', { state }));
