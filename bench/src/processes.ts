import { spawn, type ChildProcess } from 'node:child_process';

export interface Server {
  name: string;
  url: string;
  pid: number;
  stop(): Promise<void>;
}

const READY_TIMEOUT_MS = 60_000;

/** Polls until `path` answers 200, or fails with the process's output when it exits first. */
async function waitReady(child: ChildProcess, url: string, output: () => string): Promise<void> {
  const deadline = Date.now() + READY_TIMEOUT_MS;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`server exited early:\n${output()}`);
    try {
      const res = await fetch(url);
      if (res.ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`server not ready after ${READY_TIMEOUT_MS} ms:\n${output()}`);
}

export async function startServer(options: {
  name: string;
  args: string[];
  env: Record<string, string>;
  port: number;
  readyPath: string;
  cwd: string;
}): Promise<Server> {
  const child = spawn(process.execPath, options.args, {
    cwd: options.cwd,
    env: { PATH: process.env.PATH ?? '', ...options.env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let log = '';
  const keep = (chunk: Buffer) => {
    log = (log + chunk.toString()).slice(-4000);
  };
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  const url = `http://127.0.0.1:${options.port}`;
  await waitReady(child, url + options.readyPath, () => log);
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  return {
    name: options.name,
    url,
    pid: child.pid ?? -1,
    async stop() {
      if (child.exitCode === null) child.kill('SIGTERM');
      await exited;
    },
  };
}
