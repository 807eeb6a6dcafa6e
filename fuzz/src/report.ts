import { mkdir, writeFile } from 'node:fs/promises';
import { dirname } from 'node:path';
import { contract, type EndpointName } from '@reride/shared';
import type { FailureKind } from './check';
import { ROLES, type FuzzRole } from './pools';
import type { FuzzRequest } from './requests';
import type { FuzzResponse } from './send';

export interface EndpointStats {
  byRole: Record<FuzzRole, number>;
  statuses: Record<string, number>;
  failures: number;
  /** Requests built from the schemas alone (no hostile mutation) that got a 2xx. */
  validAccepted: number;
}

export interface Failure {
  kind: FailureKind;
  detail: string;
  request: FuzzRequest;
  response: FuzzResponse | { error: string };
  requestId: string;
  serverLog?: string[];
}

export class Tally {
  readonly endpoints = new Map<EndpointName, EndpointStats>();
  /** The smallest failing request per endpoint × kind × status: the reproduction to print. */
  readonly failures = new Map<string, Failure & { count: number }>();
  total = 0;

  constructor() {
    for (const name of Object.keys(contract) as EndpointName[]) {
      this.endpoints.set(name, {
        byRole: Object.fromEntries(ROLES.map((r) => [r, 0])) as Record<FuzzRole, number>,
        statuses: {},
        failures: 0,
        validAccepted: 0,
      });
    }
  }

  record(req: FuzzRequest, status: number | 'none'): void {
    const stats = this.endpoints.get(req.endpoint)!;
    this.total++;
    stats.byRole[req.role]++;
    stats.statuses[status] = (stats.statuses[status] ?? 0) + 1;
    if (typeof status === 'number' && status < 300 && req.mutations.length === 0)
      stats.validAccepted++;
  }

  fail(failure: Failure): void {
    this.endpoints.get(failure.request.endpoint)!.failures++;
    const status = 'status' in failure.response ? failure.response.status : 'none';
    const key = `${failure.request.endpoint} ${failure.kind} ${status}`;
    const previous = this.failures.get(key);
    const size = (f: Failure) => JSON.stringify(f.request).length;
    if (!previous || size(failure) < size(previous)) {
      this.failures.set(key, { ...failure, count: (previous?.count ?? 0) + 1 });
    } else previous.count++;
  }

  count(kind: FailureKind): number {
    let n = 0;
    for (const f of this.failures.values()) if (f.kind === kind) n += f.count;
    return n;
  }
}

const pad = (s: string | number, n: number) => String(s).padEnd(n);
const lpad = (s: string | number, n: number) => String(s).padStart(n);

export function formatTable(tally: Tally): string {
  const names = [...tally.endpoints.keys()];
  const label = (name: EndpointName) => `${contract[name].method} ${contract[name].path}`;
  const width = Math.max(...names.map((n) => label(n).length)) + 2;
  const head = `${pad('endpoint', width)}${ROLES.map((r) => lpad(r, 10)).join('')}${lpad('2xx', 7)}${lpad('4xx', 7)}${lpad('5xx', 6)}${lpad('fail', 6)}  statuses`;
  const lines = [head, '-'.repeat(head.length + 10)];
  for (const name of names) {
    const s = tally.endpoints.get(name)!;
    const byClass = (c: string) =>
      Object.entries(s.statuses)
        .filter(([k]) => k.startsWith(c))
        .reduce((sum, [, v]) => sum + v, 0);
    const statuses = Object.entries(s.statuses)
      .sort()
      .map(([k, v]) => `${k}:${v}`)
      .join(' ');
    lines.push(
      `${pad(label(name), width)}${ROLES.map((r) => lpad(s.byRole[r], 10)).join('')}` +
        `${lpad(byClass('2'), 7)}${lpad(byClass('4'), 7)}${lpad(byClass('5'), 6)}${lpad(s.failures, 6)}  ${statuses}`,
    );
  }
  return lines.join('\n');
}

export function formatFailure(f: Failure & { count: number }): string {
  const { request: r } = f;
  const body =
    typeof r.body === 'string'
      ? r.body.length > 400
        ? `${r.body.slice(0, 400)}… (${r.body.length} chars)`
        : r.body
      : r.body
        ? `multipart field ${r.body.multipart.field}, ${r.body.multipart.bytes.length} bytes`
        : '(none)';
  const response =
    'status' in f.response
      ? `${f.response.status} ${f.response.contentType}\n    ${f.response.text.slice(0, 600)}`
      : f.response.error;
  return [
    `✗ ${f.kind} on ${r.endpoint} as ${r.role} (${f.count}×): ${f.detail}`,
    `  request ${f.requestId}`,
    `  mutations: ${r.mutations.join(', ') || '(none: valid per the schemas)'}`,
    `  ${r.method} ${r.url.length > 300 ? `${r.url.slice(0, 300)}…` : r.url}`,
    ...Object.entries(r.headers).map(
      ([k, v]) => `  ${k}: ${v.length > 60 ? `${v.slice(0, 60)}…` : v}`,
    ),
    `  body: ${body}`,
    `  → ${response}`,
    ...(f.serverLog?.length
      ? [`  server log (${f.requestId}):`, ...f.serverLog.map((l) => `    ${l.slice(0, 800)}`)]
      : []),
  ].join('\n');
}

export async function writeResults(path: string, data: unknown): Promise<void> {
  await mkdir(dirname(path), { recursive: true });
  await writeFile(path, `${JSON.stringify(data, null, 2)}\n`);
}

/** An error with its cause: fetch's "fetch failed" names what failed only in `cause`. */
export function describeError(error: unknown): string {
  const cause = error instanceof Error ? error.cause : undefined;
  return cause === undefined ? String(error) : `${String(error)} (${describeError(cause)})`;
}
