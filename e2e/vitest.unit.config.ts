import { defineConfig } from 'vitest/config';

/**
 * The harness's own unit tests: no stack (page-checks.test.ts runs a planted spec in Chromium).
 * The journeys (playwright.config.ts) live in journeys/ and need the stack.
 */
export default defineConfig({
  test: {
    include: ['harness/**/*.test.ts'],
    // page-checks.test.ts starts Chromium: slow on a machine kept busy, which is not a failure.
    testTimeout: 60_000,
  },
});
