import { randomBytes } from 'node:crypto';
import { pathToFileURL } from 'node:url';
import type { Db, Document } from 'mongodb';
import { ObjectId } from 'mongodb';
import { provisionDatabase } from '@reride/devstack';
import { CATEGORIES } from '@reride/shared';
import { openCatalogue } from './catalogue';
import { explainFind } from './explain';
import { serialLatency, type SerialFigures } from './load';
import type { Server } from './processes';
import { ratioOf } from './report';
import { buildApi, startApi } from './servers';

/**
 * The filtered search (GET /bikes/search): a word, a category, a price range, cheapest
 * first. Measured on the API without the public cache, one request at a time, at both ends of
 * the catalogue's growth. The generated bikes carry `searchTokens` like the API's own
 * (catalogue.ts), so the word filter really matches.
 */
const QUERY = {
  q: 'trek',
  categoryId: CATEGORIES[0]._id,
  minPrice: '200',
  maxPrice: '600',
  sort: 'price_asc',
};
export const SEARCH_PATH = `/bikes/search?${new URLSearchParams(QUERY).toString()}`;

export interface SearchSample {
  bikes: number;
  /** Bikes on the first page (a search that matched nothing would measure little). */
  firstPage: number;
  uncached: SerialFigures;
}

export async function measureSearch(
  apiUrl: string,
  bikes: number,
  samples: number,
  log: (line: string) => void,
): Promise<SearchSample> {
  const first = await fetch(apiUrl + SEARCH_PATH);
  if (!first.ok) throw new Error(`${SEARCH_PATH} answered ${first.status}`);
  const firstPage = ((await first.json()) as unknown[]).length;
  const uncached = await serialLatency(apiUrl + SEARCH_PATH, samples);
  log(`  search (${firstPage} on page 1), ${bikes} bikes: ${uncached.medianMs} ms uncached`);
  return { bikes, firstPage, uncached };
}

/** The same filter and sort as a search through features/bikes/bike-lists.repository.ts, for the engine's own account of it. */
export async function explainSearch(db: Db): Promise<Document> {
  const filter = {
    status: 'unsold',
    deletedAt: null,
    sellerRemoved: false,
    searchTokens: { $all: [QUERY.q] },
    categoryId: new ObjectId(QUERY.categoryId),
    resalePrice: { $gte: Number(QUERY.minPrice), $lte: Number(QUERY.maxPrice) },
  };
  return explainFind(db, 'bikes', filter, { resalePrice: 1, _id: 1 });
}

export function searchGrowth(
  small: SearchSample,
  large: SearchSample,
  log: (line: string) => void,
) {
  const ratioNoCache = ratioOf(large.uncached.medianMs, small.uncached.medianMs);
  log(
    `\nSearch ${SEARCH_PATH} (no cache, median ms): ${small.uncached.medianMs} @ ${small.bikes}, ${large.uncached.medianMs} @ ${large.bikes}, ratio ${ratioNoCache}`,
  );
  return {
    path: SEARCH_PATH,
    samples: { [`@ ${small.bikes}`]: small, [`@ ${large.bikes}`]: large },
    ratioNoCache,
  };
}

/**
 * This phase alone (`pnpm --filter @reride/bench exec tsx src/search.ts`): the same catalogue
 * and sizes as `pnpm bench`, one API without the public cache, nothing written to results/.
 */
async function searchOnly(): Promise<void> {
  const log = (line: string) => console.log(line);
  const large = Number(process.env.BENCH_LARGE_BIKES ?? 100_000);
  buildApi(log);
  const db = await provisionDatabase({ log });
  const dbName = `reride_bench_search_${randomBytes(4).toString('hex')}`;
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
    await catalogue.growTo(1_000);
    const small = await measureSearch(api.url, 1_000, 5, log);
    await catalogue.growTo(large);
    const big = await measureSearch(api.url, large, 3, log);
    searchGrowth(small, big, log);
    log(`explain: ${JSON.stringify(await explainSearch(catalogue.db))}`);
  } finally {
    await api?.stop();
    await catalogue.db.dropDatabase().catch(() => undefined);
    await catalogue.close();
    await db.stop();
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  searchOnly().catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
}
