/** A person proven by the identity provider (Firebase), before or after they registered. */
export interface VerifiedIdentity {
  uid: string;
  /** Lower-cased. */
  email: string;
  emailVerified: boolean;
  name?: string;
}

/**
 * A Firebase sign-in that proved a phone number by a one-time code: the caller's own account
 * with the phone linked, or a separate phone-only account (docs/domain.md#seller-verification).
 */
export interface PhoneIdentity {
  uid: string;
  /** E.164, as Firebase holds it; null when the sign-in carries no phone. */
  phoneNumber: string | null;
  /** Lower-cased; null for a phone-only account. */
  email: string | null;
  /** `phone` for a phone sign-in, `password`, `google.com`… otherwise. */
  signInProvider: string | null;
  /** When the person last signed in with it (the token's `auth_time`). */
  authTime: Date;
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
  /**
   * Resolves a phone sign-in's token, or throws AppError VALIDATION_FAILED (bad, expired,
   * revoked or disabled: the caller's session is fine, only this confirmation is not).
   */
  verifyPhoneToken(token: string): Promise<PhoneIdentity>;
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
