import { type QueueItem, moderationMessages } from '@reride/shared';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { getFirebaseAuth } from '../../../lib/firebase';
import { jsonResponse, stubApi } from '../../../testing/api-server';
import { pageResponse } from '../../../testing/bike-fixtures';
import { createFirebaseFake } from '../../../testing/firebase-fake';
import { renderRoutes } from '../../../testing/render';
import { ModerationQueue } from './moderation-queue';

vi.mock('../../../lib/firebase', () => ({ getFirebaseAuth: vi.fn() }));

const texts = moderationMessages.queue;
const item = (overrides: Partial<QueueItem> = {}): QueueItem => ({
  kind: 'reported-listing',
  id: '64b0000000000000000000b1',
  title: '<b>Trek 820</b>',
  reportCount: 2,
  waitingSince: '2026-03-01T10:05:00.000Z',
  link: '/dashboard/reported',
  ...overrides,
});

beforeEach(() => {
  vi.mocked(getFirebaseAuth).mockResolvedValue(createFirebaseFake(null).kit);
});

const renderQueue = (path = '/dashboard/admin/queue') =>
  renderRoutes([{ path: '/dashboard/admin/queue', element: <ModerationQueue /> }], {
    initialEntries: [path],
  });

describe('Moderation queue (admin, API stubbed)', () => {
  it('lists each row with its kind, title as text, reports and a link to its decision page', async () => {
    stubApi({
      'GET /admin/queue': () =>
        pageResponse([
          item(),
          item({
            kind: 'dispute',
            id: '64b0000000000000000000c1',
            title: 'Giant Escape',
            reportCount: 0,
            link: '/dashboard/disputes',
          }),
        ]),
    });
    renderQueue();
    const list = await screen.findByRole('list', { name: texts.title });
    const [first, second] = within(list).getAllByRole('listitem');
    expect(first).toHaveTextContent(texts.kinds['reported-listing']);
    expect(first).toHaveTextContent('<b>Trek 820</b>');
    expect(first).toHaveTextContent('2 reports');
    expect(within(first!).getByRole('link', { name: /Open/ })).toHaveAttribute(
      'href',
      '/dashboard/reported',
    );
    expect(second).toHaveTextContent(texts.kinds.dispute);
    expect(second).not.toHaveTextContent('reports');
    expect(within(second!).getByRole('link', { name: /Open/ })).toHaveAttribute(
      'href',
      '/dashboard/disputes',
    );
  });

  it('filters by kind from the URL and the select, with the kind in the address', async () => {
    const api = stubApi({ 'GET /admin/queue': () => pageResponse([]) });
    const { router } = renderQueue('/dashboard/admin/queue?kind=dispute');
    expect(await screen.findByText(texts.emptyKind)).toBeInTheDocument();
    expect(api.queriesOf('GET /admin/queue')[0]).toMatchObject({ kind: 'dispute' });

    const user = userEvent.setup();
    await user.selectOptions(screen.getByLabelText(texts.kind), texts.kinds['held-listing']);
    await waitFor(() => expect(router.state.location.search).toBe('?kind=held-listing'));
    await waitFor(() =>
      expect(api.queriesOf('GET /admin/queue').at(-1)).toMatchObject({ kind: 'held-listing' }),
    );
    await user.selectOptions(screen.getByLabelText(texts.kind), texts.allKinds);
    await waitFor(() => expect(router.state.location.search).toBe(''));
  });

  it('says so when nothing waits', async () => {
    stubApi({ 'GET /admin/queue': () => pageResponse([]) });
    renderQueue();
    expect(await screen.findByText(texts.empty)).toBeInTheDocument();
  });

  it('says so when the queue cannot load', async () => {
    stubApi({
      'GET /admin/queue': () =>
        jsonResponse({ message: 'Database unavailable', code: 'DB_UNAVAILABLE' }, 503),
    });
    renderQueue();
    expect(await screen.findByText(texts.loadFailed)).toBeInTheDocument();
  });
});
