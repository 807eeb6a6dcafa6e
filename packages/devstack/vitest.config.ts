import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['src/**/*.test.ts'],
    testTimeout: 60_000,
    // Provisioning may fetch or build a database engine once, and the auth emulator takes ~12 s.
    hookTimeout: 300_000,
  },
});
