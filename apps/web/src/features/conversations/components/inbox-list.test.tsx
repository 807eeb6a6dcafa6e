import { conversationMessages } from '@reride/shared';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { getFirebaseAuth } from '../../../lib/firebase';
import { paths } from '../../../lib/paths';
import { stubApi } from '../../../testing/api-server';
import { pageResponse } from '../../../testing/bike-fixtures';
import { makeConversation } from '../../../testing/conversation-fixtures';
import { createFirebaseFake } from '../../../testing/firebase-fake';
import { renderRoutes } from '../../../testing/render';
import { InboxList } from './inbox-list';

vi.mock('../../../lib/firebase', () => ({ getFirebaseAuth: vi.fn() }));

beforeEach(() => {
  vi.mocked(getFirebaseAuth).mockResolvedValue(createFirebaseFake(null).kit);
});

function renderInbox() {
  renderRoutes(
    [
      { path: paths.dashboard.inbox.path, Component: InboxList },
      { path: paths.dashboard.conversation.path, element: <h1>Conversation page</h1> },
    ],
    { initialEntries: [paths.dashboard.inbox.getHref()] },
  );
}

describe('InboxList (API stubbed)', () => {
  it('lists each conversation with its bike, the other person, the last message and unread badge', async () => {
    stubApi({
      'GET /conversations': () =>
        pageResponse([
          makeConversation({
            bike: { ...makeConversation().bike, name: 'Trek Marlin 7', resalePrice: 650 },
            otherName: 'Sara Seller',
            lastMessage: 'Yes, still available',
            unread: 3,
          }),
          makeConversation({
            bike: { ...makeConversation().bike, name: 'Giant Escape 3' },
            role: 'seller',
            otherName: 'Rider Rahman',
            lastMessage: 'Thanks!',
            unread: 0,
          }),
        ]),
    });
    renderInbox();

    const rows = within(await screen.findByRole('list', { name: 'Conversations' })).getAllByRole(
      'link',
    );
    expect(rows).toHaveLength(2);
    expect(rows[0]).toHaveTextContent('Trek Marlin 7');
    expect(rows[0]).toHaveTextContent('$650');
    expect(rows[0]).toHaveTextContent('Sara Seller · seller');
    expect(rows[0]).toHaveTextContent('Yes, still available');
    expect(rows[0]).toHaveAccessibleName(expect.stringContaining('3 unread messages') as string);
    expect(rows[1]).toHaveTextContent('Rider Rahman · buyer');
    expect(rows[1]).not.toHaveTextContent('unread');
  });

  it('opens a conversation from its row', async () => {
    const conversation = makeConversation({ bike: { ...makeConversation().bike, name: 'Trek' } });
    stubApi({ 'GET /conversations': () => pageResponse([conversation]) });
    const user = userEvent.setup();
    renderInbox();

    await user.click(await screen.findByRole('link', { name: /Trek/ }));
    expect(await screen.findByRole('heading', { name: 'Conversation page' })).toBeInTheDocument();
  });

  it('loads more pages with the cursor', async () => {
    stubApi({
      'GET /conversations': ({ url }) =>
        url.searchParams.get('cursor') === 'next'
          ? pageResponse([makeConversation({ lastMessage: 'Older one' })])
          : pageResponse([makeConversation({ lastMessage: 'Newest one' })], 'next'),
    });
    const user = userEvent.setup();
    renderInbox();

    await user.click(await screen.findByRole('button', { name: 'Load more' }));
    expect(await screen.findByText('Older one')).toBeInTheDocument();
    expect(screen.getByText('Newest one')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
  });

  it('says so when there is no conversation yet', async () => {
    stubApi({ 'GET /conversations': () => pageResponse([]) });
    renderInbox();

    expect(await screen.findByText(conversationMessages.conversations.empty)).toBeInTheDocument();
  });
});
