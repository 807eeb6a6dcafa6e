import { createHash } from 'node:crypto';
import { spawnSync } from 'node:child_process';
import { existsSync, statSync } from 'node:fs';
import { mkdir, readFile, rename, rm } from 'node:fs/promises';
import { homedir } from 'node:os';
import { delimiter, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { findFreePort } from '../ports';
import { hasExited, spawnLogged, stopChild, tailFile, whenExited } from '../processes';
import { findJava, JAVA_HOW_TO_GET } from './java-runtime';
import { fetchArtifacts } from './maven-fetch';
import { ECJ_JAR, MONGO_JAVA_SERVER_VERSION, SERVER_JARS } from './mongo-java-server-artifacts';
import { waitUntilPingable } from './server-info';

const LAUNCHER_SOURCE = fileURLToPath(new URL('../../java/EmbeddedMongo.java', import.meta.url));
const LAUNCHER_CLASS = 'EmbeddedMongo';
const READY_TIMEOUT_MS = 60_000;
/** H2's page cache: its 16 MB default makes a page at 100,000 bikes take seconds. */
const H2_CACHE_MB = 512;
const JVM_ARGS = ['-Xmx1g', '-XX:+UseSerialGC', '-Xss512k'];

export function engineCacheDir(): string {
  const cacheRoot = process.env.XDG_CACHE_HOME || join(homedir(), '.cache');
  return join(cacheRoot, 'reride', `mongo-java-server-${MONGO_JAVA_SERVER_VERSION}`);
}

export interface PreparedEngine {
  java: string;
  classpath: string;
}

/** Compiles our launcher once per source version: javac where there is a JDK, else ecj. */
async function compileLauncher(
  jars: string[],
  javac: string | undefined,
  java: string,
  log: (line: string) => void,
): Promise<string> {
  const source = await readFile(LAUNCHER_SOURCE);
  const hash = createHash('sha256').update(source).digest('hex').slice(0, 12);
  const outDir = join(engineCacheDir(), `launcher-${hash}`);
  if (existsSync(join(outDir, `${LAUNCHER_CLASS}.class`))) return outDir;
  const building = `${outDir}.${process.pid}.tmp`;
  await mkdir(building, { recursive: true });
  const classpath = jars.join(delimiter);
  const [command, args] = javac
    ? [javac, ['-nowarn', '-d', building, '-cp', classpath, LAUNCHER_SOURCE]]
    : [
        java,
        [
          '-jar',
          (await fetchArtifacts([ECJ_JAR], join(engineCacheDir(), 'ecj'), log))[0]!,
          '-17',
          '-nowarn',
          '-d',
          building,
          '-cp',
          classpath,
          LAUNCHER_SOURCE,
        ],
      ];
  log(`compiling the embedded engine's launcher with ${javac ? 'javac' : 'ecj'}`);
  const result = spawnSync(command, args, { encoding: 'utf8', timeout: 120_000 });
  if (result.status !== 0) {
    await rm(building, { recursive: true, force: true });
    throw new Error(`compiling ${LAUNCHER_SOURCE} failed:\n${result.stderr}${result.stdout}`);
  }
  // Another process may have finished first; either copy is the same class.
  await rename(building, outDir).catch(() => rm(building, { recursive: true, force: true }));
  return outDir;
}

/**
 * The jars (fetched and verified once into the user cache) and the compiled launcher, or
 * undefined with the reason when this machine has no Java 17+.
 */
export async function prepareMongoJavaServer(
  log: (line: string) => void,
): Promise<PreparedEngine | { problem: string }> {
  const { runtime, problem } = findJava();
  if (!runtime) return { problem: `${problem}: ${JAVA_HOW_TO_GET}` };
  const jars = await fetchArtifacts(SERVER_JARS, join(engineCacheDir(), 'jars'), log);
  const launcherDir = await compileLauncher(jars, runtime.javac, runtime.java, log);
  return { java: runtime.java, classpath: [...jars, launcherDir].join(delimiter) };
}

export interface MongoJavaServerOptions {
  /** H2 file to keep data in between runs; without it the memory backend (tests). */
  h2File?: string;
  /** Fixed port (restartable fault-test servers); a free one by default. */
  port?: number;
  logPath: string;
  cwd: string;
}

export interface RunningMongoJavaServer {
  uri: string;
  pid: number | undefined;
  stop(): Promise<void>;
}

/** Waits for the launcher's `ready … on 127.0.0.1:<port>` line, written after its bind succeeded. */
async function waitForReadyLine(
  logPath: string,
  from: number,
  port: number,
  gaveUp: () => string | undefined,
): Promise<void> {
  const deadline = Date.now() + READY_TIMEOUT_MS;
  const ready = new RegExp(`^ready \\S+ on 127\\.0\\.0\\.1:${port}$`, 'm');
  while (Date.now() < deadline) {
    const reason = gaveUp();
    if (reason) throw new Error(reason);
    const log = (await readFile(logPath)).subarray(from).toString('utf8');
    if (ready.test(log)) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`mongo-java-server wrote no ready line for port ${port}`);
}

export async function startMongoJavaServer(
  engine: PreparedEngine,
  options: MongoJavaServerOptions,
): Promise<RunningMongoJavaServer> {
  const port = options.port ?? (await findFreePort());
  const backend = options.h2File ? ['h2', options.h2File, String(H2_CACHE_MB)] : ['memory'];
  const logStart = existsSync(options.logPath) ? statSync(options.logPath).size : 0;
  const child = spawnLogged(
    engine.java,
    [...JVM_ARGS, '-cp', engine.classpath, LAUNCHER_CLASS, String(port), ...backend],
    { cwd: options.cwd, logPath: options.logPath, group: true },
  );
  let exitReason: string | undefined;
  void whenExited(child).then((reason) => (exitReason = `mongo-java-server ${reason}`));
  const uri = `mongodb://127.0.0.1:${port}/`;
  // SIGTERM runs the launcher's shutdown hook: H2 commits and closes its file.
  const stop = () => stopChild(child, { signal: 'SIGTERM', graceMs: 15_000, group: true });
  try {
    await waitUntilPingable(uri, { timeoutMs: READY_TIMEOUT_MS, gaveUp: () => exitReason });
    // A ping can be answered by another server that took the port first (a restart on a fixed
    // port, a free port reused by a parallel run): only the launcher's own line proves it is ours.
    await waitForReadyLine(options.logPath, logStart, port, () => exitReason);
  } catch (error) {
    await stop();
    const tail = await tailFile(options.logPath);
    throw new Error(`mongo-java-server did not start: ${String(error)}\n${tail}`);
  }
  return { uri, pid: child.pid, stop: async () => (hasExited(child) ? undefined : stop()) };
}
