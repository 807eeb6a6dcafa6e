import { describe, expect, it } from 'vitest';
import { errorMessages } from '@reride/shared';
import { ApiError } from '../../../lib/api-client';
import { firebaseError } from '../../../testing/firebase-fake';
import { authErrorMessage } from './auth-errors';

describe('authErrorMessage', () => {
  it.each([
    ['auth/invalid-credential', 'Email or password is incorrect'],
    ['auth/wrong-password', 'Email or password is incorrect'],
    ['auth/email-already-in-use', 'An account with this email already exists, please log in'],
    ['auth/network-request-failed', errorMessages.errors.signInUnreachable],
    ['auth/timeout', errorMessages.errors.signInUnreachable],
    ['auth/too-many-requests', 'Too many attempts, please wait a moment and try again'],
  ])('maps %s to a friendly sentence', (code, expected) => {
    expect(authErrorMessage(firebaseError(code))).toBe(expected);
  });

  it("falls back to the error's own message without the Firebase prefix", () => {
    expect(authErrorMessage(firebaseError('auth/unheard-of'))).toBe('Error (auth/unheard-of).');
  });

  it('shows the API message when the account step fails', () => {
    const error = new ApiError(503, 'UNAVAILABLE', 'The service is temporarily unavailable');
    expect(authErrorMessage(error)).toBe('The service is temporarily unavailable');
  });

  it("explains a Google sign-in that cannot load Google's scripts", () => {
    expect(authErrorMessage(firebaseError('auth/internal-error'), 'google')).toBe(
      'Google sign-in is unavailable right now, please use your email and password',
    );
  });
});
