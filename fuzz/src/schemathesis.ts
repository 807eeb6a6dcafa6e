import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { homedir, tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Actor } from './pools';

/** Pinned: a version that installs from PyPI here and reads OpenAPI 3.1. */
const SCHEMATHESIS = 'schemathesis==4.32.5';
const VENV = join(homedir(), '.cache', 'reride', 'schemathesis-venv');

export interface SchemathesisRun {
  role: string;
  ok: boolean;
  /** The summary lines of schemathesis' own report. */
  summary: string;
}

/** A private venv with schemathesis, made once (python3 and PyPI needed); null when impossible. */
function ensureSchemathesis(log: (line: string) => void): string | null {
  const st = join(VENV, 'bin', 'st');
  if (existsSync(st)) return st;
  log(`installing ${SCHEMATHESIS} into ${VENV}`);
  const venv = spawnSync('python3', ['-m', 'venv', VENV], { encoding: 'utf8' });
  const pip =
    venv.status === 0
      ? spawnSync(join(VENV, 'bin', 'pip'), ['install', '-q', SCHEMATHESIS], { encoding: 'utf8' })
      : venv;
  if (pip.status !== 0) {
    log(`schemathesis could not be installed: ${pip.stderr.slice(-500)}`);
    return null;
  }
  return st;
}

/**
 * Optional second opinion (FUZZ_SCHEMATHESIS=1): schemathesis generates its own requests from
 * /openapi.json, once per role, and checks for 5xx and response-schema conformance.
 */
export function runSchemathesis(
  baseUrl: string,
  actors: Actor[],
  options: { seed: number; examples: number; log: (line: string) => void },
): SchemathesisRun[] | null {
  const st = ensureSchemathesis(options.log);
  if (!st) return null;
  return actors.map((actor) => {
    options.log(`schemathesis as ${actor.role} (${options.examples} examples per operation)`);
    const run = spawnSync(
      st,
      [
        'run',
        `${baseUrl}/openapi.json`,
        '-H',
        `Authorization: Bearer ${actor.accessToken}`,
        '-c',
        'not_a_server_error,response_schema_conformance',
        '-n',
        String(options.examples),
        '--seed',
        String(options.seed),
      ],
      // Its cache and reports go to the working directory: keep them out of the repository.
      { cwd: tmpdir(), encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 },
    );
    const output = `${run.stdout}${run.stderr}`;
    // Failures (with schemathesis' own curl reproduction) come before the summary.
    const failures = output.indexOf('FAILURES');
    const start = failures >= 0 ? failures : output.lastIndexOf('SUMMARY');
    const summary = (start >= 0 ? output.slice(start) : output.slice(-3000)).trim().slice(0, 8000);
    return { role: actor.role, ok: run.status === 0, summary };
  });
}
