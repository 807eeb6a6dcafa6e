import { defineConfig } from 'vitest/config';

/**
 * The harness's own unit tests: no stack, no browser. Journeys (vitest.config.ts) live in
 * journeys/ and need both.
 */
export default defineConfig({
  test: {
    include: ['harness/**/*.test.ts'],
  },
});
