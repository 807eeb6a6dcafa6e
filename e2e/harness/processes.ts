import { spawn, type ChildProcess } from 'node:child_process';
import { closeSync, mkdirSync, openSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { dirname } from 'node:path';
import { setTimeout as delay } from 'node:timers/promises';

/** Process groups still running; killed if the test run dies before its teardown. */
const running = new Set<ChildProcess>();
/** Synchronous clean-ups (temp folders) for the same case. */
const cleanups = new Set<() => void>();

function signalGroup(child: ChildProcess, signal: NodeJS.Signals): void {
  try {
    if (child.pid !== undefined) process.kill(-child.pid, signal);
  } catch {
    // The group is already gone.
  }
}

function killEverything(): void {
  running.forEach((child) => signalGroup(child, 'SIGKILL'));
  running.clear();
  for (const cleanup of cleanups) {
    try {
      cleanup();
    } catch {
      // Best effort: the process is going away.
    }
  }
  cleanups.clear();
}

/** Runs `cleanup` if the process exits or is signalled before the teardown; returns a cancel. */
export function onAbort(cleanup: () => void): () => void {
  hookExit();
  cleanups.add(cleanup);
  return () => cleanups.delete(cleanup);
}

let hooked = false;
function hookExit(): void {
  if (hooked) return;
  hooked = true;
  process.on('exit', killEverything);
  const onSignal = (signal: NodeJS.Signals) => {
    killEverything();
    // Alone, our listener would keep the process alive: die of the signal as it meant.
    if (process.listenerCount(signal) === 1) {
      process.removeListener(signal, onSignal);
      process.kill(process.pid, signal);
    }
  };
  for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP'] as const) process.on(signal, onSignal);
}

export interface Child {
  name: string;
  logPath: string;
  /** Resolves with "code N" or "signal X" once the process has exited. */
  exited: Promise<string>;
  hasExited(): boolean;
  stop(graceMs?: number): Promise<void>;
}

export interface SpawnOptions {
  cwd: string;
  env: NodeJS.ProcessEnv;
  logPath: string;
}

/** A long-lived server in its own process group, its output in a log file. */
export function startChild(
  name: string,
  command: string,
  args: string[],
  options: SpawnOptions,
): Child {
  hookExit();
  mkdirSync(dirname(options.logPath), { recursive: true });
  const fd = openSync(options.logPath, 'w');
  const child = spawn(command, args, {
    cwd: options.cwd,
    env: options.env,
    detached: true,
    stdio: ['ignore', fd, fd],
  });
  closeSync(fd);
  running.add(child);
  let done = false;
  const exited = new Promise<string>((resolve) => {
    child.once('exit', (code, signal) => {
      done = true;
      running.delete(child);
      resolve(signal ? `signal ${signal}` : `code ${code}`);
    });
    child.once('error', (error) => {
      done = true;
      running.delete(child);
      resolve(`error ${error.message}`);
    });
  });
  const stop = async (graceMs = 10_000) => {
    if (done) return;
    signalGroup(child, 'SIGTERM');
    const timer = setTimeout(() => signalGroup(child, 'SIGKILL'), graceMs);
    await exited;
    clearTimeout(timer);
    // Grandchildren (pnpm → node) may outlive the group leader.
    signalGroup(child, 'SIGKILL');
  };
  return { name, logPath: options.logPath, exited, hasExited: () => done, stop };
}

export async function tail(path: string, lines = 40): Promise<string> {
  const text = await readFile(path, 'utf8').catch(() => '');
  return text.trimEnd().split('\n').slice(-lines).join('\n');
}

/** Runs a command to completion; a failure carries the end of its output. */
export async function runToEnd(
  name: string,
  command: string,
  args: string[],
  options: SpawnOptions,
): Promise<void> {
  const child = startChild(name, command, args, options);
  const how = await child.exited;
  if (how !== 'code 0') {
    throw new Error(`${name} failed (${how}):\n${await tail(child.logPath)}`);
  }
}

/** Polls until `ready` holds; gives up early when the server it waits for has died. */
export async function waitUntil(
  what: string,
  ready: () => Promise<boolean>,
  options: { child?: Child; timeoutMs?: number } = {},
): Promise<void> {
  const deadline = Date.now() + (options.timeoutMs ?? 60_000);
  while (Date.now() < deadline) {
    if (options.child?.hasExited()) {
      const how = await options.child.exited;
      throw new Error(`${options.child.name} ${how}:\n${await tail(options.child.logPath)}`);
    }
    if (await ready()) return;
    await delay(250);
  }
  const log = options.child ? `\n${await tail(options.child.logPath)}` : '';
  throw new Error(`Timed out waiting for ${what}${log}`);
}

/** True once `url` answers 200. */
export async function answers(url: string): Promise<boolean> {
  try {
    const response = await fetch(url, { signal: AbortSignal.timeout(2_000) });
    await response.body?.cancel();
    return response.status === 200;
  } catch {
    return false;
  }
}
