import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { setTimeout as delay } from 'node:timers/promises';
import { assertPortFree, findFreePort } from './ports';
import { spawnLogged, stopChild, tailFile, whenExited } from './processes';

export interface AuthEmulatorOptions {
  /** Default: a free port. */
  port?: number;
  /** When set, users are imported from it (if exported before) and exported to it on stop. */
  dataDir?: string;
  /** Default 'demo-reride': a demo- project needs no credentials and never reaches Google. */
  projectId?: string;
  log?: (line: string) => void;
}

export interface RunningAuthEmulator {
  /** '127.0.0.1:PORT', the value for FIREBASE_AUTH_EMULATOR_HOST. */
  host: string;
  projectId: string;
  stop(): Promise<void>;
}

/** The emulator starts in 10-20 s on a quiet machine; at a load of 10 on two cores it has needed over 90 s. */
const READY_TIMEOUT_MS = 180_000;
/** Export-on-exit writes the users during a graceful stop; give it time before SIGKILL. */
const STOP_GRACE_MS = 20_000;
import { REPO_ROOT } from './repo';
const FIREBASE_BIN = join(REPO_ROOT, 'node_modules', '.bin', 'firebase');

/** Hub and logging ports are chosen too, so parallel emulators (dev, tests, e2e) never clash. */
async function writeFirebaseJson(workDir: string, port: number): Promise<string> {
  const [hub, logging] = [await findFreePort(), await findFreePort()];
  const emulators = {
    auth: { host: '127.0.0.1', port },
    hub: { host: '127.0.0.1', port: hub },
    logging: { host: '127.0.0.1', port: logging },
    ui: { enabled: false },
    singleProjectMode: true,
  };
  const path = join(workDir, 'firebase.json');
  await writeFile(path, JSON.stringify({ emulators }, null, 2));
  return path;
}

async function persistenceArgs(dataDir: string | undefined): Promise<string[]> {
  if (dataDir === undefined) return [];
  const dir = resolve(dataDir);
  await mkdir(dir, { recursive: true });
  const exported = existsSync(join(dir, 'firebase-export-metadata.json'));
  return [...(exported ? ['--import', dir] : []), '--export-on-exit', dir];
}

async function isReady(host: string): Promise<boolean> {
  try {
    const response = await fetch(`http://${host}/`, { signal: AbortSignal.timeout(2_000) });
    const body = (await response.json()) as { authEmulator?: { ready?: boolean } };
    return body.authEmulator?.ready === true;
  } catch {
    return false;
  }
}

async function waitUntilReady(host: string, exited: () => string | undefined): Promise<void> {
  const deadline = Date.now() + READY_TIMEOUT_MS;
  while (Date.now() < deadline) {
    const reason = exited();
    if (reason) throw new Error(`the auth emulator ${reason}`);
    if (await isReady(host)) return;
    await delay(300);
  }
  throw new Error(`the auth emulator was not ready within ${READY_TIMEOUT_MS / 1000} s`);
}

/** Starts the Firebase Auth Emulator from the repo's firebase-tools (no Java, no network). */
export async function startAuthEmulator(
  options: AuthEmulatorOptions = {},
): Promise<RunningAuthEmulator> {
  const projectId = options.projectId ?? 'demo-reride';
  const log = options.log ?? console.log;
  if (options.port !== undefined) await assertPortFree(options.port, 'auth emulator');
  const port = options.port ?? (await findFreePort());
  const host = `127.0.0.1:${port}`;
  const workDir = await mkdtemp(join(tmpdir(), 'reride-auth-'));
  const args = ['emulators:start', '--only', 'auth', '--project', projectId];
  args.push('--config', await writeFirebaseJson(workDir, port));
  args.push(...(await persistenceArgs(options.dataDir)));
  const logPath = join(workDir, 'emulator.log');
  // TMPDIR: firebase-tools writes a hub locator file named after the project into it.
  const env = { ...process.env, TMPDIR: workDir, NO_UPDATE_NOTIFIER: '1' };
  const child = spawnLogged(FIREBASE_BIN, args, { cwd: workDir, logPath, env, group: true });
  let exitReason: string | undefined;
  void whenExited(child).then((reason) => (exitReason = reason));
  const stop = async () => {
    await stopChild(child, { signal: 'SIGINT', graceMs: STOP_GRACE_MS, group: true });
    await rm(workDir, { recursive: true, force: true });
  };
  try {
    await waitUntilReady(host, () => exitReason);
  } catch (error) {
    const tail = await tailFile(logPath);
    await stop();
    throw new Error(`${(error as Error).message}\n--- firebase emulators:start ---\n${tail}`);
  }
  log(`auth emulator: ready at ${host} (project ${projectId})`);
  return { host, projectId, stop };
}
