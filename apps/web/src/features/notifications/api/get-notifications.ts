import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { callApi, callApiPage } from '../../../lib/api-client';
import { listQueryOptions } from '../../../lib/list-query';
import { usePollInterval } from '../../../lib/live-updates';
import { BELL_SIZE, COUNT_POLL_MS, notificationKeys } from './query-keys';

/** GET /notifications/unread: the badge; the live stream keeps it current, else it is polled. */
export function useNotificationCount() {
  return useQuery({
    queryKey: notificationKeys.unread,
    queryFn: ({ signal }) => callApi('countNotifications', { signal }),
    select: (answer) => answer.unread,
    refetchInterval: usePollInterval(COUNT_POLL_MS),
  });
}

/** GET /notifications?limit=10: the bell's list, asked for when the bell opens. */
export function useLatestNotifications() {
  return useQuery({
    queryKey: notificationKeys.latest,
    queryFn: ({ signal }) =>
      callApiPage('listNotifications', { query: { limit: BELL_SIZE }, signal }),
    // Opening the bell shows what is new since it last opened.
    staleTime: 0,
  });
}

/** GET /notifications: the notifications page, newest first, one page at a time. */
export function useNotifications() {
  return useInfiniteQuery(listQueryOptions(notificationKeys.pages, 'listNotifications'));
}
