import { execFile } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { bulkUserDocument, provisionDatabase } from '@reride/devstack';
import {
  CATEGORIES,
  CONDITIONS,
  LOCATIONS,
  PLACES,
  SAVED_SEARCHES_MAX,
  type SavedSearchFiltersInput,
} from '@reride/shared';
import type { ObjectId } from 'mongodb';
import { signAccessToken } from './access-token';
import { openCatalogue } from './catalogue';
import { insertSeller, uploadPhotos } from './fixtures';
import type { Server } from './processes';
import { ratioOf, writeResults } from './report';
import { buildApi, startApi } from './servers';

/**
 * Saved searches' matching (docs/domain.md#alerts) against one new listing, at 1,000, 5,000 and
 * 10,000 saved searches on the embedded engine. The bench does not depend on apps/api: it runs
 * the built API as a process (docs/architecture.md#devstack), so the API's own script apps/api/src/scripts/bench-matching.ts
 * saves the generated searches as POST /saved-searches would and times the real
 * `saved-searches.match` job, one queued listing per run. The listings are put on sale through
 * POST /bikes on a production build (its own match job held off by a 10-minute interval, then
 * stopped), so each is queued by its own `bike.listed` event. `BENCH_ONLY=matching pnpm bench`.
 */
const SIZES = [1_000, 5_000, 10_000];
/** Owners: each holds SEARCHES_PER_OWNER searches at 10,000, under the per-person cap. */
const SEARCHES_PER_OWNER = 10;
const OWNERS = SIZES[SIZES.length - 1]! / SEARCHES_PER_OWNER;
/** The figure the run is held to at 10,000 searches (bench/README.md). */
export const MATCHING_TARGET_MS = 1000;

const BENCH_DIR = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const API_DIR = resolve(BENCH_DIR, '../apps/api');
const run = promisify(execFile);

const DHAKA_AREAS = PLACES.filter((p) => p.kind === 'area' && p.city === LOCATIONS[0]);
const WORDS = [
  'trek',
  'giant',
  'specialized',
  'cannondale',
  'merida',
  'polygon',
  'bianchi',
  'scott',
  'marlin',
  'carbon',
  'hybrid',
  'disc',
];
const [MOUNTAIN, ROAD, KIDS] = CATEGORIES.map((c) => c._id) as [string, string, string];

/**
 * The new listings, one of each per size: five kinds of bike in five places, after a warm-up
 * listing whose run is reported apart (the script's process, its connections and the engine's
 * first queries at that size are not the matching's cost).
 */
const WARM_UP = {
  name: 'Scott Aspect 950',
  categoryId: MOUNTAIN,
  resalePrice: 600,
  location: LOCATIONS[2],
};
const LISTINGS = [
  { name: 'Trek Marlin 7', categoryId: MOUNTAIN, resalePrice: 450, placeId: 'mirpur' },
  { name: 'Giant Contend 3', categoryId: ROAD, resalePrice: 800, location: LOCATIONS[1] },
  { name: 'Polygon Kids 20', categoryId: KIDS, resalePrice: 150, placeId: DHAKA_AREAS[5]!.id },
  {
    name: 'Specialized Rockhopper',
    categoryId: MOUNTAIN,
    resalePrice: 1200,
    location: LOCATIONS[4],
  },
  { name: 'Merida Scultura 200', categoryId: ROAD, resalePrice: 300, placeId: DHAKA_AREAS[12]!.id },
];

/** A seeded generator (mulberry32): the same searches every run. */
function random(seed: number) {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/**
 * Searches as people save them: most name a category, a price band and a place with a radius
 * (Dhaka's areas most often), most a word, some a condition, a first year or only a city.
 */
function makeSearch(next: () => number, owner: ObjectId) {
  const pick = <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)]!;
  const filters: SavedSearchFiltersInput = {};
  if (next() < 0.9) filters.categoryId = pick(CATEGORIES)._id;
  const band = next();
  if (band < 0.75) {
    const min = pick([0, 100, 200, 300, 400, 500, 700, 1000]);
    filters.minPrice = min;
    filters.maxPrice = min + pick([100, 200, 300, 500]);
  } else if (band < 0.85) {
    filters.maxPrice = pick([300, 500, 1000]);
  }
  const where = next();
  if (where < 0.65) {
    filters.near = next() < 0.6 ? pick(DHAKA_AREAS).id : pick(PLACES).id;
    filters.radiusKm = pick([2, 5, 10, 25]);
  } else if (where < 0.8) {
    filters.location = pick(LOCATIONS);
  }
  if (next() < 0.7) filters.q = pick(WORDS);
  if (next() < 0.35) filters.condition = pick(CONDITIONS);
  if (next() < 0.1) filters.yearFrom = 2015 + Math.floor(next() * 9);
  return { userId: owner.toHexString(), filters, frequency: next() < 0.7 ? 'instant' : 'daily' };
}

interface MatchRun {
  bikeId: string;
  runMs: number;
  /** Database commands the run sent: unlike its time, the same on a busy machine. */
  roundTrips: number;
  told: number;
  candidates: number;
  matching: number;
  listingMs: number;
  candidatesMs: number;
  filtersMs: number;
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
};
const round = (value: number) => Math.round(value * 10) / 10;

/** Runs apps/api/src/scripts/bench-matching.ts; answers the JSON of its last line. */
async function script<T>(env: Record<string, string>, args: string[]): Promise<T> {
  const { stdout } = await run(
    process.execPath,
    ['--import', 'tsx', 'src/scripts/bench-matching.ts', ...args],
    { cwd: API_DIR, env: { PATH: process.env.PATH ?? '', ...env }, maxBuffer: 64 << 20 },
  );
  const last = stdout.trim().split('\n').pop() ?? '';
  return JSON.parse(last) as T;
}

/**
 * Runs the phase (alone: `BENCH_ONLY=matching pnpm bench`; last in `pnpm bench`) and merges its
 * figures into the results file as `matching` and `matchingRun` (the date and `command`).
 */
export async function matchingOnly(
  resultsFile: string,
  command = 'BENCH_ONLY=matching pnpm bench',
): Promise<void> {
  const log = (line: string) => console.log(line);
  buildApi(log);
  const db = await provisionDatabase({ log });
  const catalogue = await openCatalogue(
    db.uri,
    `reride_bench_matching_${randomBytes(4).toString('hex')}`,
  );
  const work = await mkdtemp(join(tmpdir(), 'reride-bench-matching-'));
  let api: Server | undefined;
  try {
    const jwtSecret = randomBytes(32).toString('hex');
    const dbName = catalogue.db.databaseName;
    await catalogue.growTo(1_000);
    // The script reads the settings the bench's API processes get (src/servers.ts).
    const env = {
      MONGODB_URI: db.uri,
      MONGODB_DB: dbName,
      JWT_SECRET: jwtSecret,
      NODE_ENV: 'development',
      LOG_LEVEL: 'warn',
    };
    api = await startApi({
      uri: db.uri,
      dbName,
      jwtSecret,
      name: 'api-matching',
      corsOrigin: 'http://127.0.0.1',
      env: { SAVED_SEARCH_MATCH_INTERVAL_MS: '600000', RATE_LIMIT_SCALE: '1000' },
    });
    const seller = await insertSeller(catalogue.db);
    const auth = { Authorization: `Bearer ${signAccessToken(seller, jwtSecret)}` };
    const [photo] = await uploadPhotos(api.url, auth.Authorization.slice(7), 1);
    const listed: string[][] = [];
    for (const size of SIZES) {
      const ids: string[] = [];
      for (const listing of [WARM_UP, ...LISTINGS]) {
        const body = {
          ...listing,
          name: `${listing.name} (${size})`,
          condition: 'Good',
          originalPrice: listing.resalePrice * 2,
          purchaseYear: 2021,
          mobile: '01711223344',
          img: photo!.url,
        };
        const res = await fetch(`${api.url}/bikes`, {
          method: 'POST',
          headers: { ...auth, 'Content-Type': 'application/json' },
          body: JSON.stringify(body),
        });
        const answer = (await res.json()) as { insertedId?: string; held?: unknown };
        if (res.status !== 201 || !answer.insertedId || answer.held) {
          throw new Error(`POST /bikes answered ${res.status}: ${JSON.stringify(answer)}`);
        }
        ids.push(answer.insertedId);
      }
      listed.push(ids);
    }
    // Queued by their `bike.listed` events; from here on only the script's runs match them.
    await api.stop();
    api = undefined;

    const now = new Date();
    const owners = Array.from({ length: OWNERS }, (_, i) =>
      bulkUserDocument('match', 'Buyer', i, now),
    );
    await catalogue.db.collection('users').insertMany(owners, { ordered: false });
    if (SEARCHES_PER_OWNER > SAVED_SEARCHES_MAX) throw new Error('over the per-person cap');
    const next = random(20_26);
    let saved = 0;
    const sizes = [];
    for (const [s, size] of SIZES.entries()) {
      const searches = [];
      for (; saved < size; saved += 1) searches.push(makeSearch(next, owners[saved % OWNERS]!._id));
      const file = join(work, `searches-${size}.json`);
      await writeFile(file, JSON.stringify(searches));
      const seeded = await script<{ inserted: number; ms: number }>(env, ['seed', file]);
      log(
        `saved searches: ${size} stored (${seeded.inserted} more in ${Math.round(seeded.ms)} ms)`,
      );
      const [warmUp, ...runs] = (await script<{ runs: MatchRun[] }>(env, ['match', ...listed[s]!]))
        .runs;
      for (const r of runs) {
        log(
          `  ${size} searches: ${r.runMs} ms, ${r.roundTrips} round trips, ${r.told} told (${r.candidates} candidates in ${r.candidatesMs} ms, filters ${r.filtersMs} ms)`,
        );
      }
      const runMs = median(runs.map((r) => r.runMs));
      const candidatesMs = median(runs.map((r) => r.candidatesMs));
      const filtersMs = median(runs.map((r) => r.filtersMs));
      const listingMs = median(runs.map((r) => r.listingMs));
      sizes.push({
        searches: size,
        medianRunMs: runMs,
        medianRoundTrips: median(runs.map((r) => r.roundTrips)),
        medianTold: median(runs.map((r) => r.told)),
        medianShareTold: round((median(runs.map((r) => r.told)) / size) * 100),
        medianCandidates: median(runs.map((r) => r.candidates)),
        medianCandidatesMs: candidatesMs,
        medianFiltersMs: filtersMs,
        // What is left of the run: the listing read, then the match records, bells and emails.
        medianWriteAndTellMs: round(Math.max(0, runMs - listingMs - candidatesMs - filtersMs)),
        runs,
        warmUp,
      });
    }
    const first = sizes[0]!;
    const last = sizes[sizes.length - 1]!;
    const figures = {
      listings: LISTINGS.length,
      targetMs: MATCHING_TARGET_MS,
      sizes,
      growth: {
        searches: ratioOf(last.searches, first.searches),
        runMs: ratioOf(last.medianRunMs, first.medianRunMs),
        candidatesMs: ratioOf(last.medianCandidatesMs, first.medianCandidatesMs),
      },
      note: 'medians over the listings; run = one saved-searches.match job run with one listing queued',
    };
    log(`matching: ${JSON.stringify({ ...figures, sizes: sizes.map(({ runs: _r, ...f }) => f) })}`);
    const results = JSON.parse(await readFile(resultsFile, 'utf8')) as Record<string, unknown>;
    const matchingRun = {
      date: new Date().toISOString(),
      command,
    };
    await writeResults(resultsFile, { ...results, matching: figures, matchingRun });
    log('\nwrote the matching figures into bench/results/latest.json');
    if (last.medianRunMs > MATCHING_TARGET_MS) {
      log(
        `matching at ${last.searches} searches: ${last.medianRunMs} ms, over its ${MATCHING_TARGET_MS} ms target`,
      );
      process.exitCode = 1;
    }
  } finally {
    await api?.stop();
    await catalogue.db.dropDatabase().catch(() => undefined);
    await catalogue.close();
    await db.stop();
    await rm(work, { recursive: true, force: true });
  }
}
