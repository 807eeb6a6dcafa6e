import { screen } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { DashboardNav } from '../features/auth/components/dashboard-nav';
import { InboxUnreadCount } from '../features/conversations/components/inbox-unread-count';
import { getFirebaseAuth } from '../lib/firebase';
import { paths } from '../lib/paths';
import { stubApi, jsonResponse } from '../testing/api-server';
import { createFirebaseFake, fakeFirebaseUser } from '../testing/firebase-fake';
import { renderRoutes } from '../testing/render';
import { meResponse } from '../testing/user-fixtures';

vi.mock('../lib/firebase', () => ({ getFirebaseAuth: vi.fn() }));

beforeEach(() => {
  vi.mocked(getFirebaseAuth).mockResolvedValue(createFirebaseFake(fakeFirebaseUser()).kit);
});

function renderNav() {
  renderRoutes([
    {
      path: '/',
      // As the router composes it: the Inbox link carries the unread count.
      element: (
        <DashboardNav badges={{ [paths.dashboard.inbox.getHref()]: <InboxUnreadCount /> }} />
      ),
    },
  ]);
}

describe('the dashboard nav with the Inbox badge (API stubbed)', () => {
  it("shows the buyer's unread count on the Inbox link, read out in words", async () => {
    stubApi({
      'GET /users/me': () => meResponse('Buyer'),
      'GET /conversations/unread': () => jsonResponse({ unread: 3 }),
    });
    renderNav();

    const inbox = await screen.findByRole('link', { name: 'Inbox 3 unread messages' });
    expect(inbox).toHaveAttribute('href', paths.dashboard.inbox.getHref());
    expect(inbox).toHaveTextContent('Inbox 3');
  });

  it('shows no badge when everything is read', async () => {
    stubApi({
      'GET /users/me': () => meResponse('Seller'),
      'GET /conversations/unread': () => jsonResponse({ unread: 0 }),
    });
    renderNav();

    expect(await screen.findByRole('link', { name: 'Inbox' })).toBeInTheDocument();
  });
});
