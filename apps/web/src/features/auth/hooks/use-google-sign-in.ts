import { useState } from 'react';
import { reloadAt } from '../../../lib/navigation';
import { authErrorMessage } from '../lib/auth-errors';
import { signInWithGoogle } from '../lib/session';

/** Continue With Google: popup, register as a Buyer if new, fetch the access token, reload. */
export function useGoogleSignIn(returnTo: string) {
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const start = async () => {
    setError(null);
    setPending(true);
    try {
      await signInWithGoogle();
      reloadAt(returnTo);
    } catch (e) {
      setError(authErrorMessage(e, 'google'));
      setPending(false);
    }
  };

  return { start, pending, error };
}
