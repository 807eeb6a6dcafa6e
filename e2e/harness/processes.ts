import { setTimeout as delay } from 'node:timers/promises';
import {
  addExitCleanup,
  hasExited,
  spawnLogged,
  stopChild,
  tailFile,
  whenExited,
} from '@reride/devstack';

/** Runs `cleanup` if the process exits or is signalled before the teardown; returns a cancel. */
export const onAbort = addExitCleanup;

export interface Child {
  name: string;
  logPath: string;
  /** Resolves with "exited with code N" (or the signal) once the process has exited. */
  exited: Promise<string>;
  hasExited(): boolean;
  stop(graceMs?: number): Promise<void>;
}

export interface SpawnOptions {
  cwd: string;
  env: NodeJS.ProcessEnv;
  logPath: string;
}

/** A long-lived server in its own process group, its output in a fresh log file. */
export function startChild(
  name: string,
  command: string,
  args: string[],
  options: SpawnOptions,
): Child {
  const child = spawnLogged(command, args, { ...options, group: true, truncate: true });
  let failedToStart = false;
  const exited = whenExited(child).then((how) => {
    failedToStart = how.startsWith('failed');
    return how;
  });
  return {
    name,
    logPath: options.logPath,
    exited,
    hasExited: () => failedToStart || hasExited(child),
    stop: (graceMs = 10_000) => stopChild(child, { signal: 'SIGTERM', graceMs, group: true }),
  };
}

export const tail = (path: string, lines = 40) => tailFile(path, lines);

/** Runs a command to completion; a failure carries the end of its output. */
export async function runToEnd(
  name: string,
  command: string,
  args: string[],
  options: SpawnOptions,
): Promise<void> {
  const child = startChild(name, command, args, options);
  const how = await child.exited;
  if (how !== 'exited with code 0') {
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
