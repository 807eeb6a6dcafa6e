import { mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import type * as MongoMemoryServerModule from 'mongodb-memory-server';

export interface RunningMongod {
  uri: string;
  stop(): Promise<void>;
}

/**
 * Only a mongod already on disk (MONGOMS_SYSTEM_BINARY, MONGOMS_DOWNLOAD_DIR or the
 * mongodb-memory-server caches) is tried, unless MONGOMS_DOWNLOAD=1 allows a download. On an
 * offline machine a download can only fail, after a long wait, and FerretDB is the next step.
 */
async function mongodIsAvailable(
  mms: typeof MongoMemoryServerModule,
  log: (line: string) => void,
): Promise<boolean> {
  if (process.env.MONGOMS_DOWNLOAD === '1') return true;
  try {
    const { DryMongoBinary } = mms;
    return Boolean(await DryMongoBinary.locateBinary(DryMongoBinary.getEnsuredOptions()));
  } catch (error) {
    log(`mongod not usable: ${error instanceof Error ? error.message : String(error)}`);
    return false;
  }
}

/** A real mongod through mongodb-memory-server, or undefined when none can be had quickly. */
export async function startMongod(
  dataDir: string | undefined,
  log: (line: string) => void,
): Promise<RunningMongod | undefined> {
  // A dev dependency: absent from production installs, where MONGODB_URI is required anyway.
  const mms = await import('mongodb-memory-server').catch(() => undefined);
  if (!mms || !(await mongodIsAvailable(mms, log))) return undefined;
  const dbPath = dataDir === undefined ? undefined : join(dataDir, 'mongod');
  if (dbPath) await mkdir(dbPath, { recursive: true });
  try {
    const server = await mms.MongoMemoryServer.create({
      instance: dbPath ? { dbPath, storageEngine: 'wiredTiger' } : {},
    });
    return {
      uri: server.getUri(),
      stop: async () => {
        await server.stop({ doCleanup: dbPath === undefined, force: false });
      },
    };
  } catch (error) {
    log(`mongod did not start: ${error instanceof Error ? error.message : String(error)}`);
    return undefined;
  }
}
