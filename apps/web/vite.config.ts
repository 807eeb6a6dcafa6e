import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import react from '@vitejs/plugin-react';
import { defineConfig, loadEnv, type Plugin } from 'vite';
import { buildSecurityHeaders, nginxSecurityHeaders } from './src/lib/csp';
import { parseEnv, type Env } from './src/lib/env-schema';

const DEV_PORT = 5173;

/**
 * `NGINX_HEADERS_OUT=<file> vite build` also writes the security headers of this build's
 * settings as nginx `add_header` lines (apps/web/Dockerfile → docker/nginx.conf).
 */
function nginxHeaders(env: Env): Plugin {
  return {
    name: 'reride-nginx-security-headers',
    apply: 'build',
    closeBundle() {
      const out = process.env.NGINX_HEADERS_OUT;
      if (!out) return;
      mkdirSync(dirname(out), { recursive: true });
      writeFileSync(out, nginxSecurityHeaders(env));
    },
  };
}

/**
 * Vendor chunks. Firebase and Stripe are only reached through dynamic imports (lib/firebase.ts,
 * the payment page), so naming their chunks keeps them out of the Home page's initial JS and
 * lets browsers cache them across deploys.
 */
function manualChunks(id: string): string | undefined {
  if (!id.includes('node_modules')) return undefined;
  if (/[\\/]node_modules[\\/](firebase|@firebase)[\\/]/.test(id)) return 'firebase';
  if (/[\\/]node_modules[\\/]@stripe[\\/]/.test(id)) return 'stripe';
  // Forms and the response checks load it after the first paint (see lib/api-client.ts).
  if (/[\\/]node_modules[\\/]zod[\\/]/.test(id)) return 'zod';
  if (
    /[\\/]node_modules[\\/](react|react-dom|scheduler|react-router|react-router-dom)[\\/]/.test(id)
  ) {
    return 'react';
  }
  return undefined;
}

export default defineConfig(({ mode }) => {
  // Validated here with zod (fails fast with a readable message); the app reads it in lib/env.ts.
  const env = parseEnv(loadEnv(mode, '.', 'VITE_'));
  return {
    plugins: [react(), nginxHeaders(env)],
    define: {
      __RERIDE_ENV__: JSON.stringify(env),
    },
    // Development: the same policy, report-only (HMR needs an inline script and a WebSocket).
    server: {
      port: DEV_PORT,
      strictPort: true,
      headers: buildSecurityHeaders(env, { dev: { port: DEV_PORT } }),
    },
    preview: { port: 4173, strictPort: true, headers: buildSecurityHeaders(env) },
    build: {
      target: 'es2022',
      sourcemap: true,
      rollupOptions: {
        output: { manualChunks },
        treeshake: {
          // packages/shared only declares constants and schemas: importing `messages` from its
          // barrel must not drag every schema (and zod) into the entry chunk.
          moduleSideEffects: (id) => !/[\\/]packages[\\/]shared[\\/]src[\\/]/.test(id),
        },
      },
    },
  };
});
