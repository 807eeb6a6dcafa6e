import { getApps, initializeApp, type App } from 'firebase-admin/app';
import { getAuth, type UpdateRequest } from 'firebase-admin/auth';
import { errorMessages, verificationMessages } from '@reride/shared';
import { AppError } from '../../core/app-error';
import type { IdentityProvider, PhoneIdentity, VerifiedIdentity } from '../../core/identity';

function firebaseApp(projectId: string): App {
  const name = `reride-${projectId}`;
  // Credentials come from the environment (ADC) in production; the emulator needs none.
  return getApps().find((app) => app.name === name) ?? initializeApp({ projectId }, name);
}

function errorCode(error: unknown): string {
  return typeof error === 'object' && error !== null && 'code' in error ? String(error.code) : '';
}

/**
 * Firebase Auth through firebase-admin. With FIREBASE_AUTH_EMULATOR_HOST in the environment
 * firebase-admin talks to the emulator and accepts its unsigned tokens, which is why the
 * config refuses that variable in production.
 */
export function createFirebaseIdentity(projectId: string): IdentityProvider {
  const auth = getAuth(firebaseApp(projectId));
  /** An account the provider does not know has nothing to change (already blocked). */
  async function updateUser(uid: string, change: UpdateRequest | 'delete'): Promise<void> {
    try {
      await (change === 'delete' ? auth.deleteUser(uid) : auth.updateUser(uid, change));
    } catch (error) {
      if (errorCode(error) === 'auth/user-not-found') return;
      throw new AppError('UNAVAILABLE', errorMessages.errors.unavailable, undefined, error);
    }
  }
  return {
    async verifyIdToken(token: string): Promise<VerifiedIdentity> {
      try {
        // Revocation is checked everywhere, as the emulator always does: a removed user's
        // account is disabled, and production should refuse it exactly like the tests see.
        const decoded = await auth.verifyIdToken(token, true);
        if (!decoded.email)
          throw new AppError('UNAUTHENTICATED', errorMessages.errors.unauthenticated);
        const name: unknown = decoded.name;
        return {
          uid: decoded.uid,
          email: decoded.email.toLowerCase(),
          emailVerified: decoded.email_verified === true,
          ...(typeof name === 'string' ? { name } : {}),
        };
      } catch (error) {
        if (error instanceof AppError) throw error;
        const code = errorCode(error);
        if (code === 'auth/user-disabled') {
          throw new AppError('FORBIDDEN', errorMessages.errors.accountRemoved);
        }
        if (code === 'auth/id-token-expired') {
          throw new AppError('UNAUTHENTICATED', errorMessages.errors.tokenExpired);
        }
        if (code.startsWith('auth/') && code !== 'auth/internal-error') {
          throw new AppError('UNAUTHENTICATED', errorMessages.errors.unauthenticated);
        }
        throw new AppError('UNAVAILABLE', errorMessages.errors.unavailable, undefined, error);
      }
    },
    async verifyPhoneToken(token: string): Promise<PhoneIdentity> {
      const m = verificationMessages.verification;
      const refused = (message: string) =>
        new AppError('VALIDATION_FAILED', message, [{ path: 'idToken', message }]);
      try {
        const decoded = await auth.verifyIdToken(token, true);
        return {
          uid: decoded.uid,
          phoneNumber: typeof decoded.phone_number === 'string' ? decoded.phone_number : null,
          email: decoded.email ? decoded.email.toLowerCase() : null,
          signInProvider: decoded.firebase.sign_in_provider ?? null,
          authTime: new Date(decoded.auth_time * 1000),
        };
      } catch (error) {
        const code = errorCode(error);
        if (code === 'auth/id-token-expired') throw refused(m.tokenExpired);
        // A 401 here would read as the caller's own session ending; it is only this token.
        if (code.startsWith('auth/') && code !== 'auth/internal-error') {
          throw refused(m.tokenInvalid);
        }
        throw new AppError('UNAVAILABLE', errorMessages.errors.unavailable, undefined, error);
      }
    },
    disableUser: (uid) => updateUser(uid, { disabled: true }),
    deleteUser: (uid) => updateUser(uid, 'delete'),
    renameUser: (uid, name) => updateUser(uid, { displayName: name }),
  };
}
