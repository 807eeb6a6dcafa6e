import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { ChildProcess } from 'node:child_process';
import { findOrBuildFerretDb } from './ferretdb-binary';
import { ferretDbArgs } from './ferretdb';
import { findFreePort } from '../ports';
import { hasExited, spawnLogged, stopChild } from '../processes';
import { waitUntilPingable } from './server-info';

/**
 * A FerretDB that fault tests and scripts can kill, freeze and bring back: fixed ports and a
 * fixed data directory, so a restart answers at the same address with the same data.
 */
export interface RestartableFerretDb {
  uri: string;
  /** SIGKILL: the database is down (connections refused). */
  kill(): Promise<void>;
  /** SIGSTOP: the database hangs (connections accepted, nothing answered). */
  freeze(): void;
  /** SIGCONT after freeze(). */
  thaw(): void;
  /** Starts it again on the same port and data directory; resolves once it answers a ping. */
  restart(): Promise<void>;
  stop(): Promise<void>;
}

const GROUP = true;

export async function startRestartableFerretDb(): Promise<RestartableFerretDb> {
  const binary = await findOrBuildFerretDb(() => undefined);
  if (!binary) throw new Error('FerretDB is not available (see db/provision.ts for the ways out)');
  const dir = await mkdtemp(join(tmpdir(), 'reride-faults-db-'));
  const port = await findFreePort();
  let debugPort = await findFreePort();
  while (debugPort === port) debugPort = await findFreePort();
  const uri = `mongodb://127.0.0.1:${port}/`;
  let child: ChildProcess | undefined;

  const signal = (sig: NodeJS.Signals) => {
    if (child?.pid === undefined || hasExited(child)) return;
    try {
      process.kill(-child.pid, sig);
    } catch {
      // Already gone (ESRCH).
    }
  };
  const start = async () => {
    child = spawnLogged(binary, ferretDbArgs(dir, port, debugPort), {
      cwd: dir,
      logPath: join(dir, 'ferretdb.log'),
      group: GROUP,
    });
    await waitUntilPingable(uri, { timeoutMs: 30_000 });
  };
  const kill = async () => {
    const running = child;
    if (!running || hasExited(running)) return;
    const exited = new Promise((resolve) => running.once('exit', resolve));
    signal('SIGCONT');
    signal('SIGKILL');
    await exited;
  };

  await start();
  return {
    uri,
    kill,
    freeze: () => signal('SIGSTOP'),
    thaw: () => signal('SIGCONT'),
    restart: async () => {
      await kill();
      await start();
    },
    stop: async () => {
      signal('SIGCONT');
      if (child) await stopChild(child, { signal: 'SIGTERM', graceMs: 3000, group: GROUP });
      await rm(dir, { recursive: true, force: true });
    },
  };
}
