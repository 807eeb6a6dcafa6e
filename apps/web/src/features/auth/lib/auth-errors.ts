import { accountMessages, commonMessages, errorMessages } from '@reride/shared';
import { ApiError } from '../../../lib/api-client';

const FIREBASE_MESSAGES: Record<string, string> = {
  'auth/invalid-credential': 'Email or password is incorrect',
  'auth/invalid-login-credentials': 'Email or password is incorrect',
  'auth/wrong-password': 'Email or password is incorrect',
  'auth/user-not-found': 'Email or password is incorrect',
  'auth/email-already-in-use': 'An account with this email already exists, please log in',
  'auth/invalid-email': commonMessages.validation.emailInvalid,
  'auth/weak-password': commonMessages.validation.passwordMinLength,
  'auth/missing-password': commonMessages.validation.passwordRequired,
  'auth/network-request-failed': errorMessages.errors.signInUnreachable,
  'auth/timeout': errorMessages.errors.signInUnreachable,
  'auth/too-many-requests': 'Too many attempts, please wait a moment and try again',
  'auth/user-disabled': errorMessages.errors.accountRemoved,
  'auth/popup-closed-by-user': 'The Google sign-in window was closed before finishing',
  'auth/cancelled-popup-request': 'The Google sign-in window was closed before finishing',
  'auth/popup-blocked': 'Your browser blocked the Google sign-in window, please allow pop-ups',
  'auth/operation-not-allowed': 'This sign-in method is not enabled',
  'auth/account-exists-with-different-credential':
    'This email is already registered with a password, please log in with it',
  'auth/invalid-action-code': accountMessages.passwordReset.linkInvalid,
  'auth/expired-action-code': accountMessages.passwordReset.linkExpired,
};

/** The `code` Firebase errors carry (`auth/…`), or null. */
export function errorCode(error: unknown): string | null {
  if (error && typeof error === 'object' && 'code' in error && typeof error.code === 'string') {
    return error.code;
  }
  return null;
}

/**
 * Google sign-in needs Google's gapi script (apis.google.com) even against the Auth Emulator;
 * without it Firebase only says auth/internal-error.
 */
const GOOGLE_UNAVAILABLE =
  'Google sign-in is unavailable right now, please use your email and password';

/** The sentence shown below the login and sign-up forms (docs/domain.md#errors). */
export function authErrorMessage(
  error: unknown,
  method: 'password' | 'google' = 'password',
): string {
  if (error instanceof ApiError) return error.message;
  const code = errorCode(error);
  if (method === 'google' && code === 'auth/internal-error') return GOOGLE_UNAVAILABLE;
  if (code && FIREBASE_MESSAGES[code]) return FIREBASE_MESSAGES[code];
  if (error instanceof Error && error.message) {
    // Firebase writes "Firebase: Error (auth/some-code)." – keep the readable part.
    return error.message.replace(/^Firebase:\s*/, '');
  }
  return 'Something went wrong, please try again';
}
