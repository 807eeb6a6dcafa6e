import type { Env } from './env-schema';

/**
 * The served web app's security headers, from one function: the web server (src/server) sends
 * exactly these, and the dev server sends them report-only (vite.config.ts). The policy allows
 * what the app loads and nothing else; sources depend on the build's settings (API origin,
 * Firebase project or emulator, Stripe key).
 */

type Directives = Record<string, string[]>;

const STRIPE = {
  script: ['https://js.stripe.com'],
  frame: ['https://js.stripe.com', 'https://hooks.stripe.com'],
  connect: ['https://api.stripe.com'],
};
/** Firebase Auth's REST endpoints (sign-in, token refresh, the popup's project config). */
const FIREBASE_CONNECT = [
  'https://identitytoolkit.googleapis.com',
  'https://securetoken.googleapis.com',
  'https://www.googleapis.com',
];

const origin = (url: string) => new URL(url).origin;

export interface SecurityHeaderOptions {
  /**
   * The Vite dev server: its React Refresh preamble is an inline script and HMR talks over a
   * WebSocket. The policy is then sent report-only, so a violation shows in the console
   * without breaking development.
   */
  dev?: { port: number } | undefined;
  /** The maps' tile server (`tileImageSource` of MAP_TILE_URL): its images are let in. */
  mapTileSource?: string | null | undefined;
}

function directives(env: Env, options: SecurityHeaderOptions): Directives {
  const api = origin(env.apiUrl);
  const emulator = env.firebase.emulatorHost ? [`http://${env.firebase.emulatorHost}`] : [];
  // A real Firebase project: Google sign-in's helper iframe and script come from Google.
  const realFirebase = emulator.length === 0;
  const stripe = env.stripePublishableKey !== null;
  const dev = options.dev;
  const devSockets = dev ? [`ws://localhost:${dev.port}`, `ws://127.0.0.1:${dev.port}`] : [];

  return {
    'default-src': ["'self'"],
    'script-src': [
      "'self'",
      ...(realFirebase ? ['https://apis.google.com'] : []),
      ...(stripe ? STRIPE.script : []),
      ...(dev ? ["'unsafe-inline'"] : []),
    ],
    // react-hot-toast (goober) writes its CSS into a <style> element at run time.
    'style-src': ["'self'", "'unsafe-inline'"],
    // data: for inline SVG icons, blob: for photo previews before upload.
    'img-src': [
      "'self'",
      api,
      'data:',
      'blob:',
      ...(options.mapTileSource ? [options.mapTileSource] : []),
    ],
    'font-src': ["'self'"],
    'connect-src': [
      "'self'",
      api,
      ...FIREBASE_CONNECT,
      ...emulator,
      ...(stripe ? STRIPE.connect : []),
      ...devSockets,
    ],
    'frame-src': [
      ...(realFirebase ? [`https://${env.firebase.authDomain}`] : []),
      ...emulator,
      ...(stripe ? STRIPE.frame : []),
    ],
    'worker-src': ["'self'", 'blob:'],
    'manifest-src': ["'self'"],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': ["'self'"],
    'frame-ancestors': ["'none'"],
  };
}

/** The Content-Security-Policy value; a directive with no source says 'none'. */
export function buildContentSecurityPolicy(env: Env, options: SecurityHeaderOptions = {}): string {
  return Object.entries(directives(env, options))
    .map(([name, sources]) => {
      const unique = [...new Set(sources)];
      return `${name} ${unique.length > 0 ? unique.join(' ') : "'none'"}`;
    })
    .join('; ');
}

/** Every header the web server adds to every response. */
export function buildSecurityHeaders(
  env: Env,
  options: SecurityHeaderOptions = {},
): Record<string, string> {
  const cspHeader = options.dev ? 'Content-Security-Policy-Report-Only' : 'Content-Security-Policy';
  return {
    [cspHeader]: buildContentSecurityPolicy(env, options),
    'X-Content-Type-Options': 'nosniff',
    'X-Frame-Options': 'DENY',
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    // Geolocation for our own pages only: "Near me" asks for it when clicked (docs/domain.md#places).
    'Permissions-Policy':
      'camera=(), microphone=(), geolocation=(self), usb=(), payment=(self "https://js.stripe.com")',
    // The Google sign-in popup reports back to its opener.
    'Cross-Origin-Opener-Policy': 'same-origin-allow-popups',
  };
}
