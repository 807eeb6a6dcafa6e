import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readdirSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * Builds the API of an earlier commit for `BENCH_SEARCH_BEFORE_API` (bench/README.md):
 * `pnpm --filter @reride/bench exec tsx src/api-at-commit.ts <commit>` prints the folder to pass.
 * The commit's apps/api and packages/shared are extracted to a temporary folder; the installed
 * dependencies of this checkout are linked in, except the shared package, which must be the
 * commit's own (the build bundles it).
 */
const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '../..');

function apiAt(commit: string): string {
  const dir = mkdtempSync(join(tmpdir(), 'reride-api-at-'));
  const paths = ['apps/api', 'packages/shared', 'package.json', 'tsconfig.base.json'];
  const archive = execFileSync('git', ['archive', commit, ...paths], {
    cwd: ROOT,
    maxBuffer: 1 << 28,
  });
  execFileSync('tar', ['-x', '-C', dir], { input: archive });
  const modules = join(ROOT, 'apps/api/node_modules');
  const linked = join(dir, 'apps/api/node_modules');
  mkdirSync(join(linked, '@reride'), { recursive: true });
  for (const name of readdirSync(modules)) {
    if (name !== '@reride') symlinkSync(join(modules, name), join(linked, name));
  }
  for (const name of readdirSync(join(modules, '@reride'))) {
    const target =
      name === 'shared' ? join(dir, 'packages/shared') : join(modules, '@reride', name);
    symlinkSync(target, join(linked, '@reride', name));
  }
  symlinkSync(
    join(ROOT, 'packages/shared/node_modules'),
    join(dir, 'packages/shared/node_modules'),
  );
  execFileSync(join(linked, '.bin/tsup'), [], { cwd: join(dir, 'apps/api'), stdio: 'inherit' });
  return join(dir, 'apps/api');
}

const commit = process.argv[2];
if (!commit) {
  console.error('usage: tsx src/api-at-commit.ts <commit>');
  process.exit(2);
}
console.log(apiAt(commit));
