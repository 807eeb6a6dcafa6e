import { spawn, spawnSync } from 'node:child_process';
import { findFreePort } from '@reride/devstack';

export interface RunningApi {
  url: string;
  pid: number;
  /** SIGTERM, then resolves with the exit code. */
  stop(): Promise<number | null>;
}

export function buildApi(root: string): void {
  const run = spawnSync('pnpm', ['--filter', '@reride/api', 'build'], { cwd: root, stdio: 'pipe' });
  if (run.status !== 0) throw new Error(`API build failed:\n${run.stderr.toString()}`);
}

/** The production build (dist/server.js) as its own process, polled until /readyz answers. */
export async function startApi(apiDir: string, env: Record<string, string>): Promise<RunningApi> {
  const port = await findFreePort();
  const url = `http://127.0.0.1:${port}`;
  const child = spawn(process.execPath, ['dist/server.js'], {
    cwd: apiDir,
    env: {
      PATH: process.env.PATH ?? '',
      HOST: '127.0.0.1',
      PORT: String(port),
      PUBLIC_API_URL: url,
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let log = '';
  const keep = (chunk: Buffer) => (log = (log + chunk.toString()).slice(-8000));
  child.stdout.on('data', keep);
  child.stderr.on('data', keep);
  const exited = new Promise<number | null>((resolve) => child.once('exit', resolve));
  const deadline = Date.now() + 60_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`API exited early:\n${log}`);
    if (Date.now() > deadline) throw new Error(`API not ready after 60 s:\n${log}`);
    const ok = await fetch(`${url}/readyz`).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) break;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  return {
    url,
    pid: child.pid ?? -1,
    async stop() {
      if (child.exitCode === null) child.kill('SIGTERM');
      return exited;
    },
  };
}
