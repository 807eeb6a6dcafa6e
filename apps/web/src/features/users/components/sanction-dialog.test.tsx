import { type ManagedUser, type Sanction, sanctionMessages } from '@reride/shared';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { getFirebaseAuth } from '../../../lib/firebase';
import { jsonResponse, stubApi } from '../../../testing/api-server';
import { createFirebaseFake } from '../../../testing/firebase-fake';
import { renderRoutes } from '../../../testing/render';
import { BuyersTable } from './buyers-table';

vi.mock('../../../lib/firebase', () => ({ getFirebaseAuth: vi.fn() }));

const texts = sanctionMessages.sanctions;
const ID = '64b000000000000000000001';
const UNTIL = '2030-05-04T10:00:00.000Z';

let buyers: ManagedUser[];

beforeEach(() => {
  vi.mocked(getFirebaseAuth).mockResolvedValue(createFirebaseFake(null).kit);
  buyers = [
    {
      _id: ID,
      name: 'Ana',
      email: 'ana@example.com',
      userType: 'Buyer',
      roles: ['Buyer'],
      verified: false,
      createdAt: '2024-01-01T00:00:00.000Z',
      sanction: { suspension: null, warning: null },
      verification: { phone: null, adminCheck: null, withdrawn: null },
    },
  ];
});

const renderBuyers = () => renderRoutes([{ path: '/', element: <BuyersTable /> }]);

/** Answers a decision with a sanction, which the list then shows. */
const decided = (sanction: Sanction) => () => {
  buyers = buyers.map((b) => ({ ...b, sanction }));
  return jsonResponse(sanction);
};

describe('the sanction dialog on All Buyers (API stubbed)', () => {
  it('suspends for the chosen period with a reason, after the dialog, and shows the end', async () => {
    const suspension = { reason: 'Spam in messages', at: '2030-04-27T10:00:00.000Z', until: UNTIL };
    const api = stubApi({
      'GET /users/buyers': () => jsonResponse(buyers),
      [`POST /users/${ID}/suspension`]: decided({ suspension, warning: null }),
    });
    const user = userEvent.setup();
    renderBuyers();

    const row = within(await screen.findByRole('table')).getAllByRole('row')[1]!;
    expect(within(row).getByText(texts.none)).toBeInTheDocument();
    await user.click(within(row).getByRole('button', { name: `${texts.suspend}: Ana` }));
    const dialog = screen.getByRole('dialog', { name: texts.suspendTitle('Ana') });

    // Nothing is sent without a reason.
    await user.click(within(dialog).getByRole('button', { name: texts.confirmSuspend }));
    expect(await within(dialog).findByText(texts.reasonRequired)).toBeInTheDocument();
    expect(api.routes()).not.toContain(`POST /users/${ID}/suspension`);

    await user.type(within(dialog).getByLabelText(texts.reason), 'Spam in messages');
    await user.selectOptions(within(dialog).getByLabelText(texts.period), '30');
    await user.click(within(dialog).getByRole('button', { name: texts.confirmSuspend }));

    expect(await screen.findByText(texts.suspendedToast('Ana'))).toBeInTheDocument();
    expect(api.bodyOf(`POST /users/${ID}/suspension`)).toEqual({
      reason: 'Spam in messages',
      days: 30,
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(await screen.findByRole('button', { name: `${texts.lift}: Ana` })).toBeInTheDocument();
  });

  it('suspends until a chosen day, to its end', async () => {
    const api = stubApi({
      'GET /users/buyers': () => jsonResponse(buyers),
      [`POST /users/${ID}/suspension`]: decided({
        suspension: { reason: 'Fraud', at: UNTIL, until: UNTIL },
        warning: null,
      }),
    });
    const user = userEvent.setup();
    renderBuyers();

    await user.click(await screen.findByRole('button', { name: `${texts.suspend}: Ana` }));
    const dialog = screen.getByRole('dialog');
    await user.type(within(dialog).getByLabelText(texts.reason), 'Fraud');
    await user.selectOptions(within(dialog).getByLabelText(texts.period), 'until');
    await user.click(within(dialog).getByRole('button', { name: texts.confirmSuspend }));
    expect(await within(dialog).findByText(texts.untilRequired)).toBeInTheDocument();
    await user.type(within(dialog).getByLabelText(texts.untilDate), '2030-05-04');
    await user.click(within(dialog).getByRole('button', { name: texts.confirmSuspend }));

    await screen.findByText(texts.suspendedToast('Ana'));
    expect(api.bodyOf(`POST /users/${ID}/suspension`)).toEqual({
      reason: 'Fraud',
      until: '2030-05-04T23:59:59.000Z',
    });
  });

  it('disables the dialog while the decision is sent, and shows the 409 of the server', async () => {
    let answer: (r: Response) => void = () => undefined;
    stubApi({
      'GET /users/buyers': () => jsonResponse(buyers),
      [`POST /users/${ID}/warning`]: () => new Promise<Response>((resolve) => (answer = resolve)),
    });
    const user = userEvent.setup();
    renderBuyers();

    await user.click(await screen.findByRole('button', { name: `${texts.warn}: Ana` }));
    const dialog = screen.getByRole('dialog', { name: texts.warnTitle('Ana') });
    await user.type(within(dialog).getByLabelText(texts.reason), 'Be kind');
    await user.click(within(dialog).getByRole('button', { name: texts.confirmWarn }));

    await waitFor(() =>
      expect(within(dialog).getByRole('button', { name: texts.cancel })).toBeDisabled(),
    );
    answer(jsonResponse({ message: texts.removed, code: 'CONFLICT' }, 409));
    expect(await screen.findByText(texts.removed)).toBeInTheDocument();
  });

  it('cancels without sending anything', async () => {
    const api = stubApi({ 'GET /users/buyers': () => jsonResponse(buyers) });
    const user = userEvent.setup();
    renderBuyers();

    await user.click(await screen.findByRole('button', { name: `${texts.warn}: Ana` }));
    await user.click(screen.getByRole('button', { name: texts.cancel }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(api.routes().filter((r) => r.startsWith('POST'))).toEqual([]);
  });
});
