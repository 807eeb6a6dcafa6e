import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { getFirebaseAuth } from '../../../lib/firebase';
import { paths } from '../../../lib/paths';
import { stubApi } from '../../../testing/api-server';
import { createFirebaseFake, fakeFirebaseUser } from '../../../testing/firebase-fake';
import { renderRoutes } from '../../../testing/render';
import { meResponse } from '../../../testing/user-fixtures';
import { SignUpForm } from './signup-form';
import { SellEntry } from './sell-entry';

vi.mock('../../../lib/firebase', () => ({ getFirebaseAuth: vi.fn() }));

function renderSell(signedInAs: 'Buyer' | 'Seller' | null) {
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

  it('tells a signed-in buyer the page is for sellers, not the sign-up form', async () => {
    renderSell('Buyer');
    expect(
      await screen.findByText('This page is for sellers. You are signed in as a buyer.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('radio', { name: /Seller/ })).not.toBeInTheDocument();
  });
});
