import { createServer, type Server } from 'node:http';
import { setTimeout as sleep } from 'node:timers/promises';
import type { Logger } from 'pino';
import { createApp, type CreatedApp } from './app';
import { loadAppConfig, prepareDatabase } from './compose';
import type { Job } from './core/jobs';
import { connectDb, isDbUnavailableError, type DbConnection } from './db/client';
import { createFirebaseIdentity } from './features/users/firebase-identity';
import { createUsersRepository } from './features/users/users.repository';
import { createLogger } from './logger';

/** In-flight requests get this long to finish after SIGTERM before connections are cut. */
const SHUTDOWN_DEADLINE_MS = 10_000;

function listen(server: Server, port: number, host: string): Promise<void> {
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => {
      server.off('error', reject);
      resolve();
    });
  });
}

/**
 * FAULT_SLOW_JOB_MS (config.ts refuses it in production): a job that takes that long and then
 * pings the database, so the shutdown test (server-sigterm.test.ts) can send SIGTERM while a job
 * runs and see it finish before the database closes.
 */
function slowJob(ms: number, ping: () => Promise<void>, logger: Logger): Job {
  return {
    name: 'fault.slow-job',
    intervalMs: 100,
    run: async () => {
      logger.info('slow job started');
      await sleep(ms);
      await ping();
      logger.info('slow job finished');
    },
  };
}

/**
 * On SIGTERM (or SIGINT): stop taking connections, end the event streams (they never go idle;
 * their clients resume on another process), stop the scheduler (no new runs). Once the in-flight
 * requests and the running jobs are done (a mail being sent is finished and recorded,
 * docs/decisions/007-email-outbox.md): the features' own stops, then the database closes.
 */
function handleShutdown(
  server: Server,
  connection: DbConnection,
  logger: Logger,
  created: CreatedApp,
): void {
  let closing = false;
  const shutdown = (signal: string) => {
    if (closing) return;
    closing = true;
    logger.info({ signal }, 'shutting down: no new connections, waiting for requests and jobs');
    const deadline = setTimeout(() => {
      logger.warn('shutdown deadline reached, closing remaining connections');
      server.closeAllConnections();
    }, SHUTDOWN_DEADLINE_MS);
    deadline.unref();
    const closed = new Promise<Error | undefined>((resolve) => server.close(resolve));
    server.closeIdleConnections();
    created.endStreams();
    const jobsStopped = created.scheduler.stop();
    void closed.then(async (error) => {
      clearTimeout(deadline);
      await jobsStopped;
      await created.stop().catch((err: unknown) => logger.error({ err }, 'a feature did not stop'));
      await connection
        .close()
        .catch((err: unknown) => logger.error({ err }, 'database close failed'));
      logger.info('stopped');
      process.exit(error ? 1 : 0);
    });
  };
  process.on('SIGTERM', () => shutdown('SIGTERM'));
  process.on('SIGINT', () => shutdown('SIGINT'));
}

async function main(): Promise<void> {
  const config = loadAppConfig();
  const logger = createLogger(config);
  const connection = await connectDb(config.MONGODB_URI, config.MONGODB_DB);
  await prepareDatabase(connection.db);
  const promoted = await createUsersRepository(connection.db).promoteToAdmin(
    config.ADMIN_EMAILS,
    new Date(),
  );
  if (promoted > 0) logger.info({ promoted }, 'promoted users listed in ADMIN_EMAILS to Admin');

  const created = createApp({
    config,
    db: connection.db,
    logger,
    identity: createFirebaseIdentity(config.FIREBASE_PROJECT_ID),
    ping: connection.ping,
  });
  if (config.FAULT_SLOW_JOB_MS) {
    created.scheduler.register(slowJob(config.FAULT_SLOW_JOB_MS, connection.ping, logger));
  }
  const server = createServer(created.app);
  await listen(server, config.PORT, config.HOST);
  created.scheduler.start();
  handleShutdown(server, connection, logger, created);

  const host = config.HOST === '0.0.0.0' ? 'localhost' : config.HOST;
  logger.info(
    {
      env: config.NODE_ENV,
      db: config.MONGODB_DB,
      authEmulator: config.FIREBASE_AUTH_EMULATOR_HOST,
    },
    `ReRide API listening on http://${host}:${config.PORT} (docs at ${config.PUBLIC_API_URL}/docs)`,
  );
}

main().catch((error: unknown) => {
  if (isDbUnavailableError(error)) {
    console.error(`ReRide API cannot reach the database: ${(error as Error).message}`);
  } else {
    console.error('ReRide API failed to start:', error);
  }
  process.exit(1);
});
