import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parse } from 'yaml';
import { REPO_ROOT } from './context';

/** A service of docker-compose.yml as Compose resolved it (variables interpolated). */
export interface ComposeService {
  environment?: Record<string, string | number | null>;
  healthcheck?: { test: string[] };
  ports?: unknown[];
  build?: { context: string; dockerfile?: string };
}

export interface ComposeRun {
  status: number | null;
  stdout: string;
  stderr: string;
}

const INSTALL_HINT =
  'docker-compose is not installed: `apt-get install docker-compose` (Debian; .ci/run installs it). ' +
  'Only its parser runs here (`docker-compose config`), no Docker engine is needed.';

/** `docker-compose config` on the repository's compose file, with exactly `env`. */
export function composeConfig(env: Record<string, string>): ComposeRun {
  const run = spawnSync('docker-compose', ['--file', 'docker-compose.yml', 'config'], {
    cwd: REPO_ROOT,
    env: { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '', ...env },
    encoding: 'utf8',
  });
  if (run.error) throw new Error(`${INSTALL_HINT}\n${run.error.message}`);
  return { status: run.status, stdout: run.stdout, stderr: run.stderr };
}

/** The services of a successful `docker-compose config`, by name. */
export function composeServices(run: ComposeRun): Record<string, ComposeService> {
  if (run.status !== 0) throw new Error(`docker-compose config failed:\n${run.stderr}`);
  return (parse(run.stdout) as { services: Record<string, ComposeService> }).services;
}

/** What an image's last stage runs: its working directory, environment and command. */
export interface ImageRuntime {
  workdir: string;
  env: Record<string, string>;
  cmd: string[];
  healthcheck: string[];
}

/** `KEY=value KEY2=value2` of an ENV instruction (values without spaces, as ours are). */
function envPairs(text: string): [string, string][] {
  return text
    .split(/\s+/)
    .filter(Boolean)
    .map((pair) => {
      const at = pair.indexOf('=');
      return [pair.slice(0, at), pair.slice(at + 1)];
    });
}

/**
 * Reads the runtime (last) stage of a Dockerfile: its WORKDIR, ENV, CMD and the HEALTHCHECK
 * command, the instructions that decide how the container starts. Continued lines are joined.
 */
export function parseDockerfileRuntime(text: string): ImageRuntime {
  const lines = text
    .replace(/\\\n/g, ' ')
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line && !line.startsWith('#'));
  const lastFrom = lines.findLastIndex((line) => /^FROM\s/i.test(line));
  const runtime: ImageRuntime = { workdir: '/', env: {}, cmd: [], healthcheck: [] };
  for (const line of lines.slice(lastFrom + 1)) {
    const [, instruction = '', rest = ''] = /^(\w+)\s+(.*)$/.exec(line) ?? [];
    switch (instruction.toUpperCase()) {
      case 'WORKDIR':
        runtime.workdir = rest;
        break;
      case 'ENV':
        Object.assign(runtime.env, Object.fromEntries(envPairs(rest)));
        break;
      case 'CMD':
        runtime.cmd = JSON.parse(rest) as string[];
        break;
      case 'HEALTHCHECK': {
        const command = /\bCMD\s+(.*)$/.exec(rest)?.[1] ?? '';
        runtime.healthcheck = ['sh', '-c', command];
        break;
      }
    }
  }
  return runtime;
}

export function readImageRuntime(dockerfile: string): ImageRuntime {
  return parseDockerfileRuntime(readFileSync(join(REPO_ROOT, dockerfile), 'utf8'));
}

/** A service's environment as strings, every value passed through `rewrite`. */
export function serviceEnv(
  service: ComposeService,
  rewrite: (value: string) => string,
): Record<string, string> {
  return Object.fromEntries(
    Object.entries(service.environment ?? {}).map(([key, value]) => [
      key,
      rewrite(value === null ? '' : String(value)),
    ]),
  );
}
