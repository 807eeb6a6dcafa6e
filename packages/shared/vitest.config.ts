import { defineConfig } from 'vitest/config';

// The property-based tests run hundreds of cases each: the limit catches a hang, not slowness on
// a machine kept busy (speed is measured in bench/).
export default defineConfig({ test: { include: ['src/**/*.test.ts'], testTimeout: 30_000 } });
