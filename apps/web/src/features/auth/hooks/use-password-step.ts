import { useState } from 'react';
import { authErrorMessage } from '../lib/auth-errors';

/**
 * One step of resetting a password (sending the link, saving the new one): whether it is done,
 * and the reason the last attempt failed, in the words of the login form's errors.
 */
export function usePasswordStep() {
  const [done, setDone] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const run = async (step: () => Promise<void>) => {
    setError(null);
    try {
      await step();
      setDone(true);
    } catch (e) {
      setError(authErrorMessage(e));
    }
  };

  return { done, error, run };
}
