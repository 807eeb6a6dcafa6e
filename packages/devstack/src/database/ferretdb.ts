import { join } from 'node:path';
import { findFreePort } from '../ports';
import { hasExited, spawnLogged, stopChild, tailFile, whenExited } from '../processes';
import { waitUntilPingable } from './server-info';

const START_ATTEMPTS = 3;
const READY_TIMEOUT_MS = 30_000;

export interface RunningFerretDb {
  uri: string;
  logPath: string;
  stop(): Promise<void>;
}

async function twoFreePorts(): Promise<[number, number]> {
  const port = await findFreePort();
  let debugPort = await findFreePort();
  while (debugPort === port) debugPort = await findFreePort();
  return [port, debugPort];
}

export function ferretDbArgs(dir: string, port: number, debugPort: number): string[] {
  return [
    '--handler=sqlite',
    `--sqlite-url=file:${dir}/`,
    `--state-dir=${dir}`,
    `--listen-addr=127.0.0.1:${port}`,
    // Its debug listener defaults to 127.0.0.1:8088, which parallel instances would fight over.
    `--debug-addr=127.0.0.1:${debugPort}`,
    '--telemetry=disable',
    '--log-level=warn',
  ];
}

async function startOnce(binary: string, dir: string, logPath: string): Promise<RunningFerretDb> {
  const [port, debugPort] = await twoFreePorts();
  const uri = `mongodb://127.0.0.1:${port}/`;
  const child = spawnLogged(binary, ferretDbArgs(dir, port, debugPort), {
    cwd: dir,
    logPath,
    group: true,
  });
  let exitReason: string | undefined;
  void whenExited(child).then((reason) => (exitReason = `FerretDB ${reason}`));
  const stop = () => stopChild(child, { signal: 'SIGTERM', graceMs: 5_000, group: true });
  try {
    await waitUntilPingable(uri, { timeoutMs: READY_TIMEOUT_MS, gaveUp: () => exitReason });
  } catch (error) {
    await stop();
    throw error;
  }
  return { uri, logPath, stop: async () => (hasExited(child) ? undefined : stop()) };
}

/**
 * Starts FerretDB (SQLite handler) on free loopback ports with its data and log in `dir`.
 * Retries on new ports: another process may grab a "free" port before FerretDB binds it.
 */
export async function startFerretDb(binary: string, dir: string): Promise<RunningFerretDb> {
  const logPath = join(dir, 'ferretdb.log');
  let lastError: unknown;
  for (let attempt = 1; attempt <= START_ATTEMPTS; attempt++) {
    try {
      return await startOnce(binary, dir, logPath);
    } catch (error) {
      lastError = error;
    }
  }
  const tail = await tailFile(logPath);
  throw new Error(`FerretDB did not start: ${String(lastError)}\n--- ${logPath} ---\n${tail}`);
}
