import { defineConfig } from 'vitest/config';

// Only the pure generator tests: the fuzz run itself is `pnpm fuzz` (src/fuzz.ts).
// Generating thousands of requests takes a few seconds on an idle core and several times that
// on a machine kept busy: the limit catches a hang, not slowness (speed is measured in bench/).
export default defineConfig({ test: { include: ['src/**/*.test.ts'], testTimeout: 30_000 } });
