// The citation check of `pnpm lint`, shown failing on planted mistakes in a throwaway repository.
import assert from 'node:assert/strict';
import { execFileSync, spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, it } from 'node:test';
import { fileURLToPath } from 'node:url';
import { brokenPaths, commentLines, pathsIn, trackedSet } from './check-citations.mjs';

const SCRIPT = fileURLToPath(new URL('./check-citations.mjs', import.meta.url));

/** A git repository holding `files`, with the check run in it: its exit code and output. */
function checkRepository(files) {
  const dir = mkdtempSync(join(tmpdir(), 'citations-'));
  for (const [path, text] of Object.entries(files)) {
    mkdirSync(join(dir, path, '..'), { recursive: true });
    writeFileSync(join(dir, path), text);
  }
  execFileSync('git', ['init', '-q'], { cwd: dir });
  execFileSync('git', ['add', '.'], { cwd: dir });
  const run = spawnSync(process.execPath, [SCRIPT], { cwd: dir, encoding: 'utf8' });
  rmSync(dir, { recursive: true, force: true });
  return { status: run.status, output: `${run.stdout}${run.stderr}` };
}

const tree = {
  'apps/api/src/features/bikes/bikes.service.ts': '// The rules of docs/domain.md.\n',
  'docs/domain.md': '# Domain\n',
  '.gitignore': 'dist/\n',
};

describe('scripts/check-citations.mjs', () => {
  it('fails on a comment naming a path that does not exist, and names it', () => {
    const { status, output } = checkRepository({
      ...tree,
      'apps/api/src/app.ts': '/** Built in features/bikes/bike-lists.ts. */\nexport {};\n',
    });
    assert.equal(status, 1);
    assert.match(output, /apps\/api\/src\/app\.ts:1: features\/bikes\/bike-lists\.ts/);
  });

  it('fails on a document naming a moved folder', () => {
    const { status, output } = checkRepository({
      ...tree,
      'docs/architecture.md': 'Orders live in `apps/api/src/features/bookings/`.\n',
    });
    assert.equal(status, 1);
    assert.match(output, /docs\/architecture\.md:1: apps\/api\/src\/features\/bookings\//);
  });

  it('fails on a citation of an issue number or a document outside the repository', () => {
    const { status, output } = checkRepository({
      ...tree,
      // Spelt in two pieces, so this file does not trip the rule it tests.
      'apps/api/src/app.ts': `// As ${'iss'}ue 24 asks.\nexport {};\n`,
    });
    assert.equal(status, 1);
    assert.match(output, /issue numbers/);
  });

  it('passes paths that exist, relative to the root, the file or a source folder, and ignored output', () => {
    const { status, output } = checkRepository({
      ...tree,
      'apps/api/src/app.ts':
        '// See features/bikes/bikes.service.ts, ./features/bikes/, docs/domain.md and dist/server.js.\n' +
        "const url = 'http://example.com/a/b.ts';\nexport { url };\n",
    });
    assert.equal(output, '');
    assert.equal(status, 0);
  });

  it('reads comments only in source files, not strings or code', () => {
    const text = "const a = '// not/a/comment.ts';\n/* in/a/block.ts\n over/two/lines.md */\n";
    const lines = commentLines(text).map((l) => [l.line, l.text.trim()]);
    assert.deepEqual(lines, [
      [2, '/* in/a/block.ts'],
      [3, 'over/two/lines.md */'],
    ]);
  });

  it('takes path-like tokens, not URLs, packages, globs or templates', () => {
    assert.deepEqual(
      pathsIn(
        'see a/b.ts, `c/d/` and ../e/f.md; not https://x.org/y.ts, @scope/pkg/z.ts, src/**/*.ts, <name>/x.ts, and/or',
      ),
      ['a/b.ts', 'c/d/', 'e/f.md'],
    );
  });

  it('resolves a tail of a tracked path', () => {
    const tracked = trackedSet(['apps/web/src/lib/paths.ts']);
    const file = 'apps/web/src/app/router.tsx';
    assert.deepEqual(brokenPaths(file, '// links: lib/paths.ts\n', tracked), []);
    assert.equal(brokenPaths(file, '// links: lib/links.ts\n', tracked).length, 1);
  });
});
