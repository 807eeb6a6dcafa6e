// @ts-check
import { readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

/**
 * The directions of imports inside apps/api/src (docs/architecture.md#imports), as ESLint blocks:
 *
 *   app.ts, compose.ts, server.ts, scripts/   (the assembly)          → anything
 *   features/<name>/*.router.ts, *.feature.ts                          → http/, core/, db/, features/
 *   features/<name>/ (services, repositories, collections, …)          → core/, db/, features/
 *   http/                                                              → core/
 *   db/                                                                → core/
 *   core/                                                              → nothing of the app
 *
 * and, for every shipped file (tests excepted):
 * - only the assembly reads config.ts (or imports the assembly);
 * - only `*.repository.ts`, `*.collections.ts` and db/ import `mongodb` (type imports included);
 * - a feature imports no other feature's `*.collections.ts`: it never queries their collections;
 * - nothing imports vitest or the test support in apps/api/test.
 *
 * apps/api/src/import-directions.test.ts plants each wrong import and checks that lint fails.
 */
const SRC = './apps/api/src';
/** Zones resolve against this, not the process's cwd: `pnpm --filter <pkg> lint` runs in the package. */
const basePath = fileURLToPath(new URL('..', import.meta.url));
const ASSEMBLY_FILES = ['apps/api/src/{app,compose,server}.ts', 'apps/api/src/scripts/**/*.ts'];
const ASSEMBLY = [
  `${SRC}/app.ts`,
  `${SRC}/compose.ts`,
  `${SRC}/server.ts`,
  `${SRC}/scripts`,
  `${SRC}/config.ts`,
];
const TESTS = ['apps/api/src/**/*.test.ts'];
/** The files that may use the database driver. */
const DRIVER_FILES = [
  'apps/api/src/**/*.repository.ts',
  'apps/api/src/**/*.collections.ts',
  'apps/api/src/db/**/*.ts',
];
const FEATURES = readdirSync(new URL('../apps/api/src/features', import.meta.url), {
  withFileTypes: true,
})
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

/** @param {string[]} targets @param {Array<{ from: string | string[]; message: string; except?: string[] }>} zones */
const restrict = (targets, zones) => zones.map((zone) => ({ target: targets, ...zone }));

const noTestSupport = {
  from: './apps/api/test',
  message: 'Shipped code never imports test support.',
};
const noAssembly = {
  from: ASSEMBLY,
  message:
    'Only the assembly (app.ts, compose.ts, server.ts, scripts/) reads config.ts and wires the app.',
};
const noHttp = {
  from: `${SRC}/http`,
  message: 'Services and repositories never see HTTP: routers (and *.feature.ts modules) do.',
};
/** @param {'http' | 'db'} layer */
const coreOnly = (layer) => ({
  from: SRC,
  except: ['./core', `./${layer}`],
  message: `${layer}/ imports core/ only: what it needs of a feature or the database is handed in.`,
});

/** Per feature: every other feature's collection declarations. */
const otherFeaturesCollections = FEATURES.map((name) => ({
  target: `${SRC}/features/${name}`,
  from: `${SRC}/features/**/*.collections.ts`,
  except: [`${basePath}apps/api/src/features/${name}/**`],
  message: "A feature never queries another feature's collections: it calls that feature's api.",
}));

const vitest = { name: 'vitest', message: 'Shipped code never imports vitest.' };
const mongodb = {
  name: 'mongodb',
  message: 'Only repositories, collection declarations and db/ import mongodb.',
};

/** @param {string[]} files @param {object[]} zones @param {string[]} [ignores] */
const paths = (files, zones, ignores = []) => ({
  files,
  ignores: [...TESTS, ...ignores],
  rules: { 'import-x/no-restricted-paths': ['error', { basePath, zones }] },
});

/** @type {import('eslint').Linter.Config[]} */
export const apiImportDirections = [
  {
    files: ['apps/api/src/**/*.ts'],
    ignores: [...TESTS, ...DRIVER_FILES],
    rules: { 'no-restricted-imports': ['error', { paths: [vitest, mongodb] }] },
  },
  {
    files: DRIVER_FILES,
    ignores: TESTS,
    rules: { 'no-restricted-imports': ['error', { paths: [vitest] }] },
  },
  paths(
    ['apps/api/src/core/**/*.ts'],
    [
      {
        target: `${SRC}/core`,
        from: SRC,
        except: ['./core'],
        message: 'core/ imports nothing of the app: it is what everything else builds on.',
      },
      { target: `${SRC}/core`, ...noTestSupport },
    ],
  ),
  paths(
    ['apps/api/src/http/**/*.ts'],
    restrict([`${SRC}/http`], [coreOnly('http'), noTestSupport]),
  ),
  paths(['apps/api/src/db/**/*.ts'], restrict([`${SRC}/db`], [coreOnly('db'), noTestSupport])),
  paths(
    ['apps/api/src/features/**/*.ts'],
    [
      ...restrict([`${SRC}/features`], [noHttp, noAssembly, noTestSupport]),
      ...otherFeaturesCollections,
    ],
    ['**/*.router.ts', '**/*.feature.ts'],
  ),
  paths(
    ['apps/api/src/features/**/*.{router,feature}.ts'],
    [...restrict([`${SRC}/features`], [noAssembly, noTestSupport]), ...otherFeaturesCollections],
  ),
  // The other files at the root (config.ts, logger.ts) are not the assembly.
  paths(['apps/api/src/*.ts'], restrict([SRC], [noAssembly, noTestSupport]), ASSEMBLY_FILES),
  paths(ASSEMBLY_FILES, restrict([SRC], [noTestSupport])),
];
