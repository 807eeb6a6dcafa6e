import type { Env } from './env-schema';

declare const __RERIDE_ENV__: Env;

/**
 * The only way the app reads its environment (docs/architecture.md). Vite validates the VITE_* variables
 * with `parseEnv` (env-schema.ts) at start-up and compiles the result in as `__RERIDE_ENV__`.
 */
export const env: Env = __RERIDE_ENV__;
export type { Env };
