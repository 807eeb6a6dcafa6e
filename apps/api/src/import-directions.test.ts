import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import { beforeAll, describe, expect, it } from 'vitest';

const ROOT = fileURLToPath(new URL('../../../', import.meta.url));
const eslint = new ESLint({ cwd: ROOT });

/**
 * Lints `code` in place of the real file at `path` (repository-relative) with the repository's
 * own ESLint config: the type-aware parser only accepts files that exist.
 */
async function ruleIdsFor(path: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: `${ROOT}${path}` });
  return (result?.messages ?? []).map((message) => `${message.ruleId}: ${message.message}`);
}

const use = (name: string) => `\nexport const used = ${name};\n`;

/** The directions of docs/architecture.md#imports, each shown firing on a planted import. */
describe('API import directions (pnpm lint)', () => {
  // The type-aware parser builds the project's program once, slowly on a busy machine: in the
  // hook (hookTimeout), so that each case below only lints one file.
  beforeAll(async () => {
    await ruleIdsFor('apps/api/src/core/clock.ts', "export const warm = 'up';\n");
  });

  it.each([
    [
      'core/ importing http/',
      'apps/api/src/core/clock.ts',
      "import { requireRole } from '../http/auth';",
      'requireRole',
      /core\/ imports nothing/,
    ],
    [
      'core/ importing a feature',
      'apps/api/src/core/clock.ts',
      "import { words } from '../features/bikes/bikes.service';",
      'words',
      /core\/ imports nothing/,
    ],
    [
      'http/ importing a feature',
      'apps/api/src/http/auth.ts',
      "import { createUsersRepository } from '../features/users/users.repository';",
      'createUsersRepository',
      /http\/ imports core\/ only/,
    ],
    [
      'http/ importing db/',
      'apps/api/src/http/error-handler.ts',
      "import { isDbUnavailableError } from '../db/client';",
      'isDbUnavailableError',
      /http\/ imports core\/ only/,
    ],
    [
      'db/ importing http/',
      'apps/api/src/db/client.ts',
      "import { requireRole } from '../http/auth';",
      'requireRole',
      /db\/ imports core\/ only/,
    ],
    [
      'db/ importing a feature',
      'apps/api/src/db/collections.ts',
      "import { bikes } from '../features/bikes/bikes.collections';",
      'bikes',
      /db\/ imports core\/ only/,
    ],
    [
      'a service importing http/',
      'apps/api/src/features/bikes/bikes.service.ts',
      "import { requireRole } from '../../http/auth';",
      'requireRole',
      /never see HTTP/,
    ],
    [
      'a repository importing http/',
      'apps/api/src/features/bikes/bikes.repository.ts',
      "import { requireRole } from '../../http/auth';",
      'requireRole',
      /never see HTTP/,
    ],
    [
      'a feature reading config.ts',
      'apps/api/src/features/bikes/bikes.service.ts',
      "import { loadConfig } from '../../config';",
      'loadConfig',
      /Only the assembly/,
    ],
    [
      'a feature module importing the composition root',
      'apps/api/src/features/bikes/bikes.feature.ts',
      "import { FEATURES } from '../../compose';",
      'FEATURES',
      /Only the assembly/,
    ],
    [
      'logger.ts reading config.ts',
      'apps/api/src/logger.ts',
      "import { DEV_JWT_SECRET } from './config';",
      'DEV_JWT_SECRET',
      /Only the assembly/,
    ],
    [
      "a repository importing another feature's collections",
      'apps/api/src/features/bikes/bikes.repository.ts',
      "import { users } from '../users/users.collections';",
      'users',
      /never queries another feature's collections/,
    ],
    [
      'shipped code importing test support',
      'apps/api/src/features/bikes/bikes.router.ts',
      "import { createTestApp } from '../../../test/helpers';",
      'createTestApp',
      /never imports test support/,
    ],
    [
      'shipped code importing vitest',
      'apps/api/src/http/auth.ts',
      "import { expect } from 'vitest';",
      'expect',
      /never imports vitest/,
    ],
    [
      'a service importing mongodb',
      'apps/api/src/features/bikes/bikes.service.ts',
      "import { ObjectId } from 'mongodb';",
      'ObjectId',
      /Only repositories, collection declarations and db\/ import mongodb/,
    ],
    [
      'a plain feature module importing mongodb (types too)',
      'apps/api/src/features/bikes/bike-pages.ts',
      "import type { Filter } from 'mongodb';",
      'null as unknown as Filter<object>',
      /Only repositories, collection declarations and db\/ import mongodb/,
    ],
    [
      'a feature module importing mongodb',
      'apps/api/src/features/orders/orders.feature.ts',
      "import { ObjectId } from 'mongodb';",
      'ObjectId',
      /Only repositories, collection declarations and db\/ import mongodb/,
    ],
    [
      'core/ importing mongodb',
      'apps/api/src/core/keyset-page.ts',
      "import { ObjectId } from 'mongodb';",
      'ObjectId',
      /Only repositories, collection declarations and db\/ import mongodb/,
    ],
    [
      'the assembly importing mongodb',
      'apps/api/src/compose.ts',
      "import { ObjectId } from 'mongodb';",
      'ObjectId',
      /Only repositories, collection declarations and db\/ import mongodb/,
    ],
  ])('fails on %s', async (_name, path, importLine, name, message) => {
    const problems = await ruleIdsFor(path, `${importLine}${use(name)}`);
    expect(
      problems.some((problem) => message.test(problem)),
      problems.join('\n'),
    ).toBe(true);
  });

  it.each([
    [
      'a router importing http/',
      'apps/api/src/features/bikes/bikes.router.ts',
      "import { requireRole } from '../../http/auth';",
      'requireRole',
    ],
    [
      'a service importing core/',
      'apps/api/src/features/bikes/bikes.service.ts',
      "import { AppError } from '../../core/app-error';",
      'AppError',
    ],
    [
      'http/ importing core/',
      'apps/api/src/http/auth.ts',
      "import { AppError } from '../core/app-error';",
      'AppError',
    ],
    [
      'a repository importing mongodb and its own collections',
      'apps/api/src/features/bikes/bikes.repository.ts',
      "import { ObjectId } from 'mongodb';\nimport { bikes } from './bikes.collections';",
      '[ObjectId, bikes]',
    ],
    [
      'a collection declaration importing mongodb',
      'apps/api/src/features/bikes/bikes.collections.ts',
      "import { ObjectId } from 'mongodb';",
      'ObjectId',
    ],
    [
      'db/ importing mongodb and core/',
      'apps/api/src/db/collections.ts',
      "import { ObjectId } from 'mongodb';\nimport { AppError } from '../core/app-error';",
      '[ObjectId, AppError]',
    ],
    [
      "a feature module importing another feature's api type",
      'apps/api/src/features/reports/reports.feature.ts',
      "import type { BikesApi } from '../bikes/bikes.feature';",
      'null as unknown as BikesApi',
    ],
    [
      'the composition root reading config.ts',
      'apps/api/src/compose.ts',
      "import { DEV_JWT_SECRET } from './config';",
      'DEV_JWT_SECRET',
    ],
    [
      'a test importing test support and mongodb',
      'apps/api/src/features/bikes/bikes.service.test.ts',
      "import { createTestApp } from '../../../test/helpers';\nimport { ObjectId } from 'mongodb';",
      '[createTestApp, ObjectId]',
    ],
  ])('allows %s', async (_name, path, importLine, name) => {
    const problems = await ruleIdsFor(path, `${importLine}${use(name)}`);
    expect(problems.filter((p) => /restricted/.test(p))).toEqual([]);
  });
});
