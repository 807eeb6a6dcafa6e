import { useInfiniteQuery } from '@tanstack/react-query';
import { listQueryOptions } from '../../../lib/list-query';
import { queryRoots } from '../../../lib/query-keys';

/** A moderation notification refreshes them too (features/notifications). */
export const reportedMessagesRoot = queryRoots.reportedMessages;

/** GET /reported-messages (admin): open reports of messages, newest first. */
export function useReportedMessages() {
  return useInfiniteQuery(
    listQueryOptions([...reportedMessagesRoot, 'open'], 'listReportedMessages'),
  );
}

/** GET /reported-messages/:id/messages (admin): the reported conversation, while the report is open. */
export function useReportedConversation(reportId: string) {
  return useInfiniteQuery(
    listQueryOptions(
      [...reportedMessagesRoot, 'conversation', reportId],
      'listReportedConversation',
      {
        params: { id: reportId },
      },
    ),
  );
}
