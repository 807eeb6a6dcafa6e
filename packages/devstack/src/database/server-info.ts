import { setTimeout as delay } from 'node:timers/promises';
import { MongoClient } from 'mongodb';

/** Each ping of a server still starting gives up soon: the loop asks again. */
const QUICK = { serverSelectionTimeoutMS: 1000, connectTimeoutMS: 1000 } as const;
/**
 * A server known to be up may still answer slowly on a busy machine: an embedded engine that had
 * just answered a ping missed a 1 s selection timeout when asked its version.
 */
const PATIENT = { serverSelectionTimeoutMS: 15_000, connectTimeoutMS: 10_000 } as const;

async function withClient<T>(
  uri: string,
  use: (client: MongoClient) => Promise<T>,
  timeouts: typeof QUICK | typeof PATIENT = PATIENT,
): Promise<T> {
  const client = new MongoClient(uri, timeouts);
  try {
    await client.connect();
    return await use(client);
  } finally {
    await client.close();
  }
}

/**
 * Retries a ping until it answers or `deadline` passes; `gaveUp` lets the caller stop early
 * (its server process died) and returns the reason.
 */
export async function waitUntilPingable(
  uri: string,
  options: { timeoutMs: number; gaveUp?: () => string | undefined },
): Promise<void> {
  const deadline = Date.now() + options.timeoutMs;
  let lastError: unknown;
  while (Date.now() < deadline) {
    const reason = options.gaveUp?.();
    if (reason) throw new Error(reason);
    try {
      await withClient(uri, (client) => client.db('admin').command({ ping: 1 }), QUICK);
      return;
    } catch (error) {
      lastError = error;
      await delay(250);
    }
  }
  throw new Error(
    `no answer to ping at ${uri} within ${options.timeoutMs} ms: ${String(lastError)}`,
  );
}

/** The MongoDB version the server reports (mongo-java-server reports the one it imitates). */
export async function readServerVersion(uri: string): Promise<{ version: string }> {
  const info = await withClient(uri, (client) => client.db('admin').command({ buildInfo: 1 }));
  return { version: String(info.version) };
}

export function countDocuments(uri: string, dbName: string, collection: string): Promise<number> {
  return withClient(uri, (client) =>
    client.db(dbName).collection(collection).estimatedDocumentCount(),
  );
}

/** Drops a database on a server the tooling does not own (a run's own database on MONGODB_URI). */
export async function dropDatabase(uri: string, dbName: string): Promise<void> {
  await withClient(uri, (client) => client.db(dbName).dropDatabase());
}
