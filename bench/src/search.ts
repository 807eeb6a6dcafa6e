import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Db, Document } from 'mongodb';
import { ObjectId } from 'mongodb';
import { provisionDatabase } from '@reride/devstack';
import {
  CATEGORIES,
  DID_YOU_MEAN_HEADER,
  TOTAL_COUNT_HEADER,
  decodeSuggestion,
  planWord,
  queryTokens,
  rankingProjection,
} from '@reride/shared';
import { openCatalogue } from './catalogue';
import { explainFind } from './explain';
import { serialLatency, type SerialFigures } from './load';
import type { Server } from './processes';
import { ratioOf, writeResults } from './report';
import { buildApi, startApi, startApiBuild } from './servers';

/**
 * GET /bikes/search on the API without the public cache, one request at a time, at both ends of
 * the catalogue's growth (docs/decisions/012-search-that-understands-shoppers.md). The filtered
 * search below is the one every run has measured, so its figure compares across runs; the
 * shoppers' searches exercise what search understands. The generated bikes carry the API's
 * tokens and typo dictionary (catalogue.ts), so the words really match.
 */
const QUERY = {
  q: 'trek',
  categoryId: CATEGORIES[0]._id,
  minPrice: '200',
  maxPrice: '600',
  sort: 'price_asc',
};
export const SEARCH_PATH = `/bikes/search?${new URLSearchParams(QUERY).toString()}`;

/** What shoppers type (docs/domain.md#search), named by what each exercises. */
const SHOPPER_SEARCHES: Record<string, string> = {
  'category and place words': 'road bikes dhaka',
  'a variant and a stem': 'specialised marlins',
  'a typo': 'rockhoper',
  'nothing found (did you mean)': 'trk',
};

export interface SearchFigures {
  path: string;
  /** Bikes on the first page (a search that matched nothing would measure little). */
  firstPage: number;
  total: string | null;
  suggestion: string | null;
  uncached: SerialFigures;
}

export interface SearchSample extends SearchFigures {
  bikes: number;
  shoppers: Record<string, SearchFigures>;
}

async function measureOne(url: string, path: string, samples: number): Promise<SearchFigures> {
  const first = await fetch(url + path);
  if (!first.ok) throw new Error(`${path} answered ${first.status}`);
  const firstPage = ((await first.json()) as unknown[]).length;
  const total = first.headers.get(TOTAL_COUNT_HEADER);
  const suggestion = decodeSuggestion(first.headers.get(DID_YOU_MEAN_HEADER));
  const uncached = await serialLatency(url + path, samples);
  return { path, firstPage, total, suggestion, uncached };
}

export async function measureSearch(
  apiUrl: string,
  bikes: number,
  samples: number,
  log: (line: string) => void,
): Promise<SearchSample> {
  const filtered = await measureOne(apiUrl, SEARCH_PATH, samples);
  log(
    `  search (${filtered.firstPage} on page 1 of ${filtered.total}), ${bikes} bikes: ${filtered.uncached.medianMs} ms uncached`,
  );
  const shoppers: Record<string, SearchFigures> = {};
  for (const [name, q] of Object.entries(SHOPPER_SEARCHES)) {
    const figures = await measureOne(apiUrl, `/bikes/search?q=${encodeURIComponent(q)}`, samples);
    shoppers[name] = figures;
    const mean = figures.suggestion ? `, did you mean "${figures.suggestion}"` : '';
    log(
      `  search "${q}" (${figures.firstPage} on page 1 of ${figures.total}${mean}), ${bikes} bikes: ${figures.uncached.medianMs} ms uncached`,
    );
  }
  return { bikes, ...filtered, shoppers };
}

/** The filtered search's narrowing as the API sends it (bike-lists.repository.ts), the words' `$in`s last. */
function narrowingFilter(): Document {
  return {
    status: 'unsold',
    deletedAt: null,
    sellerRemoved: false,
    categoryId: new ObjectId(QUERY.categoryId),
    resalePrice: { $gte: Number(QUERY.minPrice), $lte: Number(QUERY.maxPrice) },
    $and: queryTokens(QUERY.q).map((w) => ({
      searchTokens: { $in: [...planWord(w).forms.keys()] },
    })),
  };
}

/** The engine's own account of the filtered search's narrowing. */
export function explainSearch(db: Db): Promise<Document> {
  return explainFind(db, 'bikes', narrowingFilter(), { resalePrice: 1, _id: 1 });
}

/**
 * The database's part alone, in the same run: the query search sent before it ranked (`$all`
 * of the words, sort, one page) and the one it sends now (one `$in` per word, sort, the ranking
 * window with the forms each bike holds). Both run from this process, one at a time.
 */
export async function compareQueries(db: Db, samples: number) {
  const bikes = db.collection('bikes');
  const { $and: _words, ...rest } = narrowingFilter();
  const sort = { resalePrice: 1, _id: 1 } as const;
  const forms = queryTokens(QUERY.q).flatMap((w) => [...planWord(w).forms.keys()]);
  const time = async (run: () => Promise<unknown>) => {
    const times: number[] = [];
    for (let i = 0; i < samples; i += 1) {
      const started = performance.now();
      await run();
      times.push(Math.round(performance.now() - started));
    }
    return {
      medianMs: [...times].sort((a, b) => a - b)[Math.floor(times.length / 2)] ?? 0,
      samplesMs: times,
    };
  };
  const before = await time(() =>
    bikes
      .find({ ...rest, searchTokens: { $all: queryTokens(QUERY.q) } }, { sort, limit: 25 })
      .project({ searchTokens: 0 })
      .toArray(),
  );
  const now = await time(() =>
    bikes
      .aggregate([
        { $match: narrowingFilter() },
        { $sort: sort },
        { $limit: 1001 },
        { $project: rankingProjection(forms) },
      ])
      .toArray(),
  );
  return {
    allWordsPage: before,
    rankingWindow: now,
    ratio: ratioOf(now.medianMs, before.medianMs),
  };
}

export function searchGrowth(
  small: SearchSample,
  large: SearchSample,
  log: (line: string) => void,
  extra: Record<string, unknown> = {},
) {
  const ratioNoCache = ratioOf(large.uncached.medianMs, small.uncached.medianMs);
  log(
    `\nSearch ${SEARCH_PATH} (no cache, median ms): ${small.uncached.medianMs} @ ${small.bikes}, ${large.uncached.medianMs} @ ${large.bikes}, ratio ${ratioNoCache}`,
  );
  return {
    path: SEARCH_PATH,
    samples: { [`@ ${small.bikes}`]: small, [`@ ${large.bikes}`]: large },
    ratioNoCache,
    ...extra,
  };
}

/**
 * The filtered search's figures before search ranked (the `$all` search), kept from run to run:
 * taken from the results of the last run made before, and carried forward since.
 */
export async function beforeRanking(file: string): Promise<unknown> {
  const before = JSON.parse(await readFile(file, 'utf8').catch(() => '{}')) as {
    date?: string;
    search?: {
      beforeRanking?: unknown;
      samples?: Record<string, { uncached?: SerialFigures }>;
    };
  };
  if (before.search?.beforeRanking) return before.search.beforeRanking;
  const samples = Object.entries(before.search?.samples ?? {}).map(
    ([at, s]): [string, number | undefined] => [at, s.uncached?.medianMs],
  );
  return { date: before.date, medianMs: Object.fromEntries(samples) };
}

/** Medians of the URLs, requested one at a time in turn, so that each shares the machine's state. */
async function inTurn(urls: string[], samples: number): Promise<SerialFigures[]> {
  const times = urls.map((): number[] => []);
  for (let i = 0; i < samples; i += 1) {
    for (const [k, url] of urls.entries()) {
      const started = performance.now();
      const res = await fetch(url);
      await res.arrayBuffer();
      if (!res.ok) throw new Error(`${url} answered ${res.status}`);
      times[k]?.push(Math.round(performance.now() - started));
    }
  }
  return times.map((t) => {
    const sorted = [...t].sort((a, b) => a - b);
    return { medianMs: sorted[Math.floor(sorted.length / 2)] ?? 0, samplesMs: t };
  });
}

/**
 * The search before ranking (`BENCH_SEARCH_BEFORE_API`, bench/README.md): the filtered search on
 * both builds in turn, on this catalogue (its `$all` reads today's tokens, which hold its words).
 */
async function besideBefore(beforeUrl: string, nowUrl: string, samples: number) {
  const [before, now] = await inTurn([beforeUrl + SEARCH_PATH, nowUrl + SEARCH_PATH], samples);
  return { filteredSearchMs: { before, now } };
}

/** The search figures of a full run: both ends, the previous run's, the database alone. */
export async function searchResults(
  small: SearchSample,
  large: SearchSample,
  db: Db,
  benchDir: string,
  log: (line: string) => void,
) {
  const previous = await beforeRanking(join(benchDir, 'results/latest.json'));
  const databaseAlone = await compareQueries(db, 3);
  return searchGrowth(small, large, log, { beforeRanking: previous, databaseAlone });
}

/**
 * This phase alone (`pnpm --filter @reride/bench exec tsx src/search.ts`): the same catalogue
 * and sizes as `pnpm bench`, one API without the public cache; `BENCH_ONLY=search pnpm bench`
 * runs the same and writes it into the results.
 */
export async function searchOnly(resultsFile?: string): Promise<void> {
  const log = (line: string) => console.log(line);
  const large = Number(process.env.BENCH_LARGE_BIKES ?? 100_000);
  buildApi(log);
  const db = await provisionDatabase({ log });
  const dbName = `reride_bench_search_${randomBytes(4).toString('hex')}`;
  const catalogue = await openCatalogue(db.uri, dbName);
  let api: Server | undefined;
  let before: Server | undefined;
  const beforeDir = process.env.BENCH_SEARCH_BEFORE_API;
  try {
    const options = {
      name: 'api-no-cache',
      uri: db.uri,
      dbName,
      jwtSecret: randomBytes(32).toString('hex'),
      corsOrigin: 'http://127.0.0.1',
      publicCacheTtlMs: '0',
    };
    api = await startApi(options);
    if (beforeDir) before = await startApiBuild(beforeDir, { ...options, name: 'api-before' });
    const sideBySide: Record<string, unknown> = {};
    const compare = async (at: number, samples: number) => {
      if (!before || !api) return;
      sideBySide[`@ ${at}`] = await besideBefore(before.url, api.url, samples);
      log(`  beside the search before ranking @ ${at}: ${JSON.stringify(sideBySide[`@ ${at}`])}`);
    };
    await catalogue.growTo(1_000);
    const small = await measureSearch(api.url, 1_000, 5, log);
    await compare(1_000, 5);
    await catalogue.growTo(large);
    const big = await measureSearch(api.url, large, 3, log);
    await compare(large, 3);
    const sameRun = await compareQueries(catalogue.db, 3);
    log(
      `  database alone @ ${large}: $all page ${sameRun.allWordsPage.medianMs} ms, ranking window ${sameRun.rankingWindow.medianMs} ms`,
    );
    const explain = await explainSearch(catalogue.db);
    log(`explain: ${JSON.stringify(explain)}`);
    if (!resultsFile) {
      searchGrowth(small, big, log);
      return;
    }
    const previous = await beforeRanking(resultsFile);
    log(`  the filtered search before ranking: ${JSON.stringify(previous)}`);
    const search = searchGrowth(small, big, log, {
      beforeRanking: previous,
      ...(before ? { besideBefore: sideBySide } : {}),
      databaseAlone: sameRun,
      explain,
    });
    const results = JSON.parse(await readFile(resultsFile, 'utf8')) as Record<string, unknown>;
    const searchRun = { date: new Date().toISOString(), command: 'BENCH_ONLY=search pnpm bench' };
    await writeResults(resultsFile, { ...results, search, searchRun });
    log('\nwrote the search figures into bench/results/latest.json');
  } finally {
    await before?.stop();
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
