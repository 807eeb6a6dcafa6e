import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { AuthContext, type AuthContextValue } from '../../features/auth/components/auth-context';
import { toast } from '../../lib/toast';
import { useSignedInAction } from './use-bike-actions';

vi.mock('../../lib/toast', () => ({ toast: { error: vi.fn(), success: vi.fn() } }));

function auth(status: AuthContextValue['status'], signedIn: boolean): AuthContextValue {
  return {
    status,
    user: signedIn ? { uid: 'u1', email: 'sara@example.com', displayName: 'Sara' } : null,
    selectedBike: null,
    setSelectedBike: () => undefined,
    signOut: () => Promise.resolve(),
  };
}

function renderAction(initial: AuthContextValue) {
  const action = vi.fn();
  let value = initial;
  const wrapper = ({ children }: { children: ReactNode }) => (
    <AuthContext.Provider value={value}>{children}</AuthContext.Provider>
  );
  const hook = renderHook(() => useSignedInAction<string>('Please login', action), { wrapper });
  const settle = (next: AuthContextValue) => {
    value = next;
    hook.rerender();
  };
  return { action, hook, settle };
}

describe('useSignedInAction', () => {
  it('keeps a click made before Firebase answers and runs it once the user is known', () => {
    const { action, hook, settle } = renderAction(auth('loading', false));
    act(() => hook.result.current('bike-1'));
    expect(action).not.toHaveBeenCalled();

    act(() => settle(auth('ready', true)));
    expect(action).toHaveBeenCalledExactlyOnceWith('bike-1');
    expect(toast.error).not.toHaveBeenCalled();
  });

  it('tells a visitor to log in once Firebase says nobody is signed in', () => {
    const { action, hook, settle } = renderAction(auth('loading', false));
    act(() => hook.result.current('bike-1'));
    act(() => settle(auth('ready', false)));
    expect(action).not.toHaveBeenCalled();
    expect(toast.error).toHaveBeenCalledExactlyOnceWith('Please login');
  });
});
