import { act, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { ACCESS_TOKEN_KEY, storeAccessToken } from '../../../lib/access-token';
import { getFirebaseAuth } from '../../../lib/firebase';
import { createFirebaseFake, fakeFirebaseUser } from '../../../testing/firebase-fake';
import { renderRoutes } from '../../../testing/render';
import { setFlowActive } from '../lib/auth-flow';
import { useAuth } from './auth-context';

vi.mock('../../../lib/firebase', () => ({ getFirebaseAuth: vi.fn() }));

function SessionProbe() {
  const { status, user } = useAuth();
  return <p>{status === 'loading' ? 'Checking' : (user?.email ?? 'Visitor')}</p>;
}

const renderProbe = () => renderRoutes([{ path: '/', element: <SessionProbe /> }]);

describe('AuthProvider', () => {
  it('follows the Firebase session of someone with an access token', async () => {
    vi.mocked(getFirebaseAuth).mockResolvedValue(createFirebaseFake(fakeFirebaseUser()).kit);

    renderProbe();

    expect(await screen.findByText('rider@example.com')).toBeInTheDocument();
    expect(getFirebaseAuth).toHaveBeenCalled();
  });

  it('takes a visitor without an access token as signed out at once, without loading Firebase', async () => {
    renderProbe();

    expect(await screen.findByText('Visitor')).toBeInTheDocument();
    expect(getFirebaseAuth).not.toHaveBeenCalled();
  });

  it("starts following Firebase when a visitor's sign-in flow starts, and shows them once it ends", async () => {
    const firebase = createFirebaseFake(null);
    vi.mocked(getFirebaseAuth).mockResolvedValue(firebase.kit);
    renderProbe();
    expect(await screen.findByText('Visitor')).toBeInTheDocument();

    act(() => setFlowActive(1));
    await vi.waitFor(() => expect(getFirebaseAuth).toHaveBeenCalled());
    await act(async () => {
      firebase.setUser(fakeFirebaseUser({ email: 'new@example.com' }));
      await Promise.resolve();
    });
    expect(screen.getByText('Visitor')).toBeInTheDocument();
    act(() => setFlowActive(-1));

    expect(await screen.findByText('new@example.com')).toBeInTheDocument();
  });

  it('starts following Firebase when another tab signs in', async () => {
    vi.mocked(getFirebaseAuth).mockResolvedValue(createFirebaseFake(null).kit);
    renderProbe();
    expect(await screen.findByText('Visitor')).toBeInTheDocument();
    const fake = createFirebaseFake(fakeFirebaseUser({ email: 'tab@example.com' }));
    vi.mocked(getFirebaseAuth).mockResolvedValue(fake.kit);

    act(() => {
      storeAccessToken('from-another-tab');
      window.dispatchEvent(
        new StorageEvent('storage', { key: ACCESS_TOKEN_KEY, newValue: 'from-another-tab' }),
      );
    });

    expect(await screen.findByText('tab@example.com')).toBeInTheDocument();
  });
});
