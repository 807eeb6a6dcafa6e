import { randomUUID } from 'node:crypto';
import { inject } from 'vitest';
import { TEST_FIREBASE_PROJECT_ID } from './global-setup';

/** The emulator accepts any API key; admin calls use the "owner" bearer. */
const API_KEY = 'fake-api-key';
const DEFAULT_PASSWORD = 'Secret#123';

function emulatorUrl(path: string): string {
  return `http://${inject('authEmulatorHost')}${path}`;
}

async function post<T>(path: string, body: unknown, admin = false): Promise<T> {
  const response = await fetch(emulatorUrl(path), {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      ...(admin ? { authorization: 'Bearer owner' } : {}),
    },
    body: JSON.stringify(body),
  });
  if (!response.ok)
    throw new Error(`Auth emulator ${path}: ${response.status} ${await response.text()}`);
  return (await response.json()) as T;
}

export function uniqueEmail(prefix = 'user'): string {
  return `${prefix}-${randomUUID().slice(0, 8)}@example.com`;
}

export interface FirebaseUser {
  uid: string;
  email: string;
  idToken: string;
}

/**
 * A real account in the emulator, signed up through its REST API as the web app would, then
 * signed in once more: the emulator stamps a sign-up token's `auth_time` before it sets the
 * account's `validSince`, so across a second boundary that first token reads as revoked
 * (firebase-admin always checks revocation against the emulator). A sign-in token never does.
 */
export async function createFirebaseUser(input: {
  email?: string;
  password?: string;
  name?: string;
}): Promise<FirebaseUser> {
  const email = input.email ?? uniqueEmail();
  const password = input.password ?? DEFAULT_PASSWORD;
  const created = await post<{ localId: string }>(
    `/identitytoolkit.googleapis.com/v1/accounts:signUp?key=${API_KEY}`,
    { email, password, displayName: input.name, returnSecureToken: true },
  );
  const signedIn = await post<{ idToken: string }>(
    `/identitytoolkit.googleapis.com/v1/accounts:signInWithPassword?key=${API_KEY}`,
    { email, password, returnSecureToken: true },
  );
  return { uid: created.localId, email, idToken: signedIn.idToken };
}

/** The emulator's view of an account (e.g. `disabled` after an admin removed the user). */
export async function lookupFirebaseUser(
  uid: string,
): Promise<{ disabled?: boolean; email: string; displayName?: string }> {
  const result = await post<{
    users?: { disabled?: boolean; email: string; displayName?: string }[];
  }>(
    `/identitytoolkit.googleapis.com/v1/projects/${TEST_FIREBASE_PROJECT_ID}/accounts:lookup`,
    { localId: [uid] },
    true,
  );
  const user = result.users?.[0];
  if (!user) throw new Error(`No emulator account ${uid}`);
  return user;
}

/** Deletes every emulator account; both workers share the emulator, so tests use unique emails instead. */
export async function clearFirebaseAccounts(): Promise<void> {
  const response = await fetch(
    emulatorUrl(`/emulator/v1/projects/${TEST_FIREBASE_PROJECT_ID}/accounts`),
    { method: 'DELETE' },
  );
  if (!response.ok) throw new Error(`Clearing emulator accounts: ${response.status}`);
}

/** A number no other test uses: the phone sign-ins of both workers share the emulator. */
export function uniquePhoneNumber(): string {
  return `+1555${String(Math.floor(Math.random() * 1e7)).padStart(7, '0')}`;
}

/**
 * A phone sign-in through the emulator's REST API, as the web's `signInWithPhoneNumber` (or,
 * with `linkTo`, `linkWithPhoneNumber` on that ID token's account) does it: send the code, read
 * it where the emulator exposes it instead of an SMS, and sign in with it.
 */
export async function phoneSignIn(
  phoneNumber: string,
  options: { linkTo?: string } = {},
): Promise<{ uid: string; idToken: string }> {
  const { sessionInfo } = await post<{ sessionInfo: string }>(
    `/identitytoolkit.googleapis.com/v1/accounts:sendVerificationCode?key=${API_KEY}`,
    { phoneNumber, recaptchaToken: 'emulator-ignores-it' },
  );
  const codes = await fetch(
    emulatorUrl(`/emulator/v1/projects/${TEST_FIREBASE_PROJECT_ID}/verificationCodes`),
  );
  const { verificationCodes = [] } = (await codes.json()) as {
    verificationCodes?: { sessionInfo: string; code: string }[];
  };
  const code = verificationCodes.find((c) => c.sessionInfo === sessionInfo)?.code;
  if (!code) throw new Error(`No emulator code for ${phoneNumber}`);
  const signedIn = await post<{ localId: string; idToken: string }>(
    `/identitytoolkit.googleapis.com/v1/accounts:signInWithPhoneNumber?key=${API_KEY}`,
    { sessionInfo, code, ...(options.linkTo ? { idToken: options.linkTo } : {}) },
  );
  return { uid: signedIn.localId, idToken: signedIn.idToken };
}
