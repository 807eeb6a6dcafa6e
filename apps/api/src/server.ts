import { createServer, type Server } from 'node:http';
import type { Logger } from 'pino';
import { createApp } from './app';
import { loadConfig } from './config';
import { connectDb, isDbUnavailableError, type DbConnection } from './db/client';
import { ensureIndexes } from './db/collections';
import { seedCategories } from './db/seed-categories';
import { startOrderTimers, type OrderTimers } from './features/bookings/order-timers';
import { startEmailSender, type EmailOutbox } from './features/email/email-outbox';
import type { NotificationStream } from './features/notifications/notification-stream';
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

function handleShutdown(
  server: Server,
  connection: DbConnection,
  logger: Logger,
  streams: NotificationStream | undefined,
  stopEmails: (() => Promise<void>) | undefined,
): void {
  let closing = false;
  const shutdown = (signal: string) => {
    if (closing) return;
    closing = true;
    logger.info({ signal }, 'shutting down: no new connections, waiting for in-flight requests');
    const deadline = setTimeout(() => {
      logger.warn('shutdown deadline reached, closing remaining connections');
      server.closeAllConnections();
    }, SHUTDOWN_DEADLINE_MS);
    deadline.unref();
    server.close((error) => {
      clearTimeout(deadline);
      // A mail being sent is finished and recorded first (docs/decisions/007-email-outbox.md).
      void Promise.resolve(stopEmails?.())
        .then(() => connection.close())
        .finally(() => {
          logger.info('stopped');
          process.exit(error ? 1 : 0);
        });
    });
    server.closeIdleConnections();
    // Open event streams never go idle; their clients resume on another process.
    streams?.closeAll();
  };
  process.on('SIGTERM', () => shutdown('SIGTERM'));
  process.on('SIGINT', () => shutdown('SIGINT'));
}

async function main(): Promise<void> {
  const config = loadConfig();
  const logger = createLogger(config);
  const connection = await connectDb(config.MONGODB_URI, config.MONGODB_DB);
  await ensureIndexes(connection.db);
  await seedCategories(connection.db);
  const promoted = await createUsersRepository(connection.db).promoteToAdmin(
    config.ADMIN_EMAILS,
    new Date(),
  );
  if (promoted > 0) logger.info({ promoted }, 'promoted users listed in ADMIN_EMAILS to Admin');

  const identity = createFirebaseIdentity(config.FIREBASE_PROJECT_ID);
  let timers: OrderTimers | undefined;
  let streams: NotificationStream | undefined;
  let outbox: EmailOutbox | undefined;
  const app = createApp({
    config,
    db: connection.db,
    logger,
    identity,
    ping: connection.ping,
    onOrderTimers: (created) => (timers = created),
    onNotificationStreams: (created) => (streams = created),
    onEmailOutbox: (created) => (outbox = created),
  });
  const server = createServer(app);
  await listen(server, config.PORT, config.HOST);
  if (timers) startOrderTimers(timers, config.ORDER_SWEEP_INTERVAL_MS, logger);
  const stopEmails = outbox && startEmailSender(outbox, config.EMAIL_SEND_INTERVAL_MS, logger);
  if (!outbox) logger.warn('SMTP_URL is not set: notifications are not emailed');
  handleShutdown(server, connection, logger, streams, stopEmails);

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
