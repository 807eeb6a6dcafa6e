import {
  buildApi as buildProductionApi,
  findFreePort,
  startApi as startApiProcess,
} from '@reride/devstack';
import { startServer, type Server } from './processes';

/** The production API build and the processes the bench measures. */
export function buildApi(log: (line: string) => void): void {
  log('building the API for production (pnpm --filter @reride/api build)');
  buildProductionApi();
}

export interface ApiOptions {
  name: string;
  uri: string;
  dbName: string;
  jwtSecret: string;
  corsOrigin: string;
  /** Unset: the production default; '0': the public cache off. */
  publicCacheTtlMs?: string;
  /** Anything else the phase needs set. */
  env?: Record<string, string>;
}

/** What every API the bench starts runs with, this build or another one. */
function apiEnv(options: ApiOptions): Record<string, string> {
  return {
    MONGODB_URI: options.uri,
    MONGODB_DB: options.dbName,
    // Production refuses embedded setups; a strong secret keeps the rest production-like.
    NODE_ENV: 'development',
    JWT_SECRET: options.jwtSecret,
    LOG_LEVEL: 'warn',
    CORS_ORIGINS: options.corsOrigin,
  };
}

export async function startApi(options: ApiOptions): Promise<Server> {
  const api = await startApiProcess({
    from: 'dist',
    env: {
      PATH: process.env.PATH ?? '',
      ...apiEnv(options),
      ...(options.publicCacheTtlMs ? { PUBLIC_CACHE_TTL_MS: options.publicCacheTtlMs } : {}),
      ...options.env,
    },
  });
  return {
    name: options.name,
    url: api.url,
    pid: api.pid ?? -1,
    stop: async () => {
      await api.stop();
    },
  };
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

/**
 * Another API build (the folder of its apps/api, `dist/` built) on the same database, the public
 * cache off: the search phase measures the search it replaced side by side (src/search.ts).
 */
export async function startApiBuild(dir: string, options: ApiOptions): Promise<Server> {
  const port = await findFreePort();
  return startServer({
    name: options.name,
    args: ['dist/server.js'],
    cwd: dir,
    port,
    readyPath: '/readyz',
    env: {
      ...apiEnv(options),
      PUBLIC_CACHE_TTL_MS: '0',
      PUBLIC_API_URL: `http://127.0.0.1:${port}`,
      HOST: '127.0.0.1',
      PORT: String(port),
    },
  });
}
