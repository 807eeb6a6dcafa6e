import type { UserType } from '@reride/shared';
import type { User as FirebaseUser } from 'firebase/auth';
import { clearAccessToken, storeAccessToken } from '../../../lib/access-token';
import { ApiError } from '../../../lib/api-client';
import { getFirebaseAuth } from '../../../lib/firebase';
import { createUser } from '../api/create-user';
import { getAccessToken } from '../api/get-access-token';

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

export async function signInWithEmail(email: string, password: string): Promise<void> {
  const { auth, sdk } = await getFirebaseAuth();
  const { user } = await sdk.signInWithEmailAndPassword(auth, email, password);
  await issueAccessToken(user);
}

export interface SignUpInput {
  name: string;
  email: string;
  password: string;
  userType: UserType;
}

export async function signUpWithEmail({ name, email, password, userType }: SignUpInput) {
  const { auth, sdk } = await getFirebaseAuth();
  const { user } = await sdk.createUserWithEmailAndPassword(auth, email, password);
  await sdk.updateProfile(user, { displayName: name });
  await createUser({ name, userType }, await user.getIdToken());
  await issueAccessToken(user, userType);
}

/** Google sign-in registers a Buyer; for an existing user POST /users changes nothing. */
export async function signInWithGoogle(): Promise<void> {
  const { auth, sdk } = await getFirebaseAuth();
  const { user } = await sdk.signInWithPopup(auth, new sdk.GoogleAuthProvider());
  await createUser({ name: fallbackName(user), userType: 'Buyer' }, await user.getIdToken());
  await issueAccessToken(user);
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
  const user = auth.currentUser;
  if (!user?.email) return null;
  return issueAccessToken(user, 'Buyer', true);
}
