import { execFile } from 'node:child_process';
import { mkdir, rm, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { promisify } from 'node:util';

const run = promisify(execFile);

/** One `tsc` error: the planted file it names, its line (1-based) and the message. */
export interface PlantedError {
  file: string;
  line: number;
  message: string;
}

/**
 * Type-checks planted `.ts` files the way `pnpm typecheck` checks the package at `packageDir`:
 * its own `tsc` and its tsconfig, extended to take only the planted files (and what they import).
 * They live in the package's `node_modules/.cache` for the run, so they resolve the package's
 * dependencies, while the package's own typecheck, lint and formatting never see them; a
 * planted file imports the package's sources from there as `../../../src/…`.
 */
export async function typecheckPlanted(
  packageDir: string,
  files: Record<string, string>,
): Promise<PlantedError[]> {
  const dir = join(packageDir, 'node_modules', '.cache', `planted-${process.pid}-${Date.now()}`);
  await mkdir(dir, { recursive: true });
  try {
    for (const [name, code] of Object.entries(files)) await writeFile(join(dir, name), code);
    const tsconfig = { extends: '../../../tsconfig.json', include: [], files: Object.keys(files) };
    await writeFile(join(dir, 'tsconfig.json'), JSON.stringify(tsconfig));
    const tsc = createRequire(join(packageDir, 'package.json')).resolve('typescript/bin/tsc');
    // tsc exits non-zero when it reports errors: they are the answer, on stdout all the same.
    const output = await run(process.execPath, [tsc, '-p', dir, '--pretty', 'false'], {
      cwd: dir,
    }).then(
      ({ stdout }) => stdout,
      (error: Error & { stdout?: string }) => error.stdout || error.message,
    );
    return parseErrors(output);
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

/** `file.ts(12,5): error TS2322: …` lines; the indented lines after one belong to its message. */
function parseErrors(output: string): PlantedError[] {
  const errors: PlantedError[] = [];
  for (const line of output.split('\n')) {
    const match = /^(.+?)\((\d+),\d+\): error (.*)$/.exec(line);
    if (match) errors.push({ file: match[1]!, line: Number(match[2]), message: match[3]! });
    else if (line.startsWith(' ') && errors.length > 0) errors.at(-1)!.message += `\n${line}`;
  }
  return errors;
}

/** Which planted lines `tsc` refuses, and every error it reports elsewhere (none, if all is well). */
export interface PlantedLinesResult {
  /** Indexes into `lines`, ascending, each once. */
  failing: number[];
  elsewhere: PlantedError[];
  /** Every error, for a failing assertion's message. */
  report: string;
}

/**
 * Type-checks one planted file made of `header` (imports, declarations) and `lines`, one
 * statement each, and tells which of `lines` fail: a test lists the ones that must.
 */
export async function typecheckLines(
  packageDir: string,
  header: readonly string[],
  lines: readonly string[],
): Promise<PlantedLinesResult> {
  const file = 'planted.ts';
  const errors = await typecheckPlanted(packageDir, { [file]: [...header, ...lines].join('\n') });
  const indexOf = (error: PlantedError) =>
    error.file === file ? error.line - header.length - 1 : -1;
  const onLines = errors.filter((error) => indexOf(error) >= 0);
  return {
    failing: [...new Set(onLines.map(indexOf))].sort((a, b) => a - b),
    elsewhere: errors.filter((error) => indexOf(error) < 0),
    report: errors.map((e) => `${e.file}:${e.line} ${e.message}`).join('\n'),
  };
}
