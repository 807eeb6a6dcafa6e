import type { Notification, ResponseOf } from '@reride/shared';
import type { InfiniteData, InvalidateQueryFilters, QueryClient } from '@tanstack/react-query';
import type { Page } from '../../../lib/api-client';
import { queryRoots } from '../../../lib/query-keys';
import { BELL_SIZE, notificationKeys } from './query-keys';

type Count = ResponseOf<'countNotifications'>;
type Pages = InfiniteData<Page<Notification>>;

/** Every cached notification of the bell and the page, changed by `change`. */
function updateCached(queryClient: QueryClient, change: (n: Notification) => Notification) {
  queryClient.setQueryData<Page<Notification>>(
    notificationKeys.latest,
    (old) => old && { ...old, items: old.items.map(change) },
  );
  queryClient.setQueryData<Pages>(
    notificationKeys.pages,
    (old) =>
      old && {
        ...old,
        pages: old.pages.map((page) => ({ ...page, items: page.items.map(change) })),
      },
  );
}

/** After POST …/read: the server's count, and the notifications it read shown as read. */
export function markReadInCache(queryClient: QueryClient, id: string | null, unread: number) {
  queryClient.setQueryData<Count>(notificationKeys.unread, { unread });
  const readAt = new Date().toISOString();
  updateCached(queryClient, (n) =>
    n.readAt === null && (id === null || n._id === id) ? { ...n, readAt } : n,
  );
}

/** The cached queries under `root` whose key names the record `id`. */
const about = (root: readonly string[], id: string): InvalidateQueryFilters => ({
  queryKey: root,
  predicate: ({ queryKey }) => queryKey.includes(id),
});

/**
 * A notification that arrived on the live stream: the bell's badge and list at once, the page
 * when it is next shown, and what the notification is about (the stream replaces those pages'
 * polling, lib/live-updates.ts).
 */
export function receiveNotification(queryClient: QueryClient, n: Notification) {
  const latest = queryClient.getQueryData<Page<Notification>>(notificationKeys.latest);
  if (!latest?.items.some((item) => item._id === n._id)) {
    if (n.readAt === null) {
      queryClient.setQueryData<Count>(
        notificationKeys.unread,
        (old) => old && { unread: old.unread + 1 },
      );
    }
    queryClient.setQueryData<Page<Notification>>(
      notificationKeys.latest,
      (old) => old && { ...old, items: [n, ...old.items].slice(0, BELL_SIZE) },
    );
  }
  const refresh: InvalidateQueryFilters[] = [
    { queryKey: notificationKeys.pages },
    { queryKey: queryRoots.todos },
  ];
  switch (n.topic) {
    case 'message':
    case 'offer':
      refresh.push(
        { queryKey: queryRoots.inbox },
        { queryKey: queryRoots.unreadMessages },
        about(queryRoots.conversations, n.conversationId),
      );
      break;
    case 'order':
      // The order page and the order lists all show the order's state; My Products its bike's.
      refresh.push({ queryKey: queryRoots.bookings }, { queryKey: queryRoots.myBikes });
      break;
    case 'wishlist':
      // A saved bike sold or cheaper: its pages, and the saver's own booking of it (a cut lowers
      // what an open booking asks).
      refresh.push(about(queryRoots.bikes, n.bikeId), { queryKey: queryRoots.bookings });
      break;
    case 'listing':
      // The seller's own listing expires soon or expired: My Products and its page.
      refresh.push({ queryKey: queryRoots.myBikes }, about(queryRoots.bikes, n.bikeId));
      break;
    case 'review':
      // The order's reviews, and the profiles whose figures a publication changed.
      refresh.push({ queryKey: queryRoots.reviews }, { queryKey: queryRoots.bikes });
      break;
    case 'moderation':
      // The administrators' queues: disputes live with the orders.
      refresh.push(
        { queryKey: queryRoots.bookings },
        { queryKey: queryRoots.reported },
        { queryKey: queryRoots.reportedMessages },
        { queryKey: queryRoots.contactMessages },
      );
      break;
    case 'account':
      // A sanction: the dashboard's banner asks again; the Verified badge: the account does.
      refresh.push(
        n.event === 'verified' || n.event === 'verification_withdrawn'
          ? { queryKey: ['users', 'me'] }
          : { queryKey: queryRoots.mySanction },
      );
      break;
  }
  return Promise.all(refresh.map((filters) => queryClient.invalidateQueries(filters)));
}
