import { spawn, type ChildProcess } from 'node:child_process';
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
  /** Resolves with a description such as "code 1" once the process has exited. */
  exited: Promise<string>;
  stop(graceMs?: number): Promise<void>;
}

function pipeLines(stream: Readable | null, log: (line: string) => void): void {
  if (stream) createInterface({ input: stream }).on('line', log);
}

function signalGroup(child: ChildProcess, signal: NodeJS.Signals): void {
  try {
    if (child.pid !== undefined) process.kill(-child.pid, signal);
  } catch {
    // The group is already gone.
  }
}

const running = new Set<ChildProcess>();
// Last resort (a second Ctrl-C, a crash): no child group may outlive dev.ts.
process.on('exit', () => running.forEach((child) => signalGroup(child, 'SIGKILL')));

/** `pnpm <args>` in its own process group, so stopping it also stops tsx/vite beneath it. */
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
  running.add(child);
  const exited = new Promise<string>((resolve) => {
    child.once('exit', (code, signal) => {
      running.delete(child);
      resolve(signal ? `signal ${signal}` : `code ${code}`);
    });
    child.once('error', (error) => resolve(`error ${error.message}`));
  });
  const stop = async (graceMs = 10_000) => {
    if (!running.has(child)) return;
    signalGroup(child, 'SIGTERM');
    const timer = setTimeout(() => signalGroup(child, 'SIGKILL'), graceMs);
    await exited;
    clearTimeout(timer);
    signalGroup(child, 'SIGKILL');
  };
  return { tag, child, exited, stop };
}
