import { getFirebaseAuth } from '../../../lib/firebase';
import { errorCode } from './auth-errors';

/**
 * Asks Firebase to email a reset link. An unknown email is not an error here (Firebase with
 * email enumeration protection answers the same; the Auth emulator says user-not-found), so
 * the page cannot tell anyone whether an account exists.
 */
export async function sendPasswordReset(email: string): Promise<void> {
  const { auth, sdk } = await getFirebaseAuth();
  try {
    await sdk.sendPasswordResetEmail(auth, email);
  } catch (error) {
    if (errorCode(error) !== 'auth/user-not-found') throw error;
  }
}

/** The email of the account a reset link is for; throws for a used or expired link. */
export async function readResetLink(oobCode: string): Promise<string> {
  const { auth, sdk } = await getFirebaseAuth();
  return sdk.verifyPasswordResetCode(auth, oobCode);
}

export async function resetPassword(oobCode: string, password: string): Promise<void> {
  const { auth, sdk } = await getFirebaseAuth();
  await sdk.confirmPasswordReset(auth, oobCode, password);
}
