import { beforeEach, vi } from 'vitest';
import { storeAccessToken } from '../lib/access-token';
import type { FirebaseAuthKit, getFirebaseAuth } from '../lib/firebase';

export interface FakeFirebaseUser {
  uid: string;
  email: string;
  displayName: string | null;
  getIdToken: () => Promise<string>;
}

export function fakeFirebaseUser(overrides: Partial<FakeFirebaseUser> = {}): FakeFirebaseUser {
  return {
    uid: 'uid-1',
    email: 'rider@example.com',
    displayName: 'Rider',
    getIdToken: vi.fn(() => Promise.resolve('firebase-id-token')),
    ...overrides,
  };
}

/** A Firebase error as the SDK throws it (FirebaseError carries `code`). */
export function firebaseError(code: string): Error {
  return Object.assign(new Error(`Firebase: Error (${code}).`), { code, name: 'FirebaseError' });
}

/**
 * A stand-in for the Firebase Auth SDK, handed out by a mocked `lib/firebase` (the module
 * boundary). `onAuthStateChanged` answers once with `currentUser`. Someone signed in also has
 * the API's access token stored, as after a real sign-in: the auth provider follows Firebase only
 * for them (a visitor's page never loads it).
 */
export function createFirebaseFake(currentUser: FakeFirebaseUser | null = null) {
  if (currentUser) storeAccessToken('access-token-of-the-signed-in-fake');
  const auth = { currentUser, authStateReady: () => Promise.resolve() };
  const listeners = new Set<(user: FakeFirebaseUser | null) => void>();
  /** What Firebase does when someone signs in or out: update currentUser, tell the listeners. */
  const setUser = (user: FakeFirebaseUser | null) => {
    auth.currentUser = user;
    listeners.forEach((listener) => listener(user));
  };
  const sdk = {
    onAuthStateChanged: vi.fn((_auth: unknown, next: (user: FakeFirebaseUser | null) => void) => {
      listeners.add(next);
      queueMicrotask(() => next(auth.currentUser));
      return () => listeners.delete(next);
    }),
    signInWithEmailAndPassword: vi.fn(),
    createUserWithEmailAndPassword: vi.fn(),
    updateProfile: vi.fn(() => Promise.resolve()),
    signInWithPopup: vi.fn(),
    sendPasswordResetEmail: vi.fn(() => Promise.resolve()),
    verifyPasswordResetCode: vi.fn((): Promise<string> => Promise.resolve('rider@example.com')),
    confirmPasswordReset: vi.fn(() => Promise.resolve()),
    signOut: vi.fn(() => {
      setUser(null);
      return Promise.resolve();
    }),
    GoogleAuthProvider: class GoogleAuthProvider {},
  };
  return { auth, sdk, setUser, kit: { auth, sdk } as unknown as FirebaseAuthKit };
}

export type FirebaseFake = ReturnType<typeof createFirebaseFake>;

/**
 * A signed-out fake for each test of the file, handed out by its mocked `getFirebaseAuth` (the
 * file mocks `lib/firebase` itself: vi.mock is hoisted per file). The object stays the same;
 * its parts are new for every test.
 */
export function signedOutFirebaseEachTest(mocked: typeof getFirebaseAuth): FirebaseFake {
  const firebase = {} as FirebaseFake;
  beforeEach(() => {
    Object.assign(firebase, createFirebaseFake(null));
    vi.mocked(mocked).mockResolvedValue(firebase.kit);
  });
  return firebase;
}

/** A promise whose outcome the test decides, to observe in-between states without sleeping. */
export function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (reason: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}
