import { getFirebaseAuth } from '../../../lib/firebase';

/** Confirms the code the SMS carried; answers an ID token whose claims carry `phone_number`. */
export type ConfirmPhoneCode = (code: string) => Promise<string>;

/**
 * Sends the one-time code to `phoneNumber` by linking the phone to the signed-in Firebase account
 * (docs/domain.md#seller-verification). reCAPTCHA is invisible in `container`; against the Auth
 * emulator it is switched off, as the emulator takes any number and exposes the code instead.
 */
export async function sendPhoneCode(
  phoneNumber: string,
  container: HTMLElement,
): Promise<ConfirmPhoneCode> {
  const { auth, sdk } = await getFirebaseAuth();
  const user = auth.currentUser;
  if (!user) throw Object.assign(new Error('Not signed in'), { code: 'auth/no-current-user' });
  if (auth.emulatorConfig) auth.settings.appVerificationDisabledForTesting = true;
  const verifier = new sdk.RecaptchaVerifier(auth, container, { size: 'invisible' });
  try {
    const confirmation = await sdk.linkWithPhoneNumber(user, phoneNumber, verifier);
    return async (code) => {
      const credential = await confirmation.confirm(code);
      // A fresh token: the one cached from before the link carries no phone number.
      return credential.user.getIdToken(true);
    };
  } finally {
    verifier.clear();
  }
}
