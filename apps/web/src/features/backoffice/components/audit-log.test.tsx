import { type AuditEntry, backofficeMessages } from '@reride/shared';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { getFirebaseAuth } from '../../../lib/firebase';
import { stubApi } from '../../../testing/api-server';
import { pageResponse } from '../../../testing/bike-fixtures';
import { createFirebaseFake } from '../../../testing/firebase-fake';
import { renderRoutes } from '../../../testing/render';
import { AuditLog } from './audit-log';

vi.mock('../../../lib/firebase', () => ({ getFirebaseAuth: vi.fn() }));

const texts = backofficeMessages.audit;
const entry = (overrides: Partial<AuditEntry> = {}): AuditEntry => ({
  _id: 'a00000000000000000000001',
  action: 'bike.delete',
  actorId: '64b000000000000000000001',
  actorEmail: 'admin@reride.test',
  targetType: 'bike',
  targetId: '64b0000000000000000000b1',
  at: '2026-03-01T10:05:00.000Z',
  details: { reason: '<b>scam</b>' },
  ...overrides,
});

beforeEach(() => {
  vi.mocked(getFirebaseAuth).mockResolvedValue(createFirebaseFake(null).kit);
});

const renderLog = (path = '/dashboard/admin/audit') =>
  renderRoutes([{ path: '/dashboard/admin/audit', element: <AuditLog /> }], {
    initialEntries: [path],
  });

describe('Audit log (admin, API stubbed)', () => {
  it('shows each decision with its administrator, action, record, time and details as text', async () => {
    stubApi({
      'GET /admin/audit': () =>
        pageResponse([
          entry(),
          entry({
            _id: 'a00000000000000000000002',
            action: 'user.grantAdmin',
            actorId: null,
            actorEmail: 'ops@reride.test',
            details: {},
          }),
        ]),
    });
    renderLog();
    const list = await screen.findByRole('list', { name: texts.title });
    const [first, second] = within(list).getAllByRole('listitem');
    expect(first).toHaveTextContent('bike.delete');
    expect(first).toHaveTextContent('<b>scam</b>');
    expect(within(first!).getByRole('link', { name: 'admin@reride.test' })).toBeInTheDocument();
    expect(second).toHaveTextContent(`ops@reride.test (${texts.operatorTool})`);
  });

  it('sends the filters from the form and the URL, and refuses a malformed action in place', async () => {
    const api = stubApi({ 'GET /admin/audit': () => pageResponse([]) });
    const { router } = renderLog('/dashboard/admin/audit?target=64b0000000000000000000b1');
    expect(await screen.findByText(texts.empty)).toBeInTheDocument();
    expect(api.queriesOf('GET /admin/audit')[0]).toMatchObject({
      target: '64b0000000000000000000b1',
    });

    const user = userEvent.setup();
    await user.type(screen.getByLabelText(texts.action), 'delete it all');
    await user.click(screen.getByRole('button', { name: texts.search }));
    expect(await screen.findByText(texts.actionInvalid)).toBeInTheDocument();
    expect(router.state.location.search).toBe('?target=64b0000000000000000000b1');

    await user.clear(screen.getByLabelText(texts.action));
    await user.type(screen.getByLabelText(texts.action), 'seller');
    await user.type(screen.getByLabelText(texts.actor), 'Admin@ReRide.test');
    await user.click(screen.getByRole('button', { name: texts.search }));
    await waitFor(() =>
      expect(api.queriesOf('GET /admin/audit').at(-1)).toMatchObject({
        action: 'seller',
        actor: 'admin@reride.test',
        target: '64b0000000000000000000b1',
      }),
    );

    await user.click(screen.getByRole('button', { name: texts.clear }));
    await waitFor(() => expect(router.state.location.search).toBe(''));
  });

  it('says so when no administrator has decided anything yet', async () => {
    stubApi({ 'GET /admin/audit': () => pageResponse([]) });
    renderLog();
    expect(await screen.findByText(texts.emptyAll)).toBeInTheDocument();
  });
});
