import autocannon from 'autocannon';

/** autocannon's default: a request still unanswered after this counts as a timeout. */
export const AUTOCANNON_TIMEOUT_S = 10;

export interface Target {
  name: string;
  url: string;
  headers?: Record<string, string>;
}

export interface Figures {
  reqPerSec: number;
  p50: number;
  p99: number;
  errors: number;
  non2xx: number;
  requests: number;
}

export interface LoadOptions {
  connections: number;
  seconds: number;
}

export async function runOnce(
  url: string,
  options: LoadOptions,
  headers: Record<string, string> = {},
): Promise<Figures> {
  const result = await autocannon({
    url,
    headers,
    connections: options.connections,
    duration: options.seconds,
    timeout: AUTOCANNON_TIMEOUT_S,
  });
  return {
    reqPerSec: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.timeouts,
    non2xx: result.non2xx,
    requests: result.requests.total,
  };
}

/** A fixed number of requests, the targets' requests taken in turn, for the memory figure. */
export async function runAmount(
  targets: Target[],
  amount: number,
  connections: number,
): Promise<{ sent: number; non2xx: number; errors: number }> {
  const first = new URL(targets[0]?.url ?? '');
  const requests = targets.map((t) => {
    const u = new URL(t.url);
    if (u.origin !== first.origin) throw new Error('runAmount: one server at a time');
    return { method: 'GET' as const, path: u.pathname + u.search, headers: t.headers ?? {} };
  });
  const result = await autocannon({ url: first.origin, connections, amount, requests });
  return {
    sent: result.requests.total,
    non2xx: result.non2xx,
    errors: result.errors + result.timeouts,
  };
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  const value =
    sorted.length % 2 === 1
      ? (sorted[mid] ?? 0)
      : ((sorted[mid - 1] ?? 0) + (sorted[mid] ?? 0)) / 2;
  return Math.round(value * 10) / 10;
}

export interface Measured extends Figures {
  rounds: Figures[];
}

/**
 * Rounds interleave the targets (round 1: A, B, C; round 2: A, B, C …) so that a slow moment
 * of the machine lands on all of them alike; each figure is the median of its rounds.
 */
export async function measure(
  targets: Target[],
  rounds: number,
  options: LoadOptions,
  log: (line: string) => void,
  afterEach: () => Promise<void> = async () => {},
): Promise<Map<string, Measured>> {
  const all = new Map<string, Figures[]>(targets.map((t) => [t.name, []]));
  for (let round = 1; round <= rounds; round += 1) {
    for (const target of targets) {
      // One request first: a cached target starts its round from a filled cache, as under the
      // steady traffic it serves, not from an entry that expired while the others ran.
      await (await fetch(target.url, { headers: target.headers })).arrayBuffer();
      const figures = await runOnce(target.url, options, target.headers);
      all.get(target.name)?.push(figures);
      await afterEach();
      const failed = figures.errors + figures.non2xx;
      log(
        `  round ${round} ${target.name}: ${figures.reqPerSec} req/s, p50 ${figures.p50} ms, p99 ${figures.p99} ms${failed ? `, ${failed} failed` : ''}`,
      );
    }
  }
  const out = new Map<string, Measured>();
  for (const [name, list] of all) {
    const of = (key: keyof Figures) => median(list.map((f) => f[key]));
    out.set(name, {
      reqPerSec: of('reqPerSec'),
      p50: of('p50'),
      p99: of('p99'),
      errors: list.reduce((sum, f) => sum + f.errors, 0),
      non2xx: list.reduce((sum, f) => sum + f.non2xx, 0),
      requests: list.reduce((sum, f) => sum + f.requests, 0),
      rounds: list,
    });
  }
  return out;
}

/** One request at a time: the latency of a single request with nothing queued before it. */
export async function serialLatency(
  url: string,
  samples: number,
  headers: Record<string, string> = {},
): Promise<SerialFigures> {
  const times: number[] = [];
  for (let i = 0; i < samples; i += 1) {
    const started = performance.now();
    const res = await fetch(url, { headers });
    await res.arrayBuffer();
    if (!res.ok) throw new Error(`${url} answered ${res.status}`);
    times.push(Math.round(performance.now() - started));
  }
  return { medianMs: median(times), samplesMs: times };
}

export interface SerialFigures {
  medianMs: number;
  samplesMs: number[];
}
