import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['journeys/**/*.spec.ts'],
    // One stack for the run (harness/global-setup.ts), one browser per journey file.
    globalSetup: ['harness/global-setup.ts'],
    setupFiles: ['harness/per-file.ts'],
    // One browser at a time: a 2-core machine also runs the database, emulator, API and web.
    fileParallelism: false,
    maxWorkers: 1,
    testTimeout: 120_000,
    // The builds, the auth emulator (~12 s) and the embedded engine's first download happen in hooks.
    hookTimeout: 600_000,
    // A journey that fails is a finding, not noise: no retries.
    retry: 0,
  },
});
