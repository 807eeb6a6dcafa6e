import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { storeAccessToken } from '../../lib/access-token';
import { getFirebaseAuth } from '../../lib/firebase';
import { jsonResponse, stubApi } from '../../testing/api-server';
import { createFirebaseFake, fakeFirebaseUser } from '../../testing/firebase-fake';
import { renderRoutes } from '../../testing/render';
import { makeUser } from '../../testing/user-fixtures';
import DashboardIndexRoute from './dashboard/index';

vi.mock('../../lib/firebase', () => ({ getFirebaseAuth: vi.fn() }));

/** The dashboard's home: administrators land on their figures (docs/domain.md#dashboard-figures). */
function renderHomeAs(userType: 'Admin' | 'Buyer') {
  vi.mocked(getFirebaseAuth).mockResolvedValue(createFirebaseFake(fakeFirebaseUser()).kit);
  storeAccessToken('access-token');
  stubApi({
    'GET /users/me': () => jsonResponse(makeUser(userType)),
    'GET /users/me/todos': () => jsonResponse([]),
  });
  return renderRoutes(
    [
      { path: '/dashboard', element: <DashboardIndexRoute /> },
      { path: '/dashboard/admin', element: <h1>Figures</h1> },
    ],
    { initialEntries: ['/dashboard'] },
  );
}

describe('The dashboard home', () => {
  it('takes an administrator to /dashboard/admin', async () => {
    const { router } = renderHomeAs('Admin');
    expect(await screen.findByRole('heading', { name: 'Figures' })).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard/admin'));
  });

  it('welcomes a buyer in place', async () => {
    const { router } = renderHomeAs('Buyer');
    expect(await screen.findByText(/Welcome to your dashboard/)).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Figures' })).not.toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/dashboard');
  });
});
