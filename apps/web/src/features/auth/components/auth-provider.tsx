import type { Bike } from '@reride/shared';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { ACCESS_TOKEN_KEY, clearAccessToken, readAccessToken } from '../../../lib/access-token';
import { configureApiClient } from '../../../lib/api-client';
import { getFirebaseAuth } from '../../../lib/firebase';
import { isAuthFlowActive, onAuthFlowChange } from '../lib/auth-flow';
import { AuthContext, type AuthContextValue, type SessionUser } from './auth-context';

// Token renewal and sign-out (with the login flows they share code with) load when first needed:
// most visits never renew a token before the page is interactive.
const loadSession = () => import('../lib/session');
const renewAccessToken = () => loadSession().then((m) => m.renewAccessToken());

interface AuthState {
  status: AuthContextValue['status'];
  user: SessionUser | null;
}

/**
 * Holds the Firebase session. Firebase is imported only once this mounts (after the first
 * paint), and for a visitor only once they sign in, so pages render before the SDK has
 * downloaded; until it answers about someone with an access token, status is 'loading'.
 */
export function AuthProvider({ children }: { children: ReactNode }) {
  const queryClient = useQueryClient();
  const [state, setState] = useState<AuthState>({ status: 'loading', user: null });
  const [selectedBike, setSelectedBike] = useState<Bike | null>(null);
  // What Firebase last said, held back while a login or sign-up flow runs (see session.ts).
  const latest = useRef<AuthState | null>(null);

  useEffect(() => {
    configureApiClient({ renewAccessToken });
  }, []);

  useEffect(() => {
    let unsubscribe: (() => void) | undefined;
    let started = false;
    let cancelled = false;
    function follow() {
      if (started) return;
      started = true;
      getFirebaseAuth()
        .then(({ auth, sdk }) => {
          if (cancelled) return;
          unsubscribe = sdk.onAuthStateChanged(auth, (user) => {
            latest.current = {
              status: 'ready',
              user: user
                ? { uid: user.uid, email: user.email, displayName: user.displayName }
                : null,
            };
            if (isAuthFlowActive()) return;
            // A token without a Firebase session (signed out in another tab) is stale.
            if (!user) clearAccessToken();
            setState(latest.current);
          });
        })
        .catch((error: unknown) => {
          console.error('Could not start Firebase Auth', error);
          if (!cancelled) setState({ status: 'ready', user: null });
        });
    }
    // Someone with an access token has a session to follow. A visitor has none: they are signed
    // out at once, and Firebase (the heaviest dependency) loads only when they start signing in,
    // or when another tab of theirs signs in, instead of on every page a visitor reads.
    if (readAccessToken()) follow();
    else setState({ status: 'ready', user: null });
    const stopFlows = onAuthFlowChange((active) => {
      if (active) follow();
      else if (latest.current) setState(latest.current);
    });
    const onStorage = (event: StorageEvent) => {
      if (event.key === ACCESS_TOKEN_KEY && event.newValue) follow();
    };
    window.addEventListener('storage', onStorage);
    return () => {
      cancelled = true;
      unsubscribe?.();
      stopFlows();
      window.removeEventListener('storage', onStorage);
    };
  }, []);

  const signOut = useCallback(async () => {
    try {
      await (await loadSession()).signOutUser();
    } finally {
      setSelectedBike(null);
      queryClient.clear();
    }
  }, [queryClient]);

  const value = useMemo<AuthContextValue>(
    () => ({ ...state, selectedBike, setSelectedBike, signOut }),
    [state, selectedBike, signOut],
  );
  return <AuthContext.Provider value={value}>{children}</AuthContext.Provider>;
}
