/**
 * zod 4 compiles object parsers with `new Function` after probing whether eval is allowed. Under
 * our Content-Security-Policy (no 'unsafe-eval', lib/csp.ts) the probe fails quietly but the
 * browser still reports a `securitypolicyviolation`. Jitless mode skips the probe and the
 * compiler. zod reads its global config from `globalThis.__zod_globalConfig` when it loads, so
 * setting it here, first thing in main.tsx, needs no zod in the entry chunk.
 */
declare global {
  var __zod_globalConfig: { jitless?: boolean } | undefined;
}

// Mutated in place: zod keeps a reference to this object once loaded.
(globalThis.__zod_globalConfig ??= {}).jitless = true;

export {};
