import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { getFirebaseAuth } from '../../../lib/firebase';
import { paths } from '../../../lib/paths';
import { jsonResponse, stubApi } from '../../../testing/api-server';
import { createFirebaseFake, fakeFirebaseUser } from '../../../testing/firebase-fake';
import { renderRoutes } from '../../../testing/render';
import { makeUser, meResponse } from '../../../testing/user-fixtures';
import { SignUpForm } from './signup-form';
import { SellEntry } from './sell-entry';

vi.mock('../../../lib/firebase', () => ({ getFirebaseAuth: vi.fn() }));

function renderSell(signedInAs: 'Buyer' | 'Seller' | 'Admin' | null) {
  const user = signedInAs ? fakeFirebaseUser() : null;
  vi.mocked(getFirebaseAuth).mockResolvedValue(createFirebaseFake(user).kit);
  if (signedInAs) stubApi({ 'GET /users/me': () => meResponse(signedInAs) });
  return renderRoutes(
    [
      { path: paths.sell.path, element: <SellEntry /> },
      { path: paths.signup.path, element: <SignUpForm /> },
      { path: paths.dashboard.addProduct.path, element: <h1>Add a product</h1> },
    ],
    { initialEntries: [paths.sell.getHref()] },
  );
}

describe('"Sell your bike" (/sell)', () => {
  it('takes a visitor to Sign Up with Seller chosen', async () => {
    renderSell(null);
    expect(await screen.findByRole('radio', { name: /Seller/ })).toBeChecked();
    expect(screen.getByRole('radio', { name: /Buyer/ })).not.toBeChecked();
  });

  it('takes a seller straight to Add a product', async () => {
    renderSell('Seller');
    expect(await screen.findByRole('heading', { name: 'Add a product' })).toBeInTheDocument();
  });

  it('offers a signed-in buyer to become a seller with the same account, not the sign-up form', async () => {
    renderSell('Buyer');
    expect(await screen.findByRole('heading', { name: 'Sell on ReRide' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Become a seller' })).toBeEnabled();
    expect(screen.queryByRole('radio', { name: /Seller/ })).not.toBeInTheDocument();
  });

  it('makes the buyer a seller after they confirm, then opens Add a product', async () => {
    const user = userEvent.setup();
    let account = makeUser('Buyer');
    vi.mocked(getFirebaseAuth).mockResolvedValue(createFirebaseFake(fakeFirebaseUser()).kit);
    const api = stubApi({
      'GET /users/me': () => jsonResponse(account),
      'POST /users/me/seller': () => {
        account = makeUser('Seller', undefined, { roles: ['Buyer', 'Seller'] });
        return jsonResponse(account);
      },
    });
    renderRoutes(
      [
        { path: paths.sell.path, element: <SellEntry /> },
        { path: paths.dashboard.addProduct.path, element: <h1>Add a product</h1> },
      ],
      { initialEntries: [paths.sell.getHref()] },
    );
    await user.click(await screen.findByRole('button', { name: 'Become a seller' }));
    const dialog = await screen.findByRole('dialog', { name: 'Become a seller?' });
    expect(api.routes()).not.toContain('POST /users/me/seller');
    await user.click(within(dialog).getByRole('button', { name: 'Yes, become a seller' }));
    expect(await screen.findByRole('heading', { name: 'Add a product' })).toBeInTheDocument();
    expect(api.routes().filter((r) => r === 'POST /users/me/seller')).toHaveLength(1);
  });

  it('tells an administrator the page is for sellers', async () => {
    renderSell('Admin');
    expect(
      await screen.findByText('This page is for sellers. You are signed in as an administrator.'),
    ).toBeInTheDocument();
  });
});
