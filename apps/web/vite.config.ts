import react from '@vitejs/plugin-react';
import { defineConfig, loadEnv } from 'vite';
import { parseEnv } from './src/lib/env-schema';

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

export default defineConfig(({ mode }) => ({
  plugins: [react()],
  define: {
    // Validated here with zod (fails fast with a readable message); the app reads it in lib/env.ts.
    __RERIDE_ENV__: JSON.stringify(parseEnv(loadEnv(mode, '.', 'VITE_'))),
  },
  server: { port: 5173, strictPort: true },
  preview: { port: 4173, strictPort: true },
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
}));
