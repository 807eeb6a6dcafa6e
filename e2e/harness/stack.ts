import { rmSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { join } from 'node:path';
import {
  dropDatabase,
  findFreePort,
  provisionDatabase,
  startAuthEmulator,
  type ProvisionedDatabase,
  startMailCatcher,
  type RunningMailCatcher,
} from '@reride/devstack';
import { ARTIFACTS, REPO_ROOT, type E2eStack } from './context';
import { E2E_ADMIN_EMAIL, seedJourneyData } from './fixtures';
import { answers, onAbort, runToEnd, startChild, waitUntil } from './processes';

const PROJECT_ID = 'demo-reride';
const API_DIR = join(REPO_ROOT, 'apps', 'api');
const WEB_DIR = join(REPO_ROOT, 'apps', 'web');
const VITE_BIN = join(WEB_DIR, 'node_modules', 'vite', 'bin', 'vite.js');
const LOGS = join(ARTIFACTS, 'logs');
/** A database of this run's own, so a MONGODB_URI server never mixes runs. */
const DB_NAME = `reride_e2e_${Date.now().toString(36)}`;

export interface RunningStack {
  context: E2eStack;
  stop(): Promise<void>;
}

interface Urls {
  web: string;
  api: string;
  authHost: string;
  authPort: number;
  apiPort: number;
  webPort: number;
}

async function chooseUrls(): Promise<Urls> {
  const [apiPort, webPort, authPort] = [
    await findFreePort(),
    await findFreePort(),
    await findFreePort(),
  ];
  return {
    web: `http://127.0.0.1:${webPort}`,
    api: `http://127.0.0.1:${apiPort}`,
    authHost: `127.0.0.1:${authPort}`,
    authPort,
    apiPort,
    webPort,
  };
}

/** `pnpm --filter @reride/api build`: tsup → apps/api/dist/server.js, the production entry. */
function buildApi(): Promise<void> {
  const options = { cwd: REPO_ROOT, env: process.env, logPath: join(LOGS, 'build-api.log') };
  return runToEnd('API build', 'pnpm', ['--filter', '@reride/api', 'build'], options);
}

/**
 * The web settings of this run, for the build and for the web server, whose security headers
 * (apps/web/src/lib/csp.ts) name the same API and emulator origins.
 */
function webEnv(urls: Urls) {
  return {
    ...process.env,
    NODE_ENV: 'production',
    VITE_API_URL: urls.api,
    VITE_FIREBASE_AUTH_EMULATOR_HOST: urls.authHost,
    VITE_FIREBASE_PROJECT_ID: PROJECT_ID,
    // Empty means unset (apps/web env-schema) and beats apps/web/.env files: no real Firebase
    // key and no Stripe.js (which cannot load offline) in the bundle under test.
    VITE_FIREBASE_API_KEY: '',
    VITE_FIREBASE_AUTH_DOMAIN: '',
    VITE_STRIPE_PUBLISHABLE_KEY: '',
  };
}

/**
 * The production web build (the browser's bundle, then the server that renders and serves it),
 * pointed at this run's API and emulator, in a folder of its own inside apps/web so the server
 * finds its packages there.
 */
async function buildWeb(urls: Urls, outDir: string): Promise<void> {
  const env = { ...webEnv(urls), WEB_BUILD_DIR: outDir };
  const options = { cwd: WEB_DIR, env, logPath: join(LOGS, 'build-web.log') };
  await runToEnd('web build', process.execPath, [VITE_BIN, 'build', '--logLevel', 'warn'], options);
  const server = [VITE_BIN, 'build', '--ssr', 'src/server/main.ts', '--logLevel', 'warn'];
  await runToEnd('web server build', process.execPath, server, options);
}

function startApi(urls: Urls, mongoUri: string, smtpUrl: string) {
  const env = {
    ...process.env,
    NODE_ENV: 'test',
    HOST: '127.0.0.1',
    PORT: String(urls.apiPort),
    MONGODB_URI: mongoUri,
    MONGODB_DB: DB_NAME,
    FIREBASE_AUTH_EMULATOR_HOST: urls.authHost,
    FIREBASE_PROJECT_ID: PROJECT_ID,
    CORS_ORIGINS: urls.web,
    PUBLIC_API_URL: urls.api,
    JWT_SECRET: 'e2e-only-jwt-secret-of-at-least-32-characters',
    LOG_LEVEL: 'warn',
    ADMIN_EMAILS: E2E_ADMIN_EMAIL,
    PAYMENT_PROVIDER: 'sandbox',
    // Every journey and the seed sign up and pay from 127.0.0.1: the real limits, raised.
    RATE_LIMIT_SCALE: '50',
    // Every mail the product sends lands in this run's catcher; the journeys read it there.
    SMTP_URL: smtpUrl,
    MAIL_FROM: 'ReRide <no-reply@reride.test>',
    PUBLIC_WEB_URL: urls.web,
    EMAIL_SEND_INTERVAL_MS: '500',
    // The admin dashboard's journey reads the day's figures soon after making them.
    METRICS_ROLLUP_INTERVAL_MS: '2000',
    // The saved-search journey waits for matches, several in a row (default 5 s each).
    SAVED_SEARCH_MATCH_INTERVAL_MS: '1000',
  };
  const options = { cwd: API_DIR, env, logPath: join(LOGS, 'api.log') };
  return startChild('API', process.execPath, ['dist/server.js'], options);
}

function startWeb(urls: Urls, outDir: string) {
  const env = { ...webEnv(urls), HOST: '127.0.0.1', PORT: String(urls.webPort) };
  const options = { cwd: WEB_DIR, env, logPath: join(LOGS, 'web.log') };
  return startChild('web server', process.execPath, [join(outDir, 'server', 'main.js')], options);
}

/**
 * Database, auth emulator and both builds in parallel; then the built API and the previewed
 * web on free ports; then the data the journeys need. Whatever started is stopped on failure.
 */
export async function startStack(log: (line: string) => void): Promise<RunningStack> {
  const urls = await chooseUrls();
  const webOut = await mkdtemp(join(WEB_DIR, '.e2e-build-'));
  const cancel = onAbort(() => rmSync(webOut, { recursive: true, force: true }));
  const stops: { name: string; stop: () => Promise<void> }[] = [
    {
      name: 'web bundle',
      stop: async () => {
        cancel();
        await rm(webOut, { recursive: true, force: true });
      },
    },
  ];
  const stop = async () => {
    for (const { name, stop: stopOne } of stops.reverse()) {
      await stopOne().catch((error: unknown) => log(`could not stop ${name}: ${String(error)}`));
    }
  };
  try {
    const startedAt = Date.now();
    const since = () => `${((Date.now() - startedAt) / 1000).toFixed(1)} s`;
    const [db, auth, mail, ...builds] = await Promise.allSettled([
      provisionDatabase({ log }),
      startAuthEmulator({ port: urls.authPort, projectId: PROJECT_ID, log }),
      startMailCatcher(),
      buildApi(),
      buildWeb(urls, webOut),
    ]);
    if (db.status === 'fulfilled') {
      const { engine, uri } = db.value;
      stops.push({ name: 'database', stop: () => db.value.stop() });
      if (engine === 'external')
        stops.push({ name: DB_NAME, stop: () => dropDatabase(uri, DB_NAME) });
    }
    if (auth.status === 'fulfilled')
      stops.push({ name: 'auth emulator', stop: () => auth.value.stop() });
    if (mail.status === 'fulfilled')
      stops.push({ name: 'mail catcher', stop: () => mail.value.stop() });
    for (const result of [db, auth, mail, ...builds]) {
      if (result.status === 'rejected') throw result.reason;
    }
    const database = (db as PromiseFulfilledResult<ProvisionedDatabase>).value;
    const catcher = (mail as PromiseFulfilledResult<RunningMailCatcher>).value;
    log(`database, auth emulator and builds ready after ${since()}`);

    const api = startApi(urls, database.uri, catcher.smtpUrl);
    stops.push({ name: 'API', stop: () => api.stop() });
    const web = startWeb(urls, webOut);
    stops.push({ name: 'web', stop: () => web.stop() });
    await waitUntil('the API (GET /readyz)', () => answers(`${urls.api}/readyz`), { child: api });
    await waitUntil('the web app', () => answers(`${urls.web}/`), { child: web });
    // The journeys fail on CSP violations (harness/page-checks.ts): that means something only if it is on.
    const served = await fetch(`${urls.web}/`);
    if (!served.headers.get('content-security-policy')) {
      throw new Error('the web server serves the app without a Content-Security-Policy');
    }
    log(`API at ${urls.api}, web at ${urls.web} after ${since()}`);

    const data = await seedJourneyData({ apiUrl: urls.api, authEmulatorHost: urls.authHost }, log);
    log(`journey data seeded after ${since()}`);
    const context: E2eStack = {
      webUrl: urls.web,
      apiUrl: urls.api,
      authEmulatorHost: urls.authHost,
      mailUrl: catcher.webUrl,
      databaseUri: database.uri,
      webBuildDir: webOut,
      ...data,
    };
    return { context, stop };
  } catch (error) {
    await stop();
    throw error;
  }
}
