/** A person proven by the identity provider (Firebase), before or after they registered. */
export interface VerifiedIdentity {
  uid: string;
  /** Lower-cased. */
  email: string;
  emailVerified: boolean;
  name?: string;
}

/**
 * The identity provider as the API needs it. Production and the tests use Firebase
 * (`firebase-identity.ts`, the emulator in tests); it comes in through `createApp(deps)`.
 */
export interface IdentityProvider {
  /**
   * Resolves the identity, or throws AppError UNAUTHENTICATED (bad, expired or revoked token)
   * or FORBIDDEN (the account was disabled, i.e. removed by an admin).
   */
  verifyIdToken(token: string): Promise<VerifiedIdentity>;
  /** Blocks further sign-ins; an account the provider does not know is already blocked. */
  disableUser(uid: string): Promise<void>;
  /**
   * Forgets the account, so the same email or Google account signs up afresh; one the provider
   * does not know is already forgotten.
   */
  deleteUser(uid: string): Promise<void>;
  /** Keeps the provider's display name in step with the account's. */
  renameUser(uid: string, name: string): Promise<void>;
}
