import { STREAM_EVENT } from '@reride/shared';
import { routes } from '@reride/shared/routes';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { readAccessToken } from '../../../lib/access-token';
import { apiUrl, checkAnswer, renewAccessTokenOnce } from '../../../lib/api-client';
import { setLiveState } from '../../../lib/live-updates';
import { receiveNotification } from '../api/notification-cache';
import { openEventStream } from '../lib/event-stream';

/** Parses and checks one event's data; a malformed event is logged and skipped. */
async function readNotification(data: string) {
  try {
    return await checkAnswer('notificationStream', JSON.parse(data));
  } catch (error) {
    console.error('A notification event was not JSON', error);
    return null;
  }
}

/**
 * The tab's one live connection (mount it once, for a signed-in user): each notification
 * updates the caches, and the connection's state tells the polling queries whether to poll.
 */
export function useNotificationStream() {
  const queryClient = useQueryClient();

  useEffect(() => {
    // Events are handled one after another, in the order the stream sent them.
    let queue = Promise.resolve();
    const stream = openEventStream({
      url: apiUrl(routes.notificationStream.path),
      getToken: readAccessToken,
      renewToken: renewAccessTokenOnce,
      onStatus: setLiveState,
      onEvent: ({ event, data }) => {
        if (event !== STREAM_EVENT) return;
        queue = queue.then(async () => {
          const notification = await readNotification(data);
          if (notification) void receiveNotification(queryClient, notification);
        });
      },
    });
    return () => {
      stream.close();
      setLiveState('polling');
    };
  }, [queryClient]);
}
