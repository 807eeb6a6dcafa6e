import { screen } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { getFirebaseAuth } from '../../lib/firebase';
import { stubApi } from '../../testing/api-server';
import { createFirebaseFake, fakeFirebaseUser } from '../../testing/firebase-fake';
import { renderRoutes } from '../../testing/render';
import NotFoundRoute from './not-found';

vi.mock('../../lib/firebase', () => ({ getFirebaseAuth: vi.fn() }));

/** The 404 page offers Home to everyone and Log out only to someone signed in. */
describe('Not Found', () => {
  beforeEach(() => stubApi({ 'GET /users/roles': { roles: ['Buyer'] } }));

  it('offers a visitor Home, not Log out', async () => {
    vi.mocked(getFirebaseAuth).mockResolvedValue(createFirebaseFake(null).kit);
    renderRoutes([{ path: '*', Component: NotFoundRoute }], { initialEntries: ['/nowhere'] });
    expect(await screen.findByRole('heading', { name: 'Not Found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Home' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Log out' })).not.toBeInTheDocument();
  });

  it('offers someone signed in Log out as well', async () => {
    vi.mocked(getFirebaseAuth).mockResolvedValue(createFirebaseFake(fakeFirebaseUser()).kit);
    renderRoutes([{ path: '*', Component: NotFoundRoute }], { initialEntries: ['/nowhere'] });
    expect(await screen.findByRole('button', { name: 'Log out' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Home' })).toBeInTheDocument();
  });
});
