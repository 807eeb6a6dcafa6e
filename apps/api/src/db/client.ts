import {
  MongoClient,
  MongoNetworkError,
  MongoServerSelectionError,
  MongoTopologyClosedError,
  type Db,
} from 'mongodb';

export interface DbConnection {
  client: MongoClient;
  db: Db;
  close(): Promise<void>;
}

/**
 * Short selection timeout: when the database is gone a request should fail fast with 503
 * rather than hang for the driver's default 30 s.
 */
export async function connectDb(uri: string, dbName: string): Promise<DbConnection> {
  const client = new MongoClient(uri, {
    serverSelectionTimeoutMS: 2000,
    connectTimeoutMS: 5000,
    maxPoolSize: 20,
    appName: 'reride-api',
  });
  await client.connect();
  return { client, db: client.db(dbName), close: () => client.close() };
}

/** Readiness probe: a round trip to the server. */
export async function pingDb(db: Db): Promise<void> {
  await db.command({ ping: 1 });
}

/** Errors that mean "the database cannot be reached", answered 503 rather than 500. */
export function isDbUnavailableError(error: unknown): boolean {
  return (
    error instanceof MongoServerSelectionError ||
    error instanceof MongoNetworkError ||
    error instanceof MongoTopologyClosedError
  );
}

/** E11000: a unique index refused the write. */
export function isDuplicateKeyError(error: unknown): boolean {
  return typeof error === 'object' && error !== null && 'code' in error && error.code === 11000;
}
