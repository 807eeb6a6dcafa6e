import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

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
      /never import features/,
    ],
    [
      'db/ importing http/',
      'apps/api/src/db/client.ts',
      "import { requireRole } from '../http/auth';",
      'requireRole',
      /never see HTTP/,
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
      /Only repositories import mongodb/,
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
      'a test importing test support',
      'apps/api/src/features/bikes/bikes.service.test.ts',
      "import { createTestApp } from '../../../test/helpers';",
      'createTestApp',
    ],
  ])('allows %s', async (_name, path, importLine, name) => {
    const problems = await ruleIdsFor(path, `${importLine}${use(name)}`);
    expect(problems.filter((p) => /restricted/.test(p))).toEqual([]);
  });
});
