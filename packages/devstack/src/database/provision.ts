import { rmSync } from 'node:fs';
import { mkdir, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { addExitCleanup } from '../processes';
import { startMongod } from './mongod';
import { prepareMongoJavaServer, startMongoJavaServer } from './mongo-java-server';
import { MONGO_JAVA_SERVER_VERSION } from './mongo-java-server-artifacts';
import { readServerVersion } from './server-info';

export interface ProvisionedDatabase {
  uri: string;
  engine: 'external' | 'mongod' | 'mongo-java-server';
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

function noDatabase(javaProblem: string): string {
  return [
    'No database available. Any one of these fixes it:',
    '  1. set MONGODB_URI to a MongoDB 6+ server (local, Docker or Atlas);',
    '  2. install mongod and set MONGOMS_SYSTEM_BINARY to its path, or go online once so',
    '     mongodb-memory-server can download one;',
    `  3. for the embedded engine (mongo-java-server): ${javaProblem}.`,
  ].join('\n');
}

async function tryMongod(dir: string | undefined, log: Log): Promise<Running | undefined> {
  const mongod = await startMongod(dir, log);
  return mongod && { engine: 'mongod', ...mongod };
}

/** H2 with its file under the data dir for `pnpm dev`; the memory backend for throwaway runs. */
async function tryMongoJavaServer(dir: string, persistent: boolean, log: Log): Promise<Running> {
  const engine = await prepareMongoJavaServer(log).catch((error: unknown) => ({
    problem:
      `its jars could not be fetched or its launcher compiled (${(error as Error).message}); ` +
      'allow HTTPS to Maven Central or set MAVEN_REPOSITORY_URL to a mirror',
  }));
  if ('problem' in engine) throw new Error(noDatabase(engine.problem));
  const engineDir = join(dir, 'mongo-java-server');
  await mkdir(engineDir, { recursive: true });
  const server = await startMongoJavaServer(engine, {
    cwd: engineDir,
    logPath: join(engineDir, 'server.log'),
    ...(persistent ? { h2File: join(engineDir, 'reride.mv.db') } : {}),
  });
  return { engine: 'mongo-java-server', uri: server.uri, stop: () => server.stop() };
}

async function startEmbedded(dir: string, persistent: boolean, log: Log): Promise<Running> {
  return (
    (await tryMongod(persistent ? dir : undefined, log)) ??
    (await tryMongoJavaServer(dir, persistent, log))
  );
}

async function describeVersion(uri: string): Promise<string> {
  const { version } = await readServerVersion(uri);
  return version;
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
 * The one way to get a database: MONGODB_URI, else a real mongod through mongodb-memory-server
 * (on disk, or downloaded when its host answers), else the embedded mongo-java-server, else an
 * error naming every way out (docs/decisions/005-mongo-java-server-as-the-embedded-engine.md).
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
    const wire = await describeVersion(running.uri).catch(async (error: unknown) => {
      await running.stop();
      throw error;
    });
    const version =
      running.engine === 'mongo-java-server'
        ? `${MONGO_JAVA_SERVER_VERSION} (MongoDB ${wire} compatible)`
        : wire;
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
