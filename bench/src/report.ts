import { mkdir, writeFile } from 'node:fs/promises';
import { dirname } from 'node:path';

export interface Row {
  name: string;
  reqPerSec: number | null;
  p50: number | null;
  p99: number | null;
  /** Requests per second as a share of the bare Express app's, when compared with it. */
  ratio?: number | null;
  failed?: number;
  note?: string;
}

const pad = (value: string, width: number) => value.padEnd(width);
const cell = (value: string | number | null | undefined, width = 9) =>
  String(value ?? '-').padStart(width);

export function formatTable(title: string, rows: Row[]): string {
  const width = Math.max(...rows.map((r) => r.name.length), 8) + 2;
  const head = `${pad('endpoint', width)}${cell('req/s')}${cell('p50 ms')}${cell('p99 ms')}${cell('ceiling')}${cell('failed')}  note`;
  const lines = rows.map((r) => {
    const ratio = r.ratio == null ? null : `${Math.round(r.ratio * 1000) / 10}%`;
    return `${pad(r.name, width)}${cell(r.reqPerSec)}${cell(r.p50)}${cell(r.p99)}${cell(ratio)}${cell(r.failed)}  ${r.note ?? ''}`;
  });
  return [title, head, '-'.repeat(head.length), ...lines].join('\n');
}

export function ratioOf(a: number, b: number): number {
  return b === 0 ? Number.POSITIVE_INFINITY : Math.round((a / b) * 100) / 100;
}

export async function writeResults(path: string, results: unknown): Promise<void> {
  await mkdir(dirname(path), { recursive: true });
  await writeFile(path, JSON.stringify(results, null, 2) + '\n');
}
