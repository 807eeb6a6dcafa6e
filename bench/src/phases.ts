import { NEXT_CURSOR_HEADER } from '@reride/shared';
import {
  AUTOCANNON_TIMEOUT_S,
  measure,
  runOnce,
  serialLatency,
  type LoadOptions,
  type Target,
} from './load';
import type { Row } from './report';

const SERIAL_SAMPLES = 3;

/**
 * The ceiling comparison's targets. The public lists as cache hits (the first three are also the
 * memory run's mix) and without the cache, a signed-in list, and last a cache hit asked for as a
 * browser asks (`Accept-Encoding: gzip, deflate, br`: stored brotli bytes), before the ceiling.
 */
export function ceilingTargets(o: {
  warm: string;
  cold: string;
  ceiling: Target;
  paths: { category: string; titles: string; bookings: string };
  buyerAuth: Record<string, string>;
}): Target[] {
  const { warm, cold, paths } = o;
  return [
    { name: 'GET /bikes/advertised (cache hit)', url: `${warm}/bikes/advertised` },
    { name: 'GET /bikes/category/:id (cache hit)', url: warm + paths.category },
    { name: 'GET /category-titles/:id (cache hit)', url: warm + paths.titles },
    {
      name: 'GET /bookings?email= (auth, no cache)',
      url: warm + paths.bookings,
      headers: o.buyerAuth,
    },
    { name: 'GET /bikes/advertised (no cache)', url: `${cold}/bikes/advertised` },
    { name: 'GET /bikes/category/:id (no cache)', url: cold + paths.category },
    { name: 'GET /category-titles/:id (no cache)', url: cold + paths.titles },
    {
      name: 'GET /bikes/category/:id (cache hit, br)',
      url: warm + paths.category,
      headers: { 'Accept-Encoding': 'gzip, deflate, br' },
    },
    o.ceiling,
  ];
}

/**
 * Waits until each API's database connections have worked off the requests a
 * run queued: a database read that bypasses the public cache (any Authorization header does;
 * the route needs none) waits in the same queue. /readyz has a connection of its own.
 */
export async function waitDrained(drainUrls: string[]): Promise<void> {
  for (const url of drainUrls) {
    const res = await fetch(url, {
      headers: { Authorization: 'Bearer bench-drain' },
      signal: AbortSignal.timeout(600_000),
    });
    await res.arrayBuffer();
  }
}

/**
 * A target whose single request already takes longer than the load tool's timeout divided by
 * the connections cannot be measured at that concurrency: every queued request would time out
 * while the API keeps working them off for minutes. Such a target gets its serial figures and
 * an estimate (one database connection serialises the requests: req/s ≈ 1000 / latency).
 */
export async function compareWithCeiling(
  targets: Target[],
  ceilingName: string,
  drainUrls: string[],
  rounds: number,
  load: LoadOptions,
  log: (line: string) => void,
): Promise<Row[]> {
  const serial = new Map<string, number>();
  for (const t of targets)
    serial.set(t.name, (await serialLatency(t.url, SERIAL_SAMPLES, t.headers)).medianMs);
  const budgetMs = (AUTOCANNON_TIMEOUT_S * 1000) / load.connections;
  const loadable = targets.filter((t) => (serial.get(t.name) ?? 0) < budgetMs);
  for (const t of loadable) {
    await runOnce(t.url, { ...load, seconds: 2 }, t.headers);
    await waitDrained(drainUrls);
  }
  const measured = await measure(loadable, rounds, load, log, () => waitDrained(drainUrls));
  const ceiling = measured.get(ceilingName)?.reqPerSec ?? null;
  return targets.map((t) => {
    const m = measured.get(t.name);
    const single = serial.get(t.name) ?? 0;
    if (m) {
      const ratio = ceiling ? m.reqPerSec / ceiling : null;
      const note = `serial ${single} ms`;
      return { ...m, name: t.name, ratio, failed: m.errors + m.non2xx, note };
    }
    const estimate = Math.round((1000 / single) * 10) / 10;
    return {
      name: t.name,
      reqPerSec: estimate,
      p50: null,
      p99: null,
      ratio: ceiling ? estimate / ceiling : null,
      note: `not loadable at ${load.connections} connections: serial ${single} ms; req/s estimated as 1000/serial`,
    };
  });
}

/** Follows X-Next-Cursor while pages are cheap enough to walk; returns the cursor or null. */
export async function walkToPage(base: string, page: number, maxMs: number) {
  let cursor = '';
  const started = performance.now();
  for (let i = 1; i < page; i += 1) {
    if (performance.now() - started > maxMs) return null;
    const res = await fetch(cursor ? `${base}?cursor=${cursor}` : base);
    await res.arrayBuffer();
    const next = res.headers.get(NEXT_CURSOR_HEADER);
    if (!res.ok || !next) throw new Error(`no page ${i + 1} (status ${res.status})`);
    cursor = next;
  }
  return cursor;
}
