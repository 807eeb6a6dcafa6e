import type { UserType } from '@reride/shared';
import type { User as FirebaseUser } from 'firebase/auth';
import { clearAccessToken, storeAccessToken } from '../../../lib/access-token';
import { ApiError } from '../../../lib/api-client';
import { getFirebaseAuth, type FirebaseAuthKit } from '../../../lib/firebase';
import { createUser } from '../api/create-user';
import { getAccessToken } from '../api/get-access-token';
import { setFlowActive } from './auth-flow';

/** Runs a flow; when it fails after Firebase signed someone new in, signs them out again. */
async function authFlow(run: (kit: FirebaseAuthKit) => Promise<void>): Promise<void> {
  setFlowActive(1);
  try {
    const kit = await getFirebaseAuth();
    const before = kit.auth.currentUser?.uid;
    try {
      await run(kit);
    } catch (error) {
      const now = kit.auth.currentUser?.uid;
      if (now && now !== before) {
        clearAccessToken();
        await kit.sdk.signOut(kit.auth).catch(() => undefined);
      }
      throw error;
    }
  } finally {
    setFlowActive(-1);
  }
}

/** A display name for registration when Firebase has none (email sign-ins made elsewhere). */
function fallbackName(user: FirebaseUser): string {
  return user.displayName?.trim() || user.email?.split('@')[0] || 'Rider';
}

function requireEmail(user: FirebaseUser): string {
  if (!user.email) throw new Error('This account has no email address');
  return user.email;
}

/**
 * GET /jwt with a fresh ID token and keep the answer. A 404 means the API does not know the
 * user yet (the account was made in Firebase but POST /users never landed): register, retry.
 */
async function issueAccessToken(
  user: FirebaseUser,
  registerAs: UserType = 'Buyer',
  forceRefresh = false,
): Promise<string> {
  const email = requireEmail(user);
  const idToken = await user.getIdToken(forceRefresh);
  let accessToken: string;
  try {
    accessToken = await getAccessToken(email, idToken);
  } catch (error) {
    if (!(error instanceof ApiError && error.status === 404)) throw error;
    await createUser({ name: fallbackName(user), userType: registerAs }, idToken);
    accessToken = await getAccessToken(email, idToken);
  }
  storeAccessToken(accessToken);
  return accessToken;
}

export function signInWithEmail(email: string, password: string): Promise<void> {
  return authFlow(async ({ auth, sdk }) => {
    const { user } = await sdk.signInWithEmailAndPassword(auth, email, password);
    await issueAccessToken(user);
  });
}

export interface SignUpInput {
  name: string;
  email: string;
  password: string;
  userType: UserType;
}

export function signUpWithEmail({ name, email, password, userType }: SignUpInput) {
  return authFlow(async ({ auth, sdk }) => {
    const { user: created } = await sdk.createUserWithEmailAndPassword(auth, email, password);
    await sdk.updateProfile(created, { displayName: name });
    // The Auth emulator stamps a new account's sign-in time before its "valid since" time; when a
    // second boundary falls between them the first ID token reads as revoked. A fresh sign-in
    // is always valid (and costs one request against real Firebase).
    const { user } = await sdk.signInWithEmailAndPassword(auth, email, password);
    await createUser({ name, userType }, await user.getIdToken());
    await issueAccessToken(user, userType);
  });
}

export interface EmulatedGoogleAccount {
  email: string;
  name: string;
}

/**
 * The Auth emulator accepts an unsigned JSON Google ID token as the credential; the `sub` is
 * derived from the email so the same emulated Google account signs in as the same user.
 */
function emulatedGoogleCredential(sdk: FirebaseAuthKit['sdk'], account: EmulatedGoogleAccount) {
  const sub = `emulated-${Array.from(account.email, (c) => c.charCodeAt(0).toString(16)).join('')}`;
  const idToken = JSON.stringify({
    sub,
    email: account.email,
    email_verified: true,
    name: account.name,
  });
  return sdk.GoogleAuthProvider.credential(idToken);
}

/**
 * Google sign-in registers a new user as `registerAs` (the sign-up form's choice; Buyer from the
 * login form); for an existing user POST /users changes nothing. With an emulated account (Auth
 * emulator only) it signs in with the emulator's fake Google credential.
 */
export function signInWithGoogle(
  registerAs: UserType = 'Buyer',
  emulated?: EmulatedGoogleAccount,
): Promise<void> {
  return authFlow(async ({ auth, sdk }) => {
    const credential = emulated ? emulatedGoogleCredential(sdk, emulated) : null;
    if (credential) {
      // First sign-in creates the emulator account (see signUpWithEmail on its first token);
      // the second gives a token that is valid in every case.
      await sdk.signInWithCredential(auth, credential);
    }
    const { user } = credential
      ? await sdk.signInWithCredential(auth, credential)
      : await sdk.signInWithPopup(
          auth,
          new sdk.GoogleAuthProvider(),
          sdk.browserPopupRedirectResolver,
        );
    await createUser({ name: fallbackName(user), userType: registerAs }, await user.getIdToken());
    await issueAccessToken(user, registerAs);
  });
}

export async function signOutUser(): Promise<void> {
  clearAccessToken();
  const { auth, sdk } = await getFirebaseAuth();
  await sdk.signOut(auth);
}

/**
 * Installed into the API client: a new access token from a fresh Firebase ID token, or null
 * when nobody is signed in to Firebase.
 */
export async function renewAccessToken(): Promise<string | null> {
  const { auth } = await getFirebaseAuth();
  // After a hard reload Firebase restores the session asynchronously; wait for it, or an
  // expired access token on the first request would look like a signed-out user.
  await auth.authStateReady();
  const user = auth.currentUser;
  if (!user?.email) return null;
  return issueAccessToken(user, 'Buyer', true);
}
