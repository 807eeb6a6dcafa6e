import { rmSync } from 'node:fs';
import { mkdir, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { FERRETDB_VERSION, findOrBuildFerretDb } from './ferretdb-binary';
import { startFerretDb } from './ferretdb';
import { startMongod } from './mongod';
import { addExitCleanup } from '../processes';
import { readServerVersion } from './server-info';

export interface ProvisionedDatabase {
  uri: string;
  engine: 'external' | 'mongod' | 'ferretdb';
  version: string;
  stop(): Promise<void>;
}

export interface ProvisionOptions {
  /** Persistent directory (e.g. <repo>/.data/db); without it a temp dir, removed on stop. */
  dataDir?: string;
  log?: (line: string) => void;
}

type Log = (line: string) => void;
type Running = Omit<ProvisionedDatabase, 'version'>;

const NO_DATABASE = [
  'No database available. Any one of these fixes it:',
  '  1. set MONGODB_URI to a MongoDB 6+ server (local, Docker or Atlas);',
  '  2. install mongod and set MONGOMS_SYSTEM_BINARY to its path;',
  `  3. install Go (https://go.dev/dl) so FerretDB ${FERRETDB_VERSION} can be built (once, ~1 min),`,
  '     or put a FerretDB v1 binary on PATH or in FERRETDB_BIN.',
].join('\n');

async function tryMongod(dir: string | undefined, log: Log): Promise<Running | undefined> {
  const mongod = await startMongod(dir, log);
  return mongod && { engine: 'mongod', ...mongod };
}

async function tryFerretDb(dir: string, log: Log): Promise<Running | undefined> {
  const binary = await findOrBuildFerretDb(log);
  if (!binary) return undefined;
  const ferretDir = join(dir, 'ferretdb');
  await mkdir(ferretDir, { recursive: true });
  const ferret = await startFerretDb(binary, ferretDir);
  return { engine: 'ferretdb', uri: ferret.uri, stop: () => ferret.stop() };
}

async function startEmbedded(dir: string, persistent: boolean, log: Log): Promise<Running> {
  const running =
    (await tryMongod(persistent ? dir : undefined, log)) ?? (await tryFerretDb(dir, log));
  if (!running) throw new Error(NO_DATABASE);
  return running;
}

async function describeVersion(uri: string): Promise<string> {
  const { version, ferretdb } = await readServerVersion(uri);
  return ferretdb ? `${ferretdb} (MongoDB ${version} compatible)` : version;
}

interface WorkDir {
  dir: string;
  persistent: boolean;
  cleanup: () => Promise<void>;
}

/** The data dir; a throwaway one is removed on stop, or at exit if stop() never comes. */
async function prepareDir(dataDir: string | undefined): Promise<WorkDir> {
  if (dataDir !== undefined) {
    const dir = resolve(dataDir);
    await mkdir(dir, { recursive: true });
    return { dir, persistent: true, cleanup: async () => {} };
  }
  const dir = await mkdtemp(join(tmpdir(), 'reride-db-'));
  const cancel = addExitCleanup(() => rmSync(dir, { recursive: true, force: true }));
  const cleanup = async () => {
    cancel();
    await rm(dir, { recursive: true, force: true });
  };
  return { dir, persistent: false, cleanup };
}

/**
 * The one way to get a database (DESIGN §3): MONGODB_URI, else a real mongod through
 * mongodb-memory-server, else FerretDB with SQLite, else an error naming the ways out.
 */
export async function provisionDatabase(
  options: ProvisionOptions = {},
): Promise<ProvisionedDatabase> {
  const log = options.log ?? console.log;
  const external = process.env.MONGODB_URI;
  if (external) {
    const version = await describeVersion(external);
    log(`database: external server ${version} from MONGODB_URI`);
    return { uri: external, engine: 'external', version, stop: async () => {} };
  }
  const { dir, persistent, cleanup } = await prepareDir(options.dataDir);
  try {
    const running = await startEmbedded(dir, persistent, log);
    const version = await describeVersion(running.uri).catch(async (error: unknown) => {
      await running.stop();
      throw error;
    });
    const where = persistent ? ` (data in ${dir})` : '';
    log(`database: ${running.engine} ${version} at ${running.uri}${where}`);
    const stop = async () => {
      await running.stop();
      await cleanup();
    };
    return { uri: running.uri, engine: running.engine, version, stop };
  } catch (error) {
    await cleanup();
    throw error;
  }
}
