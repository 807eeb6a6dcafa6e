import { defineConfig } from 'vitest/config';

// Only the pure generator tests: the fuzz run itself is `pnpm fuzz` (src/fuzz.ts).
export default defineConfig({ test: { include: ['src/**/*.test.ts'] } });
