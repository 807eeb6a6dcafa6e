import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { provisionDatabase } from '@reride/devstack';
import { TOTAL_COUNT_HEADER } from '@reride/shared';
import { openCatalogue } from './catalogue';
import { serialLatency, type SerialFigures } from './load';
import type { Server } from './processes';
import { ratioOf, writeResults } from './report';
import { buildApi, startApi } from './servers';

/**
 * Distance search (docs/domain.md#places, docs/decisions/014-places-and-distance.md): the
 * uncached first page of "within 10 km of Mirpur", newest first and nearest first, beside the
 * same search without distance, one request at a time on an API without the public cache.
 * `BENCH_ONLY=distance pnpm bench` (or `pnpm --filter @reride/bench exec tsx src/distance.ts`)
 * measures at 10,000 bikes; `BENCH_DISTANCE_LARGE=1` adds 100,000 (minutes more on the embedded
 * engine). The figures are printed and merged into the results file as `distance` and
 * `distanceRun` (the date and the command that made them).
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

export async function distanceOnly(resultsFile: string): Promise<void> {
  const log = (line: string) => console.log(line);
  const sizes = process.env.BENCH_DISTANCE_LARGE === '1' ? [10_000, 100_000] : [10_000];
  const samples = Number(process.env.BENCH_DISTANCE_SAMPLES ?? 5);
  buildApi(log);
  const db = await provisionDatabase({ log });
  const dbName = `reride_bench_distance_${randomBytes(4).toString('hex')}`;
  const catalogue = await openCatalogue(db.uri, dbName);
  let api: Server | undefined;
  const bySize: Record<string, { figures: Record<string, DistanceFigures>; ratio: number }> = {};
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
      bySize[String(size)] = { figures, ratio: ratioOf(near, plain) };
    }
    const results = JSON.parse(await readFile(resultsFile, 'utf8')) as Record<string, unknown>;
    const large = process.env.BENCH_DISTANCE_LARGE === '1' ? 'BENCH_DISTANCE_LARGE=1 ' : '';
    const distanceRun = {
      date: new Date().toISOString(),
      command: `BENCH_ONLY=distance ${large}pnpm bench`,
    };
    const distance = { samples, bikes: bySize };
    await writeResults(resultsFile, { ...results, distance, distanceRun });
    log('\nwrote the distance figures into bench/results/latest.json');
  } finally {
    await api?.stop();
    await catalogue.db.dropDatabase().catch(() => undefined);
    await catalogue.close();
    await db.stop();
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const resultsFile = join(dirname(fileURLToPath(import.meta.url)), '../results/latest.json');
  distanceOnly(resultsFile).catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
}
