import { defineConfig } from 'tsup';

/** ESM for Node 20. The shared package ships TypeScript, so it is bundled; the rest stays in node_modules. */
export default defineConfig({
  entry: {
    server: 'src/server.ts',
    'scripts/grant-admin': 'src/scripts/grant-admin.ts',
  },
  format: ['esm'],
  platform: 'node',
  target: 'node20',
  outDir: 'dist',
  clean: true,
  sourcemap: true,
  splitting: true,
  noExternal: ['@reride/shared'],
});
