import { execFile } from 'node:child_process';
import { constants } from 'node:fs';
import {
  access,
  chmod,
  cp,
  mkdir,
  mkdtemp,
  open,
  readFile,
  rename,
  rm,
  stat,
  writeFile,
} from 'node:fs/promises';
import { homedir } from 'node:os';
import { delimiter, join } from 'node:path';
import { setTimeout as delay } from 'node:timers/promises';
import { promisify } from 'node:util';

export const FERRETDB_VERSION = 'v1.24.2';
const MODULE = `github.com/FerretDB/FerretDB@${FERRETDB_VERSION}`;
const run = promisify(execFile);
const STALE_LOCK_MS = 15 * 60_000;

export function ferretDbCacheDir(): string {
  const cacheRoot = process.env.XDG_CACHE_HOME || join(homedir(), '.cache');
  return join(cacheRoot, 'reride', `ferretdb-${FERRETDB_VERSION}`);
}

async function isExecutable(path: string): Promise<boolean> {
  return access(path, constants.X_OK).then(
    () => true,
    () => false,
  );
}

async function findOnPath(name: string): Promise<string | undefined> {
  for (const dir of (process.env.PATH ?? '').split(delimiter).filter(Boolean)) {
    if (await isExecutable(join(dir, name))) return join(dir, name);
  }
  return undefined;
}

/** FerretDB v2 needs PostgreSQL with DocumentDB; only a v1 binary has the SQLite handler. */
async function isUsableVersion(binary: string): Promise<boolean> {
  const { stdout } = await run(binary, ['--version']).catch(() => ({ stdout: '' }));
  return /version: v1\./.test(stdout);
}

async function goBinDir(go: string): Promise<string | undefined> {
  const { stdout } = await run(go, ['env', 'GOPATH']).catch(() => ({ stdout: '' }));
  const first = stdout.trim().split(delimiter)[0];
  return first ? join(first, 'bin') : undefined;
}

async function findGo(): Promise<string | undefined> {
  const onPath = await findOnPath('go');
  if (onPath) return onPath;
  // The official tarball's location, often missing from PATH in non-login shells.
  return (await isExecutable('/usr/local/go/bin/go')) ? '/usr/local/go/bin/go' : undefined;
}

async function candidates(go: string | undefined): Promise<string[]> {
  const goBin = go ? await goBinDir(go) : undefined;
  const list = [
    process.env.FERRETDB_BIN,
    await findOnPath('ferretdb'),
    goBin && join(goBin, 'ferretdb'),
  ];
  return list.filter((c): c is string => Boolean(c));
}

/**
 * `go install …@v1.24.2` does not work (the proxy refuses the version list here, and a
 * binary built as a dependency panics without build/version/version.txt), so the tagged
 * module source is built with that file written in (docs/decisions/001).
 */
async function buildInto(target: string, go: string): Promise<void> {
  const { stdout } = await run(go, ['mod', 'download', '-json', MODULE]);
  const { Dir: moduleDir } = JSON.parse(stdout) as { Dir?: string };
  if (!moduleDir) throw new Error(`go mod download ${MODULE} returned no directory`);
  const work = await mkdtemp(join(ferretDbCacheDir(), '.build-'));
  try {
    const source = join(work, 'src');
    await cp(moduleDir, source, { recursive: true });
    await run('chmod', ['-R', 'u+w', source]);
    await writeFile(join(source, 'build', 'version', 'version.txt'), `${FERRETDB_VERSION}\n`);
    const output = join(work, 'ferretdb');
    await run(go, ['build', '-trimpath', '-o', output, './cmd/ferretdb'], {
      cwd: source,
      maxBuffer: 16 * 1024 * 1024,
    });
    await chmod(output, 0o755);
    // Same filesystem, so the rename is atomic: nobody ever sees a half-written binary.
    await rename(output, target);
  } finally {
    await rm(work, { recursive: true, force: true });
  }
}

async function lockIsStale(lockPath: string): Promise<boolean> {
  const info = await stat(lockPath).catch(() => undefined);
  if (!info) return false;
  // An empty file is a lock being written right now, not a dead builder.
  const pid = Number(await readFile(lockPath, 'utf8').catch(() => ''));
  const dead = pid > 0 && !isAlive(pid);
  return dead || Date.now() - info.mtimeMs > STALE_LOCK_MS;
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** Parallel test runs may all need the binary: one builds it, the others wait for it. */
async function buildOnce(target: string, go: string, log: (line: string) => void) {
  const lockPath = `${target}.lock`;
  let announced = false;
  while (!(await isExecutable(target))) {
    const lock = await open(lockPath, 'wx').catch(() => undefined);
    if (lock) {
      try {
        await lock.writeFile(String(process.pid));
        if (await isExecutable(target)) return;
        log(
          `building FerretDB ${FERRETDB_VERSION} from its Go module into ${target} (once; 1-5 minutes)`,
        );
        await buildInto(target, go);
      } finally {
        await lock.close();
        await rm(lockPath, { force: true });
      }
    } else if (await lockIsStale(lockPath)) {
      await rm(lockPath, { force: true });
    } else {
      if (!announced) log(`waiting for another process to finish building FerretDB (${lockPath})`);
      announced = true;
      await delay(1000);
    }
  }
}

/** A FerretDB v1 binary: found, or built with Go into the cache; undefined when neither works. */
export async function findOrBuildFerretDb(
  log: (line: string) => void,
): Promise<string | undefined> {
  const go = await findGo();
  for (const candidate of await candidates(go)) {
    if (!(await isExecutable(candidate))) continue;
    if (await isUsableVersion(candidate)) return candidate;
    log(`skipping ${candidate}: not a FerretDB v1 binary (the SQLite handler is v1 only)`);
  }
  const cached = join(ferretDbCacheDir(), 'ferretdb');
  if (await isExecutable(cached)) return cached;
  if (!go) return undefined;
  await mkdir(ferretDbCacheDir(), { recursive: true });
  await buildOnce(cached, go, log);
  return cached;
}
