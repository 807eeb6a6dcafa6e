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
function newClient(uri: string, maxPoolSize: number): MongoClient {
  return new MongoClient(uri, {
    serverSelectionTimeoutMS: 2000,
    connectTimeoutMS: 5000,
    maxPoolSize,
    appName: 'reride-api',
  });
}

/**
 * FerretDB 1.x runs a conditional update as a read and a separate write, so two connections can
 * both "win" the same `{_id, status}` update (docs/decisions/002). One connection per process
 * serialises our operations and gives the single-document atomicity MongoDB guarantees; money
 * and sale races are additionally decided by unique claim inserts, which hold across processes.
 */
export async function connectDb(uri: string, dbName: string): Promise<DbConnection> {
  let client = newClient(uri, 20);
  await client.connect();
  if (await isFerretDb(client)) {
    await client.close();
    client = newClient(uri, 1);
    await client.connect();
  }
  return { client, db: client.db(dbName), close: () => client.close() };
}

async function isFerretDb(client: MongoClient): Promise<boolean> {
  const info = await client.db('admin').command({ buildInfo: 1 });
  return typeof info.ferretdbVersion === 'string';
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
