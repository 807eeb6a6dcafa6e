import type { UserType } from '@reride/shared';
import { useState } from 'react';
import { env } from '../../../lib/env';
import { reloadAt } from '../../../lib/navigation';
import { authErrorMessage } from '../lib/auth-errors';
import { signInWithGoogle, type EmulatedGoogleAccount } from '../lib/session';

/**
 * Continue with Google: popup, register as `registerAs()` if new (read when pressed: the sign-up
 * form's current choice), fetch the access token, reload.
 * Against the Auth emulator Google's own pages cannot load (no internet, and no real Google
 * account belongs there), so the app asks which Google account to emulate, like the emulator's
 * account chooser does, and signs in with the emulator's unsigned Google credential.
 */
export function useGoogleSignIn(returnTo: string, registerAs: () => UserType = () => 'Buyer') {
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [pickerOpen, setPickerOpen] = useState(false);
  const emulated = Boolean(env.firebase.emulatorHost);

  const run = async (account?: EmulatedGoogleAccount) => {
    setError(null);
    setPending(true);
    try {
      await signInWithGoogle(registerAs(), account);
      reloadAt(returnTo);
    } catch (e) {
      setError(authErrorMessage(e, 'google'));
      setPending(false);
    }
  };

  const start = async () => {
    if (emulated) {
      setError(null);
      setPickerOpen(true);
      return;
    }
    await run();
  };

  const choose = async (account: EmulatedGoogleAccount) => {
    setPickerOpen(false);
    await run(account);
  };

  return { start, pending, error, pickerOpen, choose, cancelPicker: () => setPickerOpen(false) };
}

export type GoogleSignIn = ReturnType<typeof useGoogleSignIn>;
