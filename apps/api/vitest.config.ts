import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['src/**/*.test.ts'],
    // One throwaway database server and one auth emulator for the whole run.
    globalSetup: ['test/global-setup.ts'],
    setupFiles: ['test/setup.ts'],
    pool: 'forks',
    maxWorkers: 2,
    testTimeout: 30_000,
    // The auth emulator takes ~12 s to start, the embedded engine may need its one-time download.
    hookTimeout: 180_000,
  },
});
