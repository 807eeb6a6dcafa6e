import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { setTimeout as delay } from 'node:timers/promises';
import { fileURLToPath } from 'node:url';
import {
  countDocuments,
  provisionDatabase,
  startAuthEmulator,
  startMailCatcher,
  type ProvisionedDatabase,
} from '@reride/devstack';
import { spawnTagged, tagged, type TaggedChild } from './lib/children';
import { loadEnvFile, setValues } from './lib/env-file';
import { printSummary } from './lib/summary';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const log = tagged('dev');
loadEnvFile(join(ROOT, '.env'));

function portFrom(name: string, fallback: number): number {
  const port = Number(process.env[name] ?? fallback);
  if (!Number.isInteger(port) || port < 1 || port > 65535)
    throw new Error(`${name} must be a port`);
  return port;
}

const ports = {
  api: portFrom('API_PORT', 5000),
  web: portFrom('WEB_PORT', 5173),
  auth: portFrom('AUTH_EMULATOR_PORT', 9099),
};
const projectId = process.env.FIREBASE_PROJECT_ID || 'demo-reride';
/** Everything started so far, stopped in reverse order (web, api, mail, auth, database). */
const started: { name: string; stop: () => Promise<void> }[] = [];
let stopping = false;
let stoppingSince = 0;

async function shutdown(code: number): Promise<void> {
  if (stopping) return;
  stopping = true;
  stoppingSince = Date.now();
  for (const { name, stop } of started.reverse()) {
    log(`stopping ${name}`);
    await stop().catch((error: unknown) => log(`could not stop ${name}: ${String(error)}`));
  }
  process.exit(code);
}

function watch(child: TaggedChild): TaggedChild {
  started.push({ name: child.tag, stop: () => child.stop() });
  void child.exited.then(async (how) => {
    if (stopping) return;
    log(`${child.tag} exited unexpectedly (${how}); stopping everything`);
    await shutdown(1);
  });
  return child;
}

async function startAuth(): Promise<string> {
  const external = process.env.FIREBASE_AUTH_EMULATOR_HOST;
  if (external) return external;
  const emulator = await startAuthEmulator({
    port: ports.auth,
    dataDir: join(ROOT, '.data', 'auth'),
    projectId,
    log: tagged('auth'),
  });
  started.push({ name: 'auth emulator', stop: () => emulator.stop() });
  return emulator.host;
}

/** The API's mails go to a local catcher with a web inbox, unless SMTP_URL names a server. */
async function startMail(): Promise<{ smtpUrl: string; inbox: string | null }> {
  const external = process.env.SMTP_URL;
  if (external) return { smtpUrl: external, inbox: null };
  const catcher = await startMailCatcher({ dataDir: join(ROOT, '.data', 'mail') });
  started.push({ name: 'mail catcher', stop: () => catcher.stop() });
  return { smtpUrl: catcher.smtpUrl, inbox: catcher.webUrl };
}

function startApps(db: ProvisionedDatabase, authHost: string, smtpUrl: string): NodeJS.ProcessEnv {
  const webOrigins = [`http://localhost:${ports.web}`, `http://127.0.0.1:${ports.web}`];
  const apiEnv = {
    NODE_ENV: 'development',
    MONGODB_URI: db.uri,
    FIREBASE_AUTH_EMULATOR_HOST: authHost,
    FIREBASE_PROJECT_ID: projectId,
    CORS_ORIGINS: webOrigins.join(','),
    PUBLIC_API_URL: `http://localhost:${ports.api}`,
    PUBLIC_WEB_URL: `http://localhost:${ports.web}`,
    SMTP_URL: smtpUrl,
    ...setValues(),
    // dev.ts owns the port: VITE_API_URL below must point at it.
    PORT: String(ports.api),
  };
  watch(spawnTagged('api', ['--filter', '@reride/api', 'dev'], { cwd: ROOT, env: apiEnv }));
  const webEnv = {
    VITE_API_URL: `http://localhost:${ports.api}`,
    VITE_FIREBASE_AUTH_EMULATOR_HOST: authHost,
    VITE_FIREBASE_PROJECT_ID: projectId,
    ...setValues(),
    // The web server renders pages as in production (apps/web/src/server/dev-server.ts); PORT
    // and HOST are its own here, not the API's from .env.
    PORT: String(ports.web),
    HOST: 'localhost',
  };
  watch(spawnTagged('web', ['--filter', '@reride/web', 'dev'], { cwd: ROOT, env: webEnv }));
  return apiEnv;
}

async function waitForApi(timeoutMs = 120_000): Promise<boolean> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline && !stopping) {
    const response = await fetch(`http://127.0.0.1:${ports.api}/readyz`).catch(() => undefined);
    if (response?.status === 200) return true;
    await delay(500);
  }
  return false;
}

/** The demo seed runs once, on an empty database, when the seed script exists. */
async function seedIfEmpty(db: ProvisionedDatabase, env: NodeJS.ProcessEnv): Promise<void> {
  if (!existsSync(join(ROOT, 'packages/devstack/src/demo/seed.ts'))) return;
  const users = await countDocuments(db.uri, process.env.MONGODB_DB || 'reride', 'users');
  if (users > 0) return;
  log('empty database: running the demo seed');
  const seed = spawnTagged('seed', ['--filter', '@reride/devstack', 'seed'], { cwd: ROOT, env });
  const entry = { name: 'seed', stop: () => seed.stop() };
  started.push(entry);
  log(`seed finished (${await seed.exited})`);
  started.splice(started.indexOf(entry), 1);
}

async function main(): Promise<void> {
  const db = await provisionDatabase({ dataDir: join(ROOT, '.data', 'db'), log: tagged('db') });
  started.push({ name: 'database', stop: () => db.stop() });
  const authHost = await startAuth();
  const mail = await startMail();
  const apiEnv = startApps(db, authHost, mail.smtpUrl);
  const apiReady = await waitForApi();
  if (stopping) return;
  if (!apiReady) log(`the API did not answer GET /readyz on port ${ports.api} yet`);
  else await seedIfEmpty(db, apiEnv);
  printSummary({ ...ports, authHost, db, apiReady, mailInbox: mail.inbox });
}

/**
 * One Ctrl-C arrives more than once (the terminal signals the whole group, and pnpm and tsx
 * relay it too), so only a later signal means "stop waiting"; the exit hooks then kill the rest.
 */
function onSignal(): void {
  if (!stopping) return void shutdown(0);
  if (Date.now() - stoppingSince < 2_000) return;
  log('forced exit');
  process.exit(130);
}
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP'] as const) process.on(signal, onSignal);
main().catch(async (error: unknown) => {
  log(error instanceof Error ? error.message : String(error));
  await shutdown(1);
});
