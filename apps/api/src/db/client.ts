import {
  MongoClient,
  MongoNetworkError,
  MongoNotConnectedError,
  MongoServerClosedError,
  MongoServerSelectionError,
  MongoTopologyClosedError,
  type Collection,
  type Db,
  type Document,
  type MongoClientOptions,
  type OptionalUnlessRequiredId,
} from 'mongodb';
import { isDuplicateKeyError } from '../core/duplicate-key';

export { isDuplicateKeyError };

declare module '../core/feature' {
  interface Platform {
    /** The database: features hand it to their repositories, which alone use the driver. */
    db: Db;
  }
}

export interface DbConnection {
  client: MongoClient;
  db: Db;
  /** Readiness probe on a connection of its own, so a queue of slow queries cannot delay it. */
  ping: () => Promise<void>;
  close(): Promise<void>;
}

/**
 * Timeouts that turn a database fault into a prompt 503 (docs/decisions/004):
 * - server selection 1.5 s: a database that refuses connections fails requests after 1.5 s
 *   instead of the driver's default 30 s;
 * - heartbeat every 2 s with a 2 s connect timeout: a database that hangs (stopped process,
 *   dropped packets) is noticed within ~4 s, and the driver then interrupts the operations
 *   waiting on it;
 * - wait queue 15 s: under a burst, requests queue for the pool's connections; only a queue this
 *   long is shed with 503 (the 100-connection load run waits far less, see load/);
 * - socket 60 s: a last backstop, far above the slowest legitimate query (bench/).
 */
export const DB_TIMEOUTS = {
  serverSelectionTimeoutMS: 1500,
  connectTimeoutMS: 2000,
  heartbeatFrequencyMS: 2000,
  waitQueueTimeoutMS: 15_000,
  socketTimeoutMS: 60_000,
} as const satisfies MongoClientOptions;

function newClient(uri: string, maxPoolSize: number, extra: MongoClientOptions = {}): MongoClient {
  return new MongoClient(uri, { ...DB_TIMEOUTS, maxPoolSize, appName: 'reride-api', ...extra });
}

/** Connections per process: enough for a burst of requests, few enough for N replicas. */
const POOL_SIZE = 20;

/**
 * The API's connection plus a probe of its own. Races are decided by single-document conditional
 * updates and unique claim inserts, which hold across connections and processes on every
 * supported engine (docs/decisions/002, 005).
 */
export async function connectDb(uri: string, dbName: string): Promise<DbConnection> {
  const client = newClient(uri, POOL_SIZE);
  await client.connect();
  const probe = newClient(uri, 1, { socketTimeoutMS: 2000, appName: 'reride-api-probe' });
  // Connected now: a client whose first, automatic connect fails stays closed for good.
  await probe.connect();
  return {
    client,
    db: client.db(dbName),
    ping: () => pingDb(probe.db(dbName)),
    close: async () => {
      await Promise.all([client.close(), probe.close()]);
    },
  };
}

/** Readiness probe: a round trip to the server. */
export async function pingDb(db: Db): Promise<void> {
  await db.command({ ping: 1 });
}

/** Driver errors without an exported class, recognised by name. */
const UNAVAILABLE_ERROR_NAMES = new Set(['MongoWaitQueueTimeoutError', 'MongoPoolClosedError']);

/**
 * Errors that mean "the database cannot be reached or is saturated", answered 503 rather than
 * 500. MongoNetworkError covers its timeouts and the pool cleared under an operation.
 */
export function isDbUnavailableError(error: unknown): boolean {
  return (
    error instanceof MongoServerSelectionError ||
    error instanceof MongoNetworkError ||
    error instanceof MongoTopologyClosedError ||
    error instanceof MongoServerClosedError ||
    error instanceof MongoNotConnectedError ||
    (error instanceof Error && UNAVAILABLE_ERROR_NAMES.has(error.name))
  );
}

/** Inserts a document whose `_id` (or a unique index) names a fact: false when it was there. */
export async function insertOnce<T extends Document>(
  col: Collection<T>,
  doc: OptionalUnlessRequiredId<T>,
): Promise<boolean> {
  try {
    await col.insertOne(doc);
    return true;
  } catch (error) {
    if (isDuplicateKeyError(error)) return false;
    throw error;
  }
}
