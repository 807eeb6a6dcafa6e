import { defineConfig, mergeConfig } from 'vitest/config';
import viteConfig from './vite.config';

export default defineConfig((env) =>
  mergeConfig(viteConfig(env), {
    test: {
      environment: 'jsdom',
      setupFiles: ['./src/testing/setup.ts'],
      css: false,
      clearMocks: true,
      restoreMocks: true,
      unstubGlobals: true,
      testTimeout: 30_000,
    },
  }),
);
