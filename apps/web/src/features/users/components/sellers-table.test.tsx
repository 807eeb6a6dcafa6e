import {
  type ManagedUser,
  commonMessages,
  verificationMessages,
  toastMessages,
} from '@reride/shared';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { getFirebaseAuth } from '../../../lib/firebase';
import { stubApi, jsonResponse } from '../../../testing/api-server';
import { confirmRemoval } from '../../../testing/confirm-removal';
import { createFirebaseFake } from '../../../testing/firebase-fake';
import { renderRoutes } from '../../../testing/render';
import { SellersTable } from './sellers-table';

vi.mock('../../../lib/firebase', () => ({ getFirebaseAuth: vi.fn() }));

const AT = '2024-02-01T00:00:00.000Z';
const texts = verificationMessages.verification;

/** A seller; a verified one has both criteria, an unverified one a confirmed phone only. */
function seller(id: string, name: string, verified: boolean): ManagedUser {
  return {
    _id: `64b00000000000000000000${id}`,
    name,
    email: `${name.toLowerCase()}@example.com`,
    userType: 'Seller',
    roles: ['Seller'],
    verified,
    createdAt: '2024-01-01T00:00:00.000Z',
    sanction: { suspension: null, warning: null },
    verification: {
      phone: { number: `+155500000${id}`, confirmedAt: AT },
      adminCheck: verified ? { at: AT } : null,
      withdrawn: null,
    },
  };
}

let sellers: ManagedUser[];

beforeEach(() => {
  vi.mocked(getFirebaseAuth).mockResolvedValue(createFirebaseFake(null).kit);
  sellers = [seller('1', 'Ana', false), seller('2', 'Ben', true)];
});

function renderSellers() {
  return renderRoutes([{ path: '/', element: <SellersTable /> }]);
}

describe('SellersTable (API stubbed)', () => {
  it('lists sellers with a Check seller button or a Verified label', async () => {
    stubApi({ 'GET /users/sellers': () => jsonResponse(sellers) });
    renderSellers();

    const table = await screen.findByRole('table');
    const rows = within(table).getAllByRole('row');
    expect(rows).toHaveLength(3);
    expect(within(rows[1]!).getByRole('button', { name: 'Check seller: Ana' })).toBeEnabled();
    expect(within(rows[2]!).getByText('✓ Verified')).toBeInTheDocument();
    expect(
      within(rows[2]!).getByRole('button', { name: 'Withdraw verification: Ben' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('All Sellers (2)');
  });

  it('says which sellers also buy: a buyer who became a seller', async () => {
    sellers = [
      { ...seller('1', 'Ana', false), roles: ['Buyer', 'Seller'] },
      seller('2', 'Ben', true),
    ];
    stubApi({ 'GET /users/sellers': () => jsonResponse(sellers) });
    renderSellers();

    const rows = within(await screen.findByRole('table')).getAllByRole('row');
    expect(within(rows[1]!).getByText('Also buys')).toBeInTheDocument();
    expect(within(rows[2]!).queryByText('Also buys')).not.toBeInTheDocument();
  });

  it('removes a seller after confirmation and refreshes the list', async () => {
    const api = stubApi({
      'GET /users/sellers': () => jsonResponse(sellers),
      'DELETE /sellers/64b000000000000000000001': () => {
        sellers = sellers.filter((s) => s.name !== 'Ana');
        return jsonResponse({ acknowledged: true, deletedCount: 1 });
      },
    });
    renderSellers();

    await confirmRemoval({
      action: 'Remove Seller Ana',
      question: commonMessages.confirm.removeUser('Ana'),
      confirm: 'Remove seller',
      toast: toastMessages.sellerRemoved,
      gone: 'Ana',
    });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(api.routes().filter((route) => route.startsWith('DELETE '))).toHaveLength(1);
  });

  it('keeps the seller when the removal is cancelled', async () => {
    const api = stubApi({ 'GET /users/sellers': () => jsonResponse(sellers) });
    const user = userEvent.setup();
    renderSellers();

    await user.click(await screen.findByRole('button', { name: 'Remove Seller Ana' }));
    await user.click(screen.getByRole('button', { name: 'Keep seller' }));

    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByText('Ana')).toBeInTheDocument();
    expect(api.routes().some((route) => route.startsWith('DELETE '))).toBe(false);
  });

  it('disables Check seller until the seller confirmed their phone', async () => {
    const ana = seller('1', 'Ana', false);
    sellers = [{ ...ana, verification: { ...ana.verification, phone: null } }];
    stubApi({ 'GET /users/sellers': () => jsonResponse(sellers) });
    renderSellers();

    expect(await screen.findByRole('button', { name: 'Check seller: Ana' })).toBeDisabled();
    expect(screen.getByText(texts.phoneMissing)).toBeInTheDocument();
  });

  it('withdraws a verification with a reason, after the dialog', async () => {
    const route = 'POST /sellers/64b000000000000000000002/verification/withdrawal';
    const api = stubApi({
      'GET /users/sellers': () => jsonResponse(sellers),
      [route]: () => {
        sellers = sellers.map((s) => (s.name === 'Ben' ? { ...s, verified: false } : s));
        return jsonResponse({
          verified: false,
          verification: { ...sellers[1]!.verification, withdrawn: { at: AT, reason: 'Fake' } },
        });
      },
    });
    const user = userEvent.setup();
    renderSellers();

    await user.click(await screen.findByRole('button', { name: 'Withdraw verification: Ben' }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: texts.withdraw }));
    expect(await within(dialog).findByText(texts.reasonRequired)).toBeInTheDocument();
    await user.type(within(dialog).getByLabelText(texts.reasonLabel), 'Fake');
    await user.click(within(dialog).getByRole('button', { name: texts.withdraw }));

    expect(await screen.findByText(texts.withdrawnToast)).toBeInTheDocument();
    expect(api.bodyOf(route)).toEqual({ reason: 'Fake' });
    await waitFor(() => expect(screen.queryByText('✓ Verified')).not.toBeInTheDocument());
  });

  it('checks a seller', async () => {
    stubApi({
      'GET /users/sellers': () => jsonResponse(sellers),
      'PATCH /sellers/64b000000000000000000001': () => {
        sellers = sellers.map((s) => (s.name === 'Ana' ? { ...s, verified: true } : s));
        return jsonResponse({ acknowledged: true, modifiedCount: 1 });
      },
    });
    const user = userEvent.setup();
    renderSellers();

    await user.click(await screen.findByRole('button', { name: 'Check seller: Ana' }));

    expect(await screen.findByText(toastMessages.sellerVerified)).toBeInTheDocument();
    await waitFor(() => expect(screen.getAllByText('✓ Verified')).toHaveLength(2));
  });

  it('says so when there are no sellers', async () => {
    stubApi({ 'GET /users/sellers': () => jsonResponse([]) });
    renderSellers();

    expect(await screen.findByText('There are no sellers yet')).toBeInTheDocument();
  });
});
