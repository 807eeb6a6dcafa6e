import { notificationsMessages } from '@reride/shared';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ACCESS_TOKEN_KEY } from '../../../lib/access-token';
import { getFirebaseAuth } from '../../../lib/firebase';
import { paths } from '../../../lib/paths';
import { stubApi, type ApiRequest } from '../../../testing/api-server';
import { pageResponse } from '../../../testing/bike-fixtures';
import { createFirebaseFake, fakeFirebaseUser } from '../../../testing/firebase-fake';
import { makeNotification } from '../../../testing/notification-fixtures';
import { renderRoutes } from '../../../testing/render';
import { NotificationBell } from './notification-bell';
import { NotificationStream } from './notification-stream';

vi.mock('../../../lib/firebase', () => ({ getFirebaseAuth: vi.fn() }));

beforeEach(() => {
  vi.mocked(getFirebaseAuth).mockResolvedValue(createFirebaseFake(null).kit);
});

const order = makeNotification('order', { bikeName: 'Trek Marlin 7' });
const message = makeNotification('message', {
  bikeName: 'Giant Talon',
  readAt: '2026-03-01T11:00:00.000Z',
});
const offer = makeNotification('offer', { bikeName: 'Cube Aim' });

function renderBell({ live = false } = {}) {
  return renderRoutes(
    [
      {
        path: paths.home.path,
        element: (
          <header>
            <NotificationBell />
            {live && <NotificationStream />}
          </header>
        ),
      },
      { path: paths.dashboard.order.path, element: <h1>The order page</h1> },
      { path: paths.dashboard.notifications.path, element: <h1>All notifications</h1> },
    ],
    { initialEntries: [paths.home.getHref()] },
  );
}

const bell = (name: string | RegExp = /^Notifications/) => screen.findByRole('button', { name });
const bellRoot = () => document.querySelector('.notification-bell');

describe('the notification bell (API stubbed)', () => {
  it('shows the unread count, then the newest notifications with the unread ones marked', async () => {
    const api = stubApi({
      'GET /notifications/unread': { unread: 3 },
      'GET /notifications': () => pageResponse([order, message, offer]),
    });
    renderBell();

    const button = await bell('Notifications, 3 unread');
    expect(within(button).getByText('3')).toBeInTheDocument();
    expect(bellRoot()).toHaveAttribute('data-connection', 'polling');
    expect(button).toHaveAttribute('aria-expanded', 'false');

    await userEvent.click(button);
    const panel = await screen.findByRole('region', { name: 'Notifications' });
    expect(panel).toHaveFocus();
    const list = await within(panel).findByRole('list', { name: 'Notifications' });
    const links = within(list).getAllByRole('link');
    expect(links.map((link) => link.textContent)).toEqual([
      expect.stringContaining('Order paid (Unread)Trek Marlin 7: The buyer paid.'),
      expect.stringContaining('New message from Sara SellerAbout Giant Talon'),
      expect.stringContaining('New offer (Unread)You received an offer of $450 for Cube Aim.'),
    ]);
    expect(links.map((link) => link.classList.contains('is-unread'))).toEqual([true, false, true]);
    expect(links.map((link) => link.getAttribute('href'))).toEqual([
      paths.dashboard.order.getHref(order.orderId),
      paths.dashboard.conversation.getHref(message.conversationId),
      paths.dashboard.conversation.getHref(offer.conversationId),
    ]);
    const listCall = api.requests.find((request) => request.route === 'GET /notifications');
    expect(listCall?.url.searchParams.get('limit')).toBe('10');
    expect(within(panel).getByRole('link', { name: 'See all notifications' })).toHaveAttribute(
      'href',
      paths.dashboard.notifications.getHref(),
    );
  });

  it('marks everything read with Mark all read', async () => {
    const api = stubApi({
      'GET /notifications/unread': { unread: 2 },
      'GET /notifications': () => pageResponse([order, offer]),
      'POST /notifications/read': { acknowledged: true, unread: 0 },
    });
    renderBell();
    await userEvent.click(await bell('Notifications, 2 unread'));
    const panel = await screen.findByRole('region', { name: 'Notifications' });
    await within(panel).findAllByRole('link', { name: /Unread/ });

    await userEvent.click(within(panel).getByRole('button', { name: 'Mark all read' }));

    expect(await bell('Notifications')).toBeInTheDocument();
    expect(within(panel).queryAllByRole('link', { name: /Unread/ })).toEqual([]);
    expect(within(panel).getByRole('button', { name: 'Mark all read' })).toBeDisabled();
    expect(api.routes()).toContain('POST /notifications/read');
  });

  it('marks a notification read and opens its page when it is followed', async () => {
    const api = stubApi({
      'GET /notifications/unread': { unread: 1 },
      'GET /notifications': () => pageResponse([order]),
      [`POST /notifications/${order._id}/read`]: { acknowledged: true, unread: 0 },
    });
    const { queryClient } = renderBell();
    await userEvent.click(await bell('Notifications, 1 unread'));
    await userEvent.click(await screen.findByRole('link', { name: /Order paid/ }));

    expect(await screen.findByRole('heading', { name: 'The order page' })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Notifications' })).not.toBeInTheDocument();
    await waitFor(() => expect(api.routes()).toContain(`POST /notifications/${order._id}/read`));
    await waitFor(() =>
      expect(queryClient.getQueryData(['notifications', 'unread'])).toEqual({ unread: 0 }),
    );
  });

  it('closes on Escape with focus back on the bell, and says when there is nothing', async () => {
    stubApi({
      'GET /notifications/unread': { unread: 0 },
      'GET /notifications': () => pageResponse([]),
    });
    renderBell();
    const button = await bell('Notifications');
    await userEvent.click(button);
    expect(await screen.findByText(notificationsMessages.empty)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Mark all read' })).toBeDisabled();

    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('region', { name: 'Notifications' })).not.toBeInTheDocument();
    expect(button).toHaveFocus();
    expect(button).toHaveAttribute('aria-expanded', 'false');
  });
});

/** The stream endpoint's body, written by the test (the API's SSE stream, faked). */
function fakeEventStream() {
  let controller!: ReadableStreamDefaultController<Uint8Array>;
  const encoder = new TextEncoder();
  const body = new ReadableStream<Uint8Array>({
    start: (c) => {
      controller = c;
    },
  });
  return {
    handler: ({ signal }: ApiRequest) => {
      signal.addEventListener('abort', () =>
        controller.error(new DOMException('Aborted', 'AbortError')),
      );
      return new Response(body, { headers: { 'Content-Type': 'text/event-stream' } });
    },
    send: (text: string) => controller.enqueue(encoder.encode(text)),
  };
}

describe('the bell with the live stream (API and its event stream faked)', () => {
  it('goes live and counts a notification that arrives, refreshing what it is about', async () => {
    vi.mocked(getFirebaseAuth).mockResolvedValue(createFirebaseFake(fakeFirebaseUser()).kit);
    window.localStorage.setItem(ACCESS_TOKEN_KEY, 'access-token');
    const stream = fakeEventStream();
    const api = stubApi({
      'GET /notifications/unread': { unread: 3 },
      'GET /notifications/stream': stream.handler,
    });
    const { queryClient } = renderBell({ live: true });
    await bell('Notifications, 3 unread');
    await waitFor(() => expect(api.routes()).toContain('GET /notifications/stream'));
    const streamCall = api.requests.find(
      (request) => request.route === 'GET /notifications/stream',
    );
    expect(streamCall?.headers.get('Authorization')).toBe('Bearer access-token');

    stream.send(': heartbeat\n\n');
    await waitFor(() => expect(bellRoot()).toHaveAttribute('data-connection', 'live'));

    const incoming = makeNotification('message');
    const other = makeNotification('message');
    const thisConversation = ['conversations', 'messages', incoming.conversationId];
    const otherConversation = ['conversations', 'messages', other.conversationId];
    queryClient.setQueryData(thisConversation, { pages: [], pageParams: [] });
    queryClient.setQueryData(otherConversation, { pages: [], pageParams: [] });
    queryClient.setQueryData(['conversations', 'unread'], { unread: 0 });

    stream.send(`event: notification\nid: ${incoming.seq}\ndata: ${JSON.stringify(incoming)}\n\n`);

    expect(await bell('Notifications, 4 unread')).toBeInTheDocument();
    expect(queryClient.getQueryState(thisConversation)?.isInvalidated).toBe(true);
    expect(queryClient.getQueryState(['conversations', 'unread'])?.isInvalidated).toBe(true);
    expect(queryClient.getQueryState(otherConversation)?.isInvalidated).toBe(false);
  });
});
