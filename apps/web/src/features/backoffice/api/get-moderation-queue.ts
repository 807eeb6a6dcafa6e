import type { QueueKind } from '@reride/shared';
import { useInfiniteQuery } from '@tanstack/react-query';
import { listQueryOptions } from '../../../lib/list-query';

/** GET /admin/queue (admin): everything waiting for a decision, of one kind or all. */
export function useModerationQueue(kind: QueueKind | undefined) {
  const query = kind ? { kind } : {};
  return useInfiniteQuery(
    listQueryOptions(['moderation-queue', query], 'listModerationQueue', { query }),
  );
}
