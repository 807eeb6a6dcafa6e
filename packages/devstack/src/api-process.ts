import { spawnSync } from 'node:child_process';
import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as delay } from 'node:timers/promises';
import { findFreePort } from './ports';
import { hasExited, spawnLogged, stopChild, tailFile, whenExited } from './processes';
import { REPO_ROOT } from './repo';

const READY_TIMEOUT_MS = 60_000;

export interface RunningApiProcess {
  url: string;
  pid: number | undefined;
  logPath: string;
  /** False once the process has exited (a crash shows as a dead API, not as failed requests). */
  alive(): boolean;
  /** SIGTERM (the API finishes in-flight requests), then resolves with its exit code. */
  stop(): Promise<number | null>;
}

/** `pnpm --filter @reride/api build`: tsup → apps/api/dist/server.js, the production entry. */
export function buildApi(): void {
  const run = spawnSync('pnpm', ['--filter', '@reride/api', 'build'], {
    cwd: REPO_ROOT,
    stdio: 'pipe',
  });
  if (run.status !== 0) throw new Error(`API build failed:\n${run.stderr.toString()}`);
}

export interface StartApiOptions {
  /** The production build (run `buildApi` first) or the TypeScript sources through tsx. */
  from: 'dist' | 'source';
  /** The whole environment of the process; PUBLIC_API_URL defaults to its own address. */
  env: NodeJS.ProcessEnv;
  /** Where its output goes; a file in a new temporary folder when absent. */
  logPath?: string;
}

/**
 * The API as a process of its own on a free loopback port, once /readyz answers. Tools start the
 * API this way instead of importing its internals.
 */
export async function startApi(options: StartApiOptions): Promise<RunningApiProcess> {
  const { from, env } = options;
  const port = await findFreePort();
  const url = `http://127.0.0.1:${port}`;
  const logPath = options.logPath ?? join(await mkdtemp(join(tmpdir(), 'reride-api-')), 'api.log');
  const apiDir = join(REPO_ROOT, 'apps', 'api');
  const args = from === 'dist' ? ['dist/server.js'] : ['--import', 'tsx', 'src/server.ts'];
  const child = spawnLogged(process.execPath, args, {
    cwd: apiDir,
    logPath,
    group: true,
    env: { PUBLIC_API_URL: url, ...env, HOST: '127.0.0.1', PORT: String(port) },
  });
  let exitCode: number | null = null;
  let exitReason: string | undefined;
  const exited = whenExited(child).then((reason) => {
    exitReason = `the API ${reason}`;
    exitCode = child.exitCode;
  });
  const deadline = Date.now() + READY_TIMEOUT_MS;
  for (;;) {
    if (exitReason) throw new Error(`${exitReason}:\n${await tailFile(logPath)}`);
    if (Date.now() > deadline) {
      await stopChild(child, { signal: 'SIGKILL', graceMs: 0, group: true });
      throw new Error(
        `the API was not ready after ${READY_TIMEOUT_MS} ms:\n${await tailFile(logPath)}`,
      );
    }
    const ready = await fetch(`${url}/readyz`).then(
      (res) => res.ok,
      () => false,
    );
    if (ready) break;
    await delay(200);
  }
  return {
    url,
    pid: child.pid,
    logPath,
    alive: () => !hasExited(child),
    stop: async () => {
      if (!hasExited(child)) {
        await stopChild(child, { signal: 'SIGTERM', graceMs: 15_000, group: true });
      }
      await exited;
      return exitCode;
    },
  };
}
