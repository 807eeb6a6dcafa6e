import type { UserType } from '@reride/shared';
import { useState } from 'react';
import { reloadAt } from '../../../lib/navigation';
import { authErrorMessage } from '../lib/auth-errors';
import { useGoogleSignIn } from './use-google-sign-in';

/**
 * What the login and sign-up forms share: one attempt at a time, the reason a failed one gives
 * (theirs or Google's), and a full reload to `returnTo` after success, during which `done` stays
 * true so nobody submits twice. `registerAs` is the role Google sign-in gives a new user.
 */
export function useAuthAttempt(returnTo: string, registerAs?: () => UserType) {
  const [authError, setAuthError] = useState<string | null>(null);
  const [done, setDone] = useState(false);
  const google = useGoogleSignIn(returnTo, registerAs);

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
