import { readFile } from 'node:fs/promises';
import {
  SavedSearchFiltersSchema,
  SavedSearchFrequencySchema,
  savedSearchName,
  ObjectIdSchema,
} from '@reride/shared';
import { z } from 'zod';
import { createApp } from '../app';
import { loadAppConfig } from '../compose';
import { connectDb } from '../db/client';
import { createBikeAlerts } from '../features/bikes/bike-alerts.repository';
import {
  cellsOfBike,
  matchKeys,
  matchesFilters,
} from '../features/saved-searches/saved-search-matching';
import { createSavedSearchesRepository } from '../features/saved-searches/saved-searches.repository';
import { createFirebaseIdentity } from '../features/users/firebase-identity';
import { createLogger } from '../logger';
import { runScript } from './run-script';

/**
 * The saved-search matching phase of the bench (bench/src/matching.ts, bench/README.md) drives
 * this from outside: the bench does not depend on apps/api, it runs the API as processes
 * (docs/architecture.md#devstack), and an endpoint only for it would be a production surface. Both commands use the API's own code on
 * the database named by MONGODB_URI and MONGODB_DB, and print one JSON line last.
 *
 * `seed <file>`: saves the searches of a JSON file (`[{userId, filters, frequency}]`) as
 * POST /saved-searches does (the same name, keys and document; the per-person cap is the
 * bench's to respect).
 *
 * `match <bikeId>...`: for each listing in turn, alone in the queue, one run of the real
 * `saved-searches.match` job (docs/domain.md#alerts: candidates, filters, match records, bell
 * and email) timed, with the database commands it sent; then its parts again, read only: the listing, the candidate query, the
 * filters. The listings queued but not named wait in the queue as before.
 */
const SeedFileSchema = z.array(
  z.object({
    userId: ObjectIdSchema,
    filters: SavedSearchFiltersSchema,
    frequency: SavedSearchFrequencySchema,
  }),
);

const ms = (since: number) => Math.round((performance.now() - since) * 10) / 10;

async function main(): Promise<number> {
  const [command, ...args] = process.argv.slice(2);
  if ((command !== 'seed' && command !== 'match') || args.length === 0) {
    console.error('Usage: tsx src/scripts/bench-matching.ts seed <file> | match <bikeId>...');
    return 2;
  }
  const config = loadAppConfig();
  // The driver reports each command it sends: a run's round trips, a figure that a busy machine
  // does not blur as it does the run's time.
  const uri = new URL(config.MONGODB_URI);
  uri.searchParams.set('monitorCommands', 'true');
  const connection = await connectDb(uri.toString(), config.MONGODB_DB);
  let commands = 0;
  connection.client.on('commandStarted', () => (commands += 1));
  try {
    const repo = createSavedSearchesRepository(connection.db);
    if (command === 'seed') {
      const searches = SeedFileSchema.parse(JSON.parse(await readFile(args[0]!, 'utf8')));
      const started = performance.now();
      const at = new Date();
      for (const s of searches) {
        const name = savedSearchName(s.filters);
        await repo.insert({ ...s, name, ...matchKeys(s.filters), at });
      }
      console.log(JSON.stringify({ inserted: searches.length, ms: ms(started) }));
      return 0;
    }

    const created = createApp({
      config,
      db: connection.db,
      logger: createLogger(config),
      identity: createFirebaseIdentity(config.FIREBASE_PROJECT_ID),
      ping: connection.ping,
    });
    const bikes = createBikeAlerts(connection.db);
    const waiting = (await repo.duePending(10_000)).filter((p) => !args.includes(p.bikeId));
    for (const p of await repo.duePending(10_000)) await repo.donePending(p.bikeId, p.at);
    const runs = [];
    for (const bikeId of args) {
      await repo.enqueue(bikeId, new Date());
      const before = commands;
      let started = performance.now();
      const result = (await created.scheduler.run('saved-searches.match')) as {
        compared: number;
        told: number;
      };
      const runMs = ms(started);
      const roundTrips = commands - before;
      if (result.compared !== 1) throw new Error(`the run compared ${result.compared} listings`);
      started = performance.now();
      const bike = await bikes.publicListing(bikeId);
      const listingMs = ms(started);
      if (!bike) throw new Error(`listing ${bikeId} is not public`);
      started = performance.now();
      const candidates = await repo.candidates({
        categoryId: bike.categoryId,
        cells: cellsOfBike(bike),
        price: bike.resalePrice,
        sellerId: bike.sellerId,
      });
      const candidatesMs = ms(started);
      started = performance.now();
      const matching = candidates.filter((s) => matchesFilters(s.filters, bike)).length;
      const filtersMs = ms(started);
      runs.push({
        bikeId,
        runMs,
        roundTrips,
        told: result.told,
        candidates: candidates.length,
        matching,
        listingMs,
        candidatesMs,
        filtersMs,
      });
    }
    for (const p of waiting) await repo.enqueue(p.bikeId, p.at, p.oldPrice);
    await created.stop();
    console.log(JSON.stringify({ runs }));
    return 0;
  } finally {
    await connection.close();
  }
}

runScript('bench-matching', main);
