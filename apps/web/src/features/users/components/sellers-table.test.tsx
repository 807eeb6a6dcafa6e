import { messages, type ManagedUser } from '@reride/shared';
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
  it('lists sellers with a Verify button or a Verified label', async () => {
    stubApi({ 'GET /users/sellers': () => jsonResponse(sellers) });
    renderSellers();

    const table = await screen.findByRole('table');
    const rows = within(table).getAllByRole('row');
    expect(rows).toHaveLength(3);
    expect(within(rows[1]!).getByRole('button', { name: 'Verify Ana' })).toBeInTheDocument();
    expect(within(rows[2]!).getByText('✓ Verified')).toBeInTheDocument();
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
      question: messages.confirm.removeUser('Ana'),
      confirm: 'Remove seller',
      toast: messages.toast.sellerRemoved,
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

  it('verifies a seller', async () => {
    stubApi({
      'GET /users/sellers': () => jsonResponse(sellers),
      'PATCH /sellers/64b000000000000000000001': () => {
        sellers = sellers.map((s) => (s.name === 'Ana' ? { ...s, verified: true } : s));
        return jsonResponse({ acknowledged: true, modifiedCount: 1 });
      },
    });
    const user = userEvent.setup();
    renderSellers();

    await user.click(await screen.findByRole('button', { name: 'Verify Ana' }));

    expect(await screen.findByText(messages.toast.sellerVerified)).toBeInTheDocument();
    await waitFor(() => expect(screen.getAllByText('✓ Verified')).toHaveLength(2));
  });

  it('says so when there are no sellers', async () => {
    stubApi({ 'GET /users/sellers': () => jsonResponse([]) });
    renderSellers();

    expect(await screen.findByText('There are no sellers yet')).toBeInTheDocument();
  });
});
