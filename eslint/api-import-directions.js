// @ts-check
import { fileURLToPath } from 'node:url';

/**
 * The directions of imports inside apps/api/src (docs/architecture.md#imports), as ESLint blocks:
 *
 *   app.ts, routers.ts, server.ts, scripts/  → anything
 *   features/<name>/*.router.ts, *.feature.ts → http/, core/, db/, features/
 *   features/<name>/ (services, repositories) → core/, db/, other features
 *   http/                                      → core/
 *   db/                                        → core/
 *   core/                                      → nothing of the app
 *
 * Only the assembly reads the process settings (config.ts); features declare the settings they
 * need as their own types. No shipped file imports test support or vitest, and only repositories
 * (and db/, core/) import the MongoDB driver. apps/api/src/import-directions.test.ts proves that
 * each rule fires.
 */
const SRC = './apps/api/src';
/** Zones resolve against this, not the process's cwd: `pnpm --filter <pkg> lint` runs in the package. */
const basePath = fileURLToPath(new URL('..', import.meta.url));
const ASSEMBLY = [`${SRC}/app.ts`, `${SRC}/routers.ts`, `${SRC}/server.ts`, `${SRC}/config.ts`];
const NOT_TESTS = ['apps/api/src/**/*.test.ts'];

/** @param {string[]} targets @param {Array<{ from: string | string[]; message: string; except?: string[] }>} zones */
const restrict = (targets, zones) => zones.map((zone) => ({ target: targets, ...zone }));

const noTestSupport = {
  from: './apps/api/test',
  message: 'Shipped code never imports test support.',
};
const noAssembly = {
  from: ASSEMBLY,
  message: 'Only the assembly (app.ts, routers.ts, server.ts) reads config.ts and wires the app.',
};
const noHttp = {
  from: `${SRC}/http`,
  message: 'Services and repositories never see HTTP: routers (and *.feature.ts assemblies) do.',
};
const noFeatures = {
  from: `${SRC}/features`,
  message: 'Lower layers never import features: pass what they need in (see core/).',
};

const vitest = { name: 'vitest', message: 'Shipped code never imports vitest.' };
const mongodb = { name: 'mongodb', message: 'Only repositories import mongodb.' };

/** @type {import('eslint').Linter.Config[]} */
export const apiImportDirections = [
  {
    files: ['apps/api/src/**/*.ts'],
    ignores: NOT_TESTS,
    rules: { 'no-restricted-imports': ['error', { paths: [vitest] }] },
  },
  {
    files: ['apps/api/src/features/**/*.{router,service}.ts'],
    ignores: NOT_TESTS,
    rules: { 'no-restricted-imports': ['error', { paths: [vitest, mongodb] }] },
  },
  {
    files: ['apps/api/src/core/**/*.ts'],
    ignores: NOT_TESTS,
    rules: {
      'import-x/no-restricted-paths': [
        'error',
        {
          basePath,
          zones: [
            {
              target: `${SRC}/core`,
              from: SRC,
              except: ['./core'],
              message: 'core/ imports nothing of the app: it is what everything else builds on.',
            },
            { target: `${SRC}/core`, ...noTestSupport },
          ],
        },
      ],
    },
  },
  {
    files: ['apps/api/src/{http,db}/**/*.ts'],
    ignores: NOT_TESTS,
    rules: {
      'import-x/no-restricted-paths': [
        'error',
        {
          basePath,
          zones: restrict([`${SRC}/http`, `${SRC}/db`], [noFeatures, noAssembly, noTestSupport]),
        },
      ],
    },
  },
  {
    files: ['apps/api/src/db/**/*.ts'],
    ignores: NOT_TESTS,
    rules: {
      'import-x/no-restricted-paths': [
        'error',
        {
          basePath,
          zones: restrict([`${SRC}/db`], [noFeatures, noHttp, noAssembly, noTestSupport]),
        },
      ],
    },
  },
  {
    files: ['apps/api/src/features/**/*.ts'],
    ignores: [...NOT_TESTS, '**/*.router.ts', '**/*.feature.ts'],
    rules: {
      'import-x/no-restricted-paths': [
        'error',
        { basePath, zones: restrict([`${SRC}/features`], [noHttp, noAssembly, noTestSupport]) },
      ],
    },
  },
  {
    files: ['apps/api/src/features/**/*.{router,feature}.ts'],
    ignores: NOT_TESTS,
    rules: {
      'import-x/no-restricted-paths': [
        'error',
        { basePath, zones: restrict([`${SRC}/features`], [noAssembly, noTestSupport]) },
      ],
    },
  },
];
