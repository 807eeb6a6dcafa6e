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
  const app =
    getApps()[0] ??
    initializeApp({
      apiKey: env.firebase.apiKey,
      authDomain: env.firebase.authDomain,
      projectId: env.firebase.projectId,
    });
  const auth = sdk.getAuth(app);
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
