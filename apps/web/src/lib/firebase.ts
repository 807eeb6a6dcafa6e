import type * as FirebaseAuthSdk from 'firebase/auth';
import { env } from './env';

/**
 * Firebase is loaded on demand: it is the heaviest dependency and the Home page must paint
 * without it. Callers get the Auth instance and the modular SDK functions together, so nothing
 * else imports `firebase/auth` statically (and tests mock this one module boundary).
 */
export interface FirebaseAuthKit {
  auth: FirebaseAuthSdk.Auth;
  sdk: typeof FirebaseAuthSdk;
}

let kit: Promise<FirebaseAuthKit> | null = null;

async function load(): Promise<FirebaseAuthKit> {
  const [{ initializeApp, getApps }, sdk] = await Promise.all([
    import('firebase/app'),
    import('firebase/auth'),
  ]);
  const existing = getApps()[0];
  // Not getAuth(): it also sets up the Google popup helper, which loads a script and an iframe
  // from apis.google.com on every page. Only the Google sign-in needs it, and it passes the
  // helper itself (session.ts). Same persistence as getAuth's.
  const auth = existing
    ? sdk.getAuth(existing)
    : sdk.initializeAuth(
        initializeApp({
          apiKey: env.firebase.apiKey,
          authDomain: env.firebase.authDomain,
          projectId: env.firebase.projectId,
        }),
        {
          persistence: [
            sdk.indexedDBLocalPersistence,
            sdk.browserLocalPersistence,
            sdk.browserSessionPersistence,
          ],
        },
      );
  if (env.firebase.emulatorHost && !auth.emulatorConfig) {
    sdk.connectAuthEmulator(auth, `http://${env.firebase.emulatorHost}`, { disableWarnings: true });
  }
  return { auth, sdk };
}

export function getFirebaseAuth(): Promise<FirebaseAuthKit> {
  kit ??= load().catch((error: unknown) => {
    kit = null; // a failed chunk download (offline) may succeed next time
    throw error;
  });
  return kit;
}
