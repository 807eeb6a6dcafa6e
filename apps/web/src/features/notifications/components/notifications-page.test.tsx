import { notificationsMessages } from '@reride/shared';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { getFirebaseAuth } from '../../../lib/firebase';
import { paths } from '../../../lib/paths';
import { stubApi } from '../../../testing/api-server';
import { pageResponse } from '../../../testing/bike-fixtures';
import { createFirebaseFake } from '../../../testing/firebase-fake';
import { makeNotification } from '../../../testing/notification-fixtures';
import { renderRoutes } from '../../../testing/render';
import { NotificationsPage } from './notifications-page';

vi.mock('../../../lib/firebase', () => ({ getFirebaseAuth: vi.fn() }));

beforeEach(() => {
  vi.mocked(getFirebaseAuth).mockResolvedValue(createFirebaseFake(null).kit);
});

function renderPage() {
  return renderRoutes(
    [{ path: paths.dashboard.notifications.path, Component: NotificationsPage }],
    {
      initialEntries: [paths.dashboard.notifications.getHref()],
    },
  );
}

describe('the notifications page (API stubbed)', () => {
  it('says when there are none', async () => {
    stubApi({
      'GET /notifications/unread': { unread: 0 },
      'GET /notifications': () => pageResponse([]),
    });
    renderPage();
    expect(await screen.findByText(notificationsMessages.empty)).toBeInTheDocument();
  });

  it('lists them page after page, each linked to its page', async () => {
    const wishlist = makeNotification('wishlist', { bikeName: 'Scott Scale' });
    const order = makeNotification('order', { readAt: '2026-03-02T10:00:00.000Z' });
    stubApi({
      'GET /notifications/unread': { unread: 1 },
      'GET /notifications': ({ url }) =>
        url.searchParams.get('cursor') === 'next'
          ? pageResponse([order])
          : pageResponse([wishlist], 'next'),
    });
    renderPage();

    const list = await screen.findByRole('list', { name: 'Notifications' });
    const first = await screen.findByRole('link', { name: /Price drop\s*\(Unread\)/ });
    expect(first).toHaveAttribute('href', paths.bike.getHref(wishlist.bikeId));
    expect(first).toHaveTextContent('Scott Scale from your wishlist now costs $380.');

    await userEvent.click(screen.getByRole('button', { name: 'Load more' }));
    expect(await within(list).findByRole('link', { name: /Order paid/ })).toHaveAttribute(
      'href',
      paths.dashboard.order.getHref(order.orderId),
    );
    expect(within(list).getAllByRole('link')).toHaveLength(2);
  });
});
