import { z } from 'zod';

/**
 * The web app's environment, validated with zod when Vite starts (dev server, build, tests: see
 * vite.config.ts), so a bad value fails at once with a clear message. The validated result is
 * compiled in and read through `env.ts`; zod itself stays out of the browser's first download.
 */

const DEMO_API_KEY = 'demo-api-key';

// An empty `VITE_X=` line in a .env file means "not set", not "the empty string".
const optional = z.preprocess((v) => (v === '' ? undefined : v), z.string().trim().optional());

const EnvSchema = z.object({
  VITE_API_URL: z.preprocess(
    (v) => (v === '' ? undefined : v),
    z.url().default('http://localhost:5000'),
  ),
  VITE_FIREBASE_API_KEY: optional,
  VITE_FIREBASE_AUTH_DOMAIN: optional,
  VITE_FIREBASE_PROJECT_ID: optional,
  VITE_FIREBASE_AUTH_EMULATOR_HOST: optional,
  VITE_STRIPE_PUBLISHABLE_KEY: optional,
});

export interface Env {
  apiUrl: string;
  firebase: {
    apiKey: string;
    authDomain: string;
    projectId: string;
    /** host:port of the Auth Emulator, or null for a real Firebase project. */
    emulatorHost: string | null;
  };
  /** None means payments run against the API's sandbox provider. */
  stripePublishableKey: string | null;
}

export function parseEnv(source: Record<string, unknown>): Env {
  const result = EnvSchema.safeParse(source);
  if (!result.success) {
    throw new Error(`Invalid web environment: ${z.prettifyError(result.error)}`);
  }
  const raw = result.data;
  const apiKey = raw.VITE_FIREBASE_API_KEY ?? DEMO_API_KEY;
  const projectId = raw.VITE_FIREBASE_PROJECT_ID ?? 'demo-reride';
  // Without a real key we can only be talking to the emulator.
  const emulatorHost =
    raw.VITE_FIREBASE_AUTH_EMULATOR_HOST ?? (apiKey === DEMO_API_KEY ? '127.0.0.1:9099' : null);
  return {
    apiUrl: raw.VITE_API_URL.replace(/\/+$/, ''),
    firebase: {
      apiKey,
      authDomain: raw.VITE_FIREBASE_AUTH_DOMAIN ?? `${projectId}.firebaseapp.com`,
      projectId,
      emulatorHost,
    },
    stripePublishableKey: raw.VITE_STRIPE_PUBLISHABLE_KEY ?? null,
  };
}
