import { describe, expect, it } from 'vitest';
import { buildContentSecurityPolicy, buildSecurityHeaders } from './csp';
import { parseEnv } from './env-schema';

/** The e2e and `pnpm dev` shape: Auth emulator, sandbox payments. */
const emulated = parseEnv({
  VITE_API_URL: 'http://127.0.0.1:5000/',
  VITE_FIREBASE_AUTH_EMULATOR_HOST: '127.0.0.1:9099',
});
/** Production shape: a real Firebase project and Stripe. */
const production = parseEnv({
  VITE_API_URL: 'https://api.reride.example',
  VITE_FIREBASE_API_KEY: 'AIza-real-key',
  VITE_FIREBASE_AUTH_DOMAIN: 'reride-prod.firebaseapp.com',
  VITE_FIREBASE_PROJECT_ID: 'reride-prod',
  VITE_STRIPE_PUBLISHABLE_KEY: 'pk_live_123',
});

function directivesOf(policy: string): Map<string, string[]> {
  return new Map(
    policy.split('; ').map((d) => {
      const [name = '', ...sources] = d.split(' ');
      return [name, sources];
    }),
  );
}

describe('buildContentSecurityPolicy', () => {
  it('allows only self scripts and the API, Firebase and emulator origins on an emulated build', () => {
    const csp = directivesOf(buildContentSecurityPolicy(emulated));
    expect(csp.get('default-src')).toEqual(["'self'"]);
    expect(csp.get('script-src')).toEqual(["'self'"]);
    expect(csp.get('img-src')).toEqual(["'self'", 'http://127.0.0.1:5000', 'data:', 'blob:']);
    expect(csp.get('connect-src')).toEqual([
      "'self'",
      'http://127.0.0.1:5000',
      'https://identitytoolkit.googleapis.com',
      'https://securetoken.googleapis.com',
      'https://www.googleapis.com',
      'http://127.0.0.1:9099',
    ]);
    expect(csp.get('frame-src')).toEqual(['http://127.0.0.1:9099']);
    expect(csp.get('frame-ancestors')).toEqual(["'none'"]);
    expect(csp.get('object-src')).toEqual(["'none'"]);
    expect(csp.get('base-uri')).toEqual(["'self'"]);
    expect(csp.get('form-action')).toEqual(["'self'"]);
  });

  it('names no Stripe origin without a publishable key', () => {
    expect(buildContentSecurityPolicy(emulated)).not.toContain('stripe');
  });

  it('adds Stripe.js, its frames and API, and Google sign-in on a production build', () => {
    const csp = directivesOf(buildContentSecurityPolicy(production));
    expect(csp.get('script-src')).toEqual([
      "'self'",
      'https://apis.google.com',
      'https://js.stripe.com',
    ]);
    expect(csp.get('connect-src')).toContain('https://api.stripe.com');
    expect(csp.get('connect-src')).toContain('https://api.reride.example');
    expect(csp.get('connect-src')).not.toContain('http://127.0.0.1:9099');
    expect(csp.get('frame-src')).toEqual([
      'https://reride-prod.firebaseapp.com',
      'https://js.stripe.com',
      'https://hooks.stripe.com',
    ]);
  });

  it('never allows inline or eval scripts outside the dev server', () => {
    for (const env of [emulated, production]) {
      const scripts = directivesOf(buildContentSecurityPolicy(env)).get('script-src') ?? [];
      expect(scripts.join(' ')).not.toMatch(/unsafe-inline|unsafe-eval|\*|https:(\s|$)/);
    }
  });

  it('relaxes only what HMR needs on the dev server, and sends it report-only', () => {
    const headers = buildSecurityHeaders(emulated, { dev: { port: 5173 } });
    expect(headers['Content-Security-Policy']).toBeUndefined();
    const csp = directivesOf(headers['Content-Security-Policy-Report-Only'] ?? '');
    expect(csp.get('script-src')).toEqual(["'self'", "'unsafe-inline'"]);
    expect(csp.get('connect-src')).toContain('ws://localhost:5173');
  });
});

describe('the map tile server', () => {
  it('adds its images to img-src only when one is configured', () => {
    const without = directivesOf(buildContentSecurityPolicy(production));
    const withTiles = directivesOf(
      buildContentSecurityPolicy(production, { mapTileSource: 'https://*.tiles.example.org' }),
    );
    expect(without.get('img-src')).not.toContain('https://*.tiles.example.org');
    expect(withTiles.get('img-src')).toContain('https://*.tiles.example.org');
    expect(withTiles.get('connect-src')).toEqual(without.get('connect-src'));
  });
});

describe('buildSecurityHeaders', () => {
  it('sends the enforced policy and the other hardening headers', () => {
    const headers = buildSecurityHeaders(emulated);
    expect(headers).toMatchObject({
      'Content-Security-Policy': buildContentSecurityPolicy(emulated),
      'X-Content-Type-Options': 'nosniff',
      'X-Frame-Options': 'DENY',
      'Referrer-Policy': 'strict-origin-when-cross-origin',
      'Cross-Origin-Opener-Policy': 'same-origin-allow-popups',
    });
    expect(headers['Permissions-Policy']).toContain('camera=()');
    expect(headers['Permissions-Policy']).toContain('geolocation=(self)');
  });
});
