import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as delay } from 'node:timers/promises';
import { hasExited, spawnLogged, stopChild, tailFile } from '@reride/devstack';

export interface Server {
  name: string;
  url: string;
  pid: number;
  stop(): Promise<void>;
}

const READY_TIMEOUT_MS = 60_000;

/** A Node server of the bench's own, started through devstack and ready once `readyPath` answers. */
export async function startServer(options: {
  name: string;
  args: string[];
  env: Record<string, string>;
  port: number;
  readyPath: string;
  cwd: string;
}): Promise<Server> {
  const logPath = join(tmpdir(), `reride-bench-${options.name}-${process.pid}.log`);
  const child = spawnLogged(process.execPath, options.args, {
    cwd: options.cwd,
    env: { PATH: process.env.PATH ?? '', ...options.env },
    logPath,
    group: false,
    truncate: true,
  });
  const url = `http://127.0.0.1:${options.port}`;
  const deadline = Date.now() + READY_TIMEOUT_MS;
  for (;;) {
    if (hasExited(child)) throw new Error(`server exited early:\n${await tailFile(logPath)}`);
    const ready = await fetch(url + options.readyPath).then(
      (res) => res.ok,
      () => false,
    );
    if (ready) break;
    if (Date.now() > deadline) {
      throw new Error(`server not ready after ${READY_TIMEOUT_MS} ms:\n${await tailFile(logPath)}`);
    }
    await delay(200);
  }
  return {
    name: options.name,
    url,
    pid: child.pid ?? -1,
    stop: () => stopChild(child, { signal: 'SIGTERM', graceMs: 10_000, group: false }),
  };
}
