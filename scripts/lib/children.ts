import { spawn, type ChildProcess } from 'node:child_process';
import { addExitCleanup, stopChild, whenExited } from '@reride/devstack';
import { createInterface } from 'node:readline';
import type { Readable } from 'node:stream';

const COLORS = { db: 36, auth: 35, api: 32, web: 34, seed: 33, dev: 1 } as const;
export type Tag = keyof typeof COLORS;
const useColor = process.stdout.isTTY && !process.env.NO_COLOR;

/** A logger that prefixes every line with a coloured `[tag]`. */
export function tagged(tag: Tag): (line: string) => void {
  const label = `[${tag}]`.padEnd(6);
  const prefix = useColor ? `\x1b[${COLORS[tag]}m${label}\x1b[0m` : label;
  return (line) => process.stdout.write(`${prefix} ${line}\n`);
}

/** pnpm as it was started (`pnpm dev` sets npm_execpath), else the one on PATH. */
export function pnpmCommand(): [string, string[]] {
  const execPath = process.env.npm_execpath;
  if (execPath && /pnpm/.test(execPath)) {
    return /\.[cm]?js$/.test(execPath) ? [process.execPath, [execPath]] : [execPath, []];
  }
  return ['pnpm', []];
}

export interface TaggedChild {
  tag: Tag;
  child: ChildProcess;
  /** Resolves with a description such as "exited with code 1" once the process has exited. */
  exited: Promise<string>;
  stop(graceMs?: number): Promise<void>;
}

function pipeLines(stream: Readable | null, log: (line: string) => void): void {
  if (stream) createInterface({ input: stream }).on('line', log);
}

/**
 * `pnpm <args>` in its own process group, so stopping it also stops tsx/vite beneath it; its
 * output is piped line by line under its tag. devstack's exit hooks kill a group still running
 * when dev.ts dies (a second Ctrl-C, a crash).
 */
export function spawnTagged(
  tag: Tag,
  args: string[],
  options: { cwd: string; env: NodeJS.ProcessEnv },
): TaggedChild {
  const [command, prefix] = pnpmCommand();
  const child = spawn(command, [...prefix, '--silent', ...args], {
    ...options,
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const log = tagged(tag);
  pipeLines(child.stdout, log);
  pipeLines(child.stderr, log);
  const stopGroup = (signal: NodeJS.Signals, graceMs: number) =>
    stopChild(child, { signal, graceMs, group: true });
  const cancel = addExitCleanup(() => void stopGroup('SIGKILL', 0));
  const exited = whenExited(child).finally(cancel);
  return { tag, child, exited, stop: (graceMs = 10_000) => stopGroup('SIGTERM', graceMs) };
}
