import type { Conversation, Message } from '@reride/shared';
import ConversationRoute from '../app/routes/dashboard/conversation';
import { RouteErrorPage } from '../app/routes/route-error';
import { paths } from '../lib/paths';
import { jsonResponse } from './api-server';
import { pageResponse } from './bike-fixtures';
import { renderRoutes } from './render';

/**
 * What a conversation's page asks for when it opens: the conversation, its messages (newest
 * first), its offers (none) and the read receipts. Read through getters, so that what a test
 * changes shows on the next fetch.
 */
export function conversationPageAnswers(
  conversation: () => Conversation,
  newestFirst: () => Message[],
) {
  const id = conversation()._id;
  return {
    [`GET /conversations/${id}`]: () => jsonResponse(conversation()),
    [`GET /conversations/${id}/messages`]: () => pageResponse(newestFirst()),
    [`GET /conversations/${id}/offers`]: () => pageResponse([]),
    [`POST /conversations/${id}/read`]: () => jsonResponse({ unread: 0 }),
    'GET /conversations/unread': () => jsonResponse({ unread: 0 }),
  };
}

/** The conversation's dashboard page, with the route's error page. */
export function renderConversationPage(id: string) {
  return renderRoutes(
    [
      {
        path: paths.dashboard.conversation.path,
        Component: ConversationRoute,
        errorElement: <RouteErrorPage />,
      },
    ],
    { initialEntries: [paths.dashboard.conversation.getHref(id)] },
  );
}
