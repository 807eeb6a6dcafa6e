import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { findFreePort } from '@reride/devstack';
import { startServer, type Server } from './processes';

/** The production API build and the processes the bench measures. */
export function buildApi(root: string, log: (line: string) => void): void {
  log('building the API for production (pnpm --filter @reride/api build)');
  const run = spawnSync('pnpm', ['--filter', '@reride/api', 'build'], { cwd: root, stdio: 'pipe' });
  if (run.status !== 0) throw new Error(`API build failed:\n${run.stderr.toString()}`);
}

export interface ApiOptions {
  root: string;
  name: string;
  uri: string;
  dbName: string;
  jwtSecret: string;
  corsOrigin: string;
  /** Unset: the production default; '0': the public cache off. */
  publicCacheTtlMs?: string;
}

export async function startApi(options: ApiOptions): Promise<Server> {
  const port = await findFreePort();
  const url = `http://127.0.0.1:${port}`;
  return startServer({
    name: options.name,
    args: ['dist/server.js'],
    cwd: join(options.root, 'apps/api'),
    port,
    readyPath: '/readyz',
    env: {
      MONGODB_URI: options.uri,
      MONGODB_DB: options.dbName,
      // Production refuses embedded setups; a strong secret keeps the rest production-like.
      NODE_ENV: 'development',
      JWT_SECRET: options.jwtSecret,
      LOG_LEVEL: 'warn',
      HOST: '127.0.0.1',
      PORT: String(port),
      PUBLIC_API_URL: url,
      CORS_ORIGINS: options.corsOrigin,
      ...(options.publicCacheTtlMs ? { PUBLIC_CACHE_TTL_MS: options.publicCacheTtlMs } : {}),
    },
  });
}

/** The framework ceiling (ceiling-server.ts), answering `bodyFile` on every request. */
export async function startCeiling(benchDir: string, bodyFile: string): Promise<Server> {
  const port = await findFreePort();
  return startServer({
    name: 'ceiling',
    args: ['--import', 'tsx', 'src/ceiling-server.ts'],
    cwd: benchDir,
    port,
    readyPath: '/',
    env: { PORT: String(port), BODY_FILE: bodyFile, NODE_ENV: 'production' },
  });
}
