import { spawnSync } from 'node:child_process';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const E2E_DIR = fileURLToPath(new URL('..', import.meta.url));
const CLI = createRequire(import.meta.url).resolve('@playwright/test/cli');

interface JsonSpec {
  title: string;
  tests: { results: { status: string; errors: { message?: string }[] }[] }[];
}
interface JsonSuite {
  specs: JsonSpec[];
  suites?: JsonSuite[];
}

/** Runs harness/planted/planted.spec.ts; answers each test's status and error text by its first word. */
function runPlanted(): Map<string, { status: string; errors: string }> {
  const run = spawnSync(
    process.execPath,
    [CLI, 'test', '--config', 'harness/planted/playwright.config.ts', '--reporter', 'json'],
    { cwd: E2E_DIR, encoding: 'utf8', env: { ...process.env, CI: '' }, timeout: 120_000 },
  );
  if (!run.stdout.trim().startsWith('{')) throw new Error(`${run.stdout}\n${run.stderr}`);
  const report = JSON.parse(run.stdout) as { suites: JsonSuite[] };
  const verdicts = new Map<string, { status: string; errors: string }>();
  const visit = (suite: JsonSuite) => {
    for (const spec of suite.specs) {
      const result = spec.tests[0]!.results[0]!;
      const errors = result.errors.map((e) => e.message ?? '').join('\n');
      verdicts.set(spec.title.split(':')[0]!, { status: result.status, errors });
    }
    suite.suites?.forEach(visit);
  };
  report.suites.forEach(visit);
  return verdicts;
}

describe('the automatic page checks of harness/test.ts', () => {
  it('fail a test whose page breaks the CSP, reports a hydration mismatch or asks another machine, and only those', () => {
    const verdicts = runPlanted();
    expect(verdicts.get('clean')).toEqual({ status: 'passed', errors: '' });
    const failed = (name: string) => {
      const verdict = verdicts.get(name);
      expect(verdict?.status, name).toBe('failed');
      return verdict!.errors;
    };
    expect(failed('csp')).toContain('Content-Security-Policy violation: ');
    expect(failed('csp')).toContain('img-src');
    expect(failed('hydration')).toContain('hydration mismatch: ');
    expect(failed('outside')).toContain(
      'request to another machine (the app must work offline): http://example.com/a.png',
    );
    expect(failed('page fixture')).toContain('http://example.com/a.png');
    expect(verdicts.size).toBe(5);
  }, 120_000);
});
