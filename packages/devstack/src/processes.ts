import { spawn, type ChildProcess } from 'node:child_process';
import { closeSync, mkdirSync, openSync } from 'node:fs';
import { dirname } from 'node:path';
import { readFile } from 'node:fs/promises';

/** Synchronous clean-ups (kill a child, remove a temp dir); run when this process goes away. */
const cleanups = new Set<() => void>();
const EXIT_SIGNALS = ['SIGINT', 'SIGTERM', 'SIGHUP'] as const;

function killAll(): void {
  for (const cleanup of cleanups) {
    try {
      cleanup();
    } catch {
      // Best effort: the process is going away anyway.
    }
  }
  cleanups.clear();
}

function onSignal(signal: NodeJS.Signals): void {
  // A host program with its own handler (dev.ts, vitest) stops us in order; otherwise the
  // signal would end this process and orphan the children, so clean up and die as it meant.
  if (process.listenerCount(signal) > 1) return;
  killAll();
  process.removeListener(signal, onSignal);
  process.kill(process.pid, signal);
}

let installed = false;
function installExitHooks(): void {
  if (installed) return;
  installed = true;
  process.on('exit', killAll);
  for (const signal of EXIT_SIGNALS) process.on(signal, onSignal);
}

/** Runs `cleanup` if this process exits or is signalled first; returns a way to cancel that. */
export function addExitCleanup(cleanup: () => void): () => void {
  installExitHooks();
  cleanups.add(cleanup);
  return () => cleanups.delete(cleanup);
}

function send(child: ChildProcess, signal: NodeJS.Signals, group: boolean): void {
  if (child.pid === undefined) return;
  try {
    process.kill(group ? -child.pid : child.pid, signal);
  } catch {
    // Already gone (ESRCH): nothing left to stop.
  }
}

export function hasExited(child: ChildProcess): boolean {
  return child.exitCode !== null || child.signalCode !== null;
}

export interface SpawnLoggedOptions {
  cwd: string;
  logPath: string;
  /** Start the log afresh instead of appending (a new run of the same server). */
  truncate?: boolean;
  env?: NodeJS.ProcessEnv;
  /** Own process group, so the whole tree can be signalled and a terminal Ctrl-C skips it. */
  group: boolean;
}

/**
 * Starts a long-lived helper server whose output goes to a file. The child is unref'd: the
 * host decides how long it lives, and a forgotten stop() is covered by the exit hooks.
 */
export function spawnLogged(command: string, args: string[], options: SpawnLoggedOptions) {
  mkdirSync(dirname(options.logPath), { recursive: true });
  const fd = openSync(options.logPath, options.truncate ? 'w' : 'a');
  try {
    const child = spawn(command, args, {
      cwd: options.cwd,
      env: options.env ?? process.env,
      detached: options.group,
      stdio: ['ignore', fd, fd],
    });
    child.unref();
    const cancel = addExitCleanup(() => send(child, 'SIGKILL', options.group));
    child.once('exit', cancel);
    child.once('error', cancel);
    return child;
  } finally {
    closeSync(fd);
  }
}

/** Sends `signal`, then SIGKILL if the child is still alive after `graceMs`. */
export async function stopChild(
  child: ChildProcess,
  options: { signal: NodeJS.Signals; graceMs: number; group: boolean },
): Promise<void> {
  if (child.pid === undefined || hasExited(child)) return;
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  send(child, options.signal, options.group);
  const timer = setTimeout(() => send(child, 'SIGKILL', options.group), options.graceMs);
  await exited;
  clearTimeout(timer);
  // Grandchildren may outlive the group leader.
  if (options.group) send(child, 'SIGKILL', true);
}

/** Resolves when the child exits (or fails to spawn), with a description for error messages. */
export function whenExited(child: ChildProcess): Promise<string> {
  return new Promise((resolve) => {
    child.once('exit', (code, signal) => resolve(`exited with ${signal ?? `code ${code}`}`));
    child.once('error', (error) => resolve(`failed to start: ${error.message}`));
  });
}

export async function tailFile(path: string, lines = 30): Promise<string> {
  const text = await readFile(path, 'utf8').catch(() => '');
  return text.split('\n').slice(-lines).join('\n').trim();
}

/** Resident set size in MB, from /proc (Linux); null where it cannot be read. */
export async function readRssMb(pid: number): Promise<number | null> {
  try {
    const status = await readFile(`/proc/${pid}/status`, 'utf8');
    const kb = /^VmRSS:\s+(\d+)\s+kB/m.exec(status)?.[1];
    return kb === undefined ? null : Math.round(Number(kb) / 102.4) / 10;
  } catch {
    return null;
  }
}
