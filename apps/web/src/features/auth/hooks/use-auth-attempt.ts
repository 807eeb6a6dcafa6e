import { useState } from 'react';
import { reloadAt } from '../../../lib/navigation';
import { authErrorMessage } from '../lib/auth-errors';
import { useGoogleSignIn } from './use-google-sign-in';

/**
 * What the login and sign-up forms share: one attempt at a time, the reason a failed one gives
 * (theirs or Google's), and a full reload to `returnTo` after success, during which `done` stays
 * true so nobody submits twice.
 */
export function useAuthAttempt(returnTo: string) {
  const [authError, setAuthError] = useState<string | null>(null);
  const [done, setDone] = useState(false);
  const google = useGoogleSignIn(returnTo);

  const attempt = async (signIn: () => Promise<unknown>, beforeReload?: () => void) => {
    setAuthError(null);
    try {
      await signIn();
      setDone(true);
      beforeReload?.();
      reloadAt(returnTo);
    } catch (error) {
      setAuthError(authErrorMessage(error));
    }
  };

  return { attempt, done, google, error: authError ?? google.error };
}
