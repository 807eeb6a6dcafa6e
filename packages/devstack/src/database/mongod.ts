import { mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import type * as MongoMemoryServerModule from 'mongodb-memory-server';

export interface RunningMongod {
  uri: string;
  stop(): Promise<void>;
}

const PROBE_TIMEOUT_MS = 3_000;
const DEFAULT_DOWNLOAD_HOST = 'https://fastdl.mongodb.org';

/**
 * Whether mongodb-memory-server's download host answers at all, within a few seconds: an
 * offline machine fails the name lookup at once and moves on to the embedded engine.
 */
async function downloadHostAnswers(): Promise<boolean> {
  const host = process.env.MONGOMS_DOWNLOAD_MIRROR ?? DEFAULT_DOWNLOAD_HOST;
  try {
    const response = await fetch(host, {
      method: 'HEAD',
      signal: AbortSignal.timeout(PROBE_TIMEOUT_MS),
    });
    await response.body?.cancel();
    return true;
  } catch {
    return false;
  }
}

/**
 * A mongod on disk (MONGOMS_SYSTEM_BINARY, MONGOMS_DOWNLOAD_DIR or mongodb-memory-server's cache),
 * or one it can download because the download host answers a short probe. MONGOMS_DOWNLOAD=0
 * skips the probe (use what is on disk only).
 */
async function mongodIsAvailable(
  mms: typeof MongoMemoryServerModule,
  log: (line: string) => void,
): Promise<boolean> {
  try {
    const { DryMongoBinary } = mms;
    if (await DryMongoBinary.locateBinary(DryMongoBinary.getEnsuredOptions())) return true;
  } catch (error) {
    log(`mongod not usable: ${error instanceof Error ? error.message : String(error)}`);
    return false;
  }
  if (process.env.MONGOMS_DOWNLOAD === '0') return false;
  if (await downloadHostAnswers()) {
    log('no mongod on disk; its download host answers, so mongodb-memory-server fetches one');
    return true;
  }
  log('no mongod on disk and its download host does not answer (offline?)');
  return false;
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
