import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { findFreePort } from '../ports';
import {
  prepareMongoJavaServer,
  startMongoJavaServer,
  type RunningMongoJavaServer,
} from './mongo-java-server';

/**
 * A database server that fault tests and scripts can kill, freeze and bring back: a fixed port and
 * an H2 file, so a restart answers at the same address with the same data.
 */
export interface RestartableDatabase {
  uri: string;
  /** SIGKILL: the database is down (connections refused). */
  kill(): Promise<void>;
  /** SIGSTOP: the database hangs (connections accepted, nothing answered). */
  freeze(): void;
  /** SIGCONT after freeze(). */
  thaw(): void;
  /** Starts it again on the same port and data file; resolves once it answers a ping. */
  restart(): Promise<void>;
  stop(): Promise<void>;
}

export async function startRestartableDatabase(): Promise<RestartableDatabase> {
  const engine = await prepareMongoJavaServer(() => undefined);
  if ('problem' in engine) throw new Error(`no embedded engine: ${engine.problem}`);
  const dir = await mkdtemp(join(tmpdir(), 'reride-faults-db-'));
  const port = await findFreePort();
  let running: RunningMongoJavaServer | undefined;

  const signal = (sig: NodeJS.Signals) => {
    if (running?.pid === undefined) return;
    try {
      process.kill(-running.pid, sig);
    } catch {
      // Already gone (ESRCH).
    }
  };
  /** A freeze that reached no process would leave the database answering: say so, loudly. */
  const freeze = () => {
    if (running?.pid === undefined) throw new Error('no database process to freeze');
    process.kill(-running.pid, 'SIGSTOP');
  };
  const start = async () => {
    running = await startMongoJavaServer(engine, {
      cwd: dir,
      logPath: join(dir, 'server.log'),
      h2File: join(dir, 'faults.mv.db'),
      port,
    });
  };
  const kill = async () => {
    if (!running) return;
    signal('SIGCONT');
    signal('SIGKILL');
    await running.stop();
    running = undefined;
  };

  await start();
  return {
    uri: `mongodb://127.0.0.1:${port}/`,
    kill,
    freeze,
    thaw: () => signal('SIGCONT'),
    restart: async () => {
      await kill();
      await start();
    },
    stop: async () => {
      signal('SIGCONT');
      await running?.stop();
      await rm(dir, { recursive: true, force: true });
    },
  };
}
