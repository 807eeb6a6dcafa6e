import { accountMessages } from '@reride/shared';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { useLocation } from 'react-router-dom';
import { storeAccessToken } from '../../../lib/access-token';
import { getFirebaseAuth } from '../../../lib/firebase';
import { stubApi, jsonResponse } from '../../../testing/api-server';
import { createFirebaseFake, fakeFirebaseUser } from '../../../testing/firebase-fake';
import { renderRoutes } from '../../../testing/render';
import { makeUser } from '../../../testing/user-fixtures';
import { RequireRole } from './require-role';

vi.mock('../../../lib/firebase', () => ({ getFirebaseAuth: vi.fn() }));

function LoginProbe() {
  const location = useLocation();
  const from = (location.state as { from?: { pathname: string } } | null)?.from;
  return <p>Login page, from {from?.pathname ?? 'nowhere'}</p>;
}

const routes = [
  { path: '/login', element: <LoginProbe /> },
  {
    element: <RequireRole allow="Admin" />,
    children: [{ path: '/dashboard/sellers', element: <h1>All Sellers</h1> }],
  },
];

function meAs(userType: 'Admin' | 'Buyer' | 'Seller') {
  return jsonResponse(makeUser(userType));
}

describe('RequireRole', () => {
  it('redirects a visitor to /login remembering the origin', async () => {
    vi.mocked(getFirebaseAuth).mockResolvedValue(createFirebaseFake(null).kit);
    const api = stubApi({});

    renderRoutes(routes, { initialEntries: ['/dashboard/sellers'] });

    expect(await screen.findByText('Login page, from /dashboard/sellers')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'All Sellers' })).not.toBeInTheDocument();
    expect(api.routes()).toEqual([]);
  });

  it('shows a spinner while the session of someone with an access token is unknown', () => {
    vi.mocked(getFirebaseAuth).mockReturnValue(new Promise(() => undefined));
    storeAccessToken('access-token');

    renderRoutes(routes, { initialEntries: ['/dashboard/sellers'] });

    expect(screen.getByRole('status')).toHaveTextContent('Checking your access');
  });

  it('lets an admin in (API answer stubbed)', async () => {
    vi.mocked(getFirebaseAuth).mockResolvedValue(createFirebaseFake(fakeFirebaseUser()).kit);
    storeAccessToken('access-token');
    const api = stubApi({ 'GET /users/me': () => meAs('Admin') });

    renderRoutes(routes, { initialEntries: ['/dashboard/sellers'] });

    expect(await screen.findByRole('heading', { name: 'All Sellers' })).toBeInTheDocument();
    expect(api.routes()).toEqual(['GET /users/me']);
    expect(api.requests[0]!.headers.get('Authorization')).toBe('Bearer access-token');
  });

  it('shows a signed-in buyer the no-access page, not the login form (API answer stubbed)', async () => {
    vi.mocked(getFirebaseAuth).mockResolvedValue(createFirebaseFake(fakeFirebaseUser()).kit);
    storeAccessToken('access-token');
    stubApi({ 'GET /users/me': () => meAs('Buyer') });

    renderRoutes(routes, { initialEntries: ['/dashboard/sellers'] });

    expect(
      await screen.findByRole('heading', { name: accountMessages.noAccess.title }),
    ).toBeInTheDocument();
    expect(
      screen.getByText('This page is for administrators. You are signed in as a buyer.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to your dashboard' })).toHaveAttribute(
      'href',
      '/dashboard',
    );
    expect(screen.queryByText(/Login page/)).not.toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'All Sellers' })).not.toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('No access - ReRide'));
  });

  it("names the seller's role on a buyer's page (API answer stubbed)", async () => {
    vi.mocked(getFirebaseAuth).mockResolvedValue(createFirebaseFake(fakeFirebaseUser()).kit);
    storeAccessToken('access-token');
    stubApi({ 'GET /users/me': () => meAs('Seller') });

    renderRoutes(
      [
        {
          element: <RequireRole allow="Buyer" />,
          children: [{ path: '/dashboard/orders', element: <h1>My Orders</h1> }],
        },
      ],
      { initialEntries: ['/dashboard/orders'] },
    );

    expect(
      await screen.findByText('This page is for buyers. You are signed in as a seller.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'My Orders' })).not.toBeInTheDocument();
  });
});
