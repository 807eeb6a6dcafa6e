import type { ContactMessageBody } from '@reride/shared';
import { useInfiniteQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { listQueryOptions } from '../../../lib/list-query';
import { queryRoots } from '../../../lib/query-keys';
import { useRefreshingMutation } from '../../../lib/refreshing-mutation';

/** POST /contact-messages (anyone): a signed-in sender's token goes with it. */
export function useSendContactMessage() {
  return useRefreshingMutation(
    (body: ContactMessageBody) => callApi('sendContactMessage', { body }),
    [queryRoots.contactMessages],
    { wait: false },
  );
}

/** GET /contact-messages (admin): newest first. */
export function useContactMessages() {
  return useInfiniteQuery(listQueryOptions(queryRoots.contactMessages, 'listContactMessages'));
}
