import { join } from 'node:path';
import react from '@vitejs/plugin-react';
import { defineConfig, loadEnv } from 'vite';
import { buildSecurityHeaders } from './src/lib/csp';
import { parseEnv } from './src/lib/env-schema';

const DEV_PORT = 5173;

/**
 * Vendor chunks. Firebase and Stripe are only reached through dynamic imports (lib/firebase.ts,
 * the payment page), so naming their chunks keeps them out of the Home page's initial JS and
 * lets browsers cache them across deploys.
 */
function manualChunks(id: string): string | undefined {
  if (!id.includes('node_modules')) return undefined;
  if (/[\\/]node_modules[\\/](firebase|@firebase)[\\/]/.test(id)) return 'firebase';
  if (/[\\/]node_modules[\\/]@stripe[\\/]/.test(id)) return 'stripe';
  // Forms and the response checks load it after the first paint (see lib/api/response-check.ts).
  if (/[\\/]node_modules[\\/]zod[\\/]/.test(id)) return 'zod';
  if (
    /[\\/]node_modules[\\/](react|react-dom|scheduler|react-router|react-router-dom)[\\/]/.test(id)
  ) {
    return 'react';
  }
  return undefined;
}

/**
 * `pnpm build` writes the browser's files to <dir>/client and the web server (src/server/main.ts,
 * which serves them) to <dir>/server; <dir> is `dist` unless WEB_BUILD_DIR names another (the
 * browser journeys and the bench build their own).
 */
const buildDir = process.env.WEB_BUILD_DIR ?? 'dist';

export default defineConfig(({ mode, isSsrBuild }) => {
  // Validated here with zod (fails fast with a readable message); the app reads it in lib/env.ts.
  const env = parseEnv(loadEnv(mode, '.', 'VITE_'));
  return {
    plugins: [react()],
    define: {
      __RERIDE_ENV__: JSON.stringify(env),
    },
    // Development: the same policy, report-only (HMR needs an inline script and a WebSocket).
    server: {
      port: DEV_PORT,
      strictPort: true,
      headers: buildSecurityHeaders(env, { dev: { port: DEV_PORT } }),
    },
    build: {
      target: isSsrBuild ? 'node20' : 'es2022',
      sourcemap: true,
      outDir: join(buildDir, isSsrBuild ? 'server' : 'client'),
      emptyOutDir: true,
      // No preload lists in the chunks: Vite would write every lazy chunk's files into the
      // app's chunk, about 3 KB gzipped on every page's first download. The web server names
      // the page's own files instead (src/server/route-files.ts); a later page's chunk fetches
      // its imports once it arrives, all at once (Rollup hoists them to its top).
      modulePreload: false,
      // The web server reads it to name a page's files (src/server/route-files.ts).
      manifest: !isSsrBuild,
      // One stylesheet, the app's, which the web server inlines in every page. Split, Vite would
      // list it among the files of every lazy chunk, and the browser would fetch it again before
      // showing a page it already styles (Leaflet's stylesheet comes with the maps' chunk instead:
      // features/maps/lib/draw-map.ts).
      cssCodeSplit: false,
      rollupOptions: {
        output: isSsrBuild ? {} : { manualChunks },
      },
    },
  };
});
