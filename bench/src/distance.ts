import { randomBytes } from 'node:crypto';
import { pathToFileURL } from 'node:url';
import { provisionDatabase } from '@reride/devstack';
import { TOTAL_COUNT_HEADER } from '@reride/shared';
import { openCatalogue } from './catalogue';
import { serialLatency, type SerialFigures } from './load';
import type { Server } from './processes';
import { ratioOf } from './report';
import { buildApi, startApi } from './servers';

/**
 * Distance search (docs/domain.md#places, docs/decisions/014-places-and-distance.md): the
 * uncached first page of "within 10 km of Mirpur", newest first and nearest first, beside the
 * same search without distance, one request at a time on an API without the public cache.
 * `BENCH_ONLY=distance pnpm bench` (or `pnpm --filter @reride/bench exec tsx src/distance.ts`)
 * measures at 10,000 bikes; `BENCH_DISTANCE_LARGE=1` adds 100,000 (minutes more on the embedded
 * engine). The figures are printed, not written into the results file.
 */
const PATHS = {
  'no distance': '/bikes/search',
  'within 10 km of Mirpur': '/bikes/search?near=mirpur&radiusKm=10',
  'within 10 km of Mirpur, nearest first': '/bikes/search?near=mirpur&radiusKm=10&sort=distance',
} as const;

interface DistanceFigures {
  firstPage: number;
  total: string | null;
  uncached: SerialFigures;
}

async function measure(url: string, path: string, samples: number): Promise<DistanceFigures> {
  const first = await fetch(url + path);
  if (!first.ok) throw new Error(`${path} answered ${first.status}`);
  const firstPage = ((await first.json()) as unknown[]).length;
  const total = first.headers.get(TOTAL_COUNT_HEADER);
  return { firstPage, total, uncached: await serialLatency(url + path, samples) };
}

export async function distanceOnly(): Promise<void> {
  const log = (line: string) => console.log(line);
  const sizes = process.env.BENCH_DISTANCE_LARGE === '1' ? [10_000, 100_000] : [10_000];
  const samples = Number(process.env.BENCH_DISTANCE_SAMPLES ?? 5);
  buildApi(log);
  const db = await provisionDatabase({ log });
  const dbName = `reride_bench_distance_${randomBytes(4).toString('hex')}`;
  const catalogue = await openCatalogue(db.uri, dbName);
  let api: Server | undefined;
  try {
    api = await startApi({
      name: 'api-no-cache',
      uri: db.uri,
      dbName,
      jwtSecret: randomBytes(32).toString('hex'),
      corsOrigin: 'http://127.0.0.1',
      publicCacheTtlMs: '0',
    });
    for (const size of sizes) {
      await catalogue.growTo(size);
      const figures: Record<string, DistanceFigures> = {};
      for (const [name, path] of Object.entries(PATHS)) {
        figures[name] = await measure(api.url, path, samples);
        const f = figures[name];
        log(
          `  ${name} (${f.firstPage} on page 1 of ${f.total}), ${size} bikes: ${f.uncached.medianMs} ms uncached (samples ${f.uncached.samplesMs.join(', ')})`,
        );
      }
      const plain = figures['no distance']!.uncached.medianMs;
      const near = figures['within 10 km of Mirpur']!.uncached.medianMs;
      log(`  @ ${size}: within 10 km / no distance = ${ratioOf(near, plain)}`);
    }
  } finally {
    await api?.stop();
    await catalogue.db.dropDatabase().catch(() => undefined);
    await catalogue.close();
    await db.stop();
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  distanceOnly().catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
}
