import type { Clock } from '../../core/clock';
import type { BikeSerials, SerialListing } from '../bikes/bike-serials.repository';
import type { Notifier } from '../notifications/notifier';
import type { TheftRegistry } from './theft-registry';
import type { TheftRepository } from './theft.repository';

export interface TheftCheckDeps {
  serials: BikeSerials;
  registry: TheftRegistry;
  reports: Pick<TheftRepository, 'unswept' | 'markSwept' | 'flagDuplicate'>;
  notifier: Pick<Notifier, 'publish'>;
  clock: Clock;
}

/** How much one run of `theft.recheck` takes on: listings not checked, reports not swept. */
const RECHECK_BATCH = 50;
const SWEEP_REPORTS = 20;
/** The listings one confirmed report is compared with in a run; more is a matter for people. */
const SWEEP_LISTINGS = 200;
/** How many listings sharing a key are read to flag it. */
const DUPLICATES_READ = 20;

/** The stolen-bike check of listings' serials (docs/domain.md#frame-serials). */
export function createTheftCheck(deps: TheftCheckDeps) {
  const { serials, registry, reports, notifier, clock } = deps;

  /** The same key on live listings of other sellers is flagged to administrators. */
  async function flagIfShared(listing: SerialListing, at: Date) {
    const same = await serials.liveWithKey(listing.serialKey, DUPLICATES_READ);
    if (!same.some((other) => other.sellerId !== listing.sellerId)) return;
    const ids = same.map((other) => other.id);
    await reports.flagDuplicate(listing.serialKey, ids, listing.name, at);
  }

  async function checkListing(listing: SerialListing): Promise<void> {
    const answer = await registry.check(listing.serialKey);
    const at = clock();
    if (answer.status === 'unreachable') {
      // Stamped now, so the job takes the longest-waiting listings first.
      await serials.markCheck(listing.id, listing.serialKey, 'not-checked', at);
    } else {
      await serials.markCheck(listing.id, listing.serialKey, 'checked', at);
    }
    // The seller hears of a hold as of any other, neutrally: an administrator looks first.
    if (answer.status === 'match' && (await serials.hold(listing.id, at))) {
      await notifier.publish(listing.sellerId, `listing:${listing.id}:held:${at.toISOString()}`, {
        topic: 'listing',
        event: 'held',
        bikeId: listing.id,
        bikeName: listing.name,
      });
    }
    await flagIfShared(listing, at);
  }

  return {
    /** `bike.serial_changed`: checks the listing as stored now (gone or without serial: none). */
    async onSerialChanged({ bikeId }: { bikeId: string }): Promise<void> {
      const listing = await serials.forCheck(bikeId);
      if (listing) await checkListing(listing);
    },

    /**
     * `theft.recheck`: listings no registry answered for, then the live listings of each report
     * confirmed since (marked swept once all of them were checked, so a crash repeats them).
     */
    async recheck(): Promise<void> {
      for (const listing of await serials.notChecked(RECHECK_BATCH)) await checkListing(listing);
      for (const report of await reports.unswept(SWEEP_REPORTS)) {
        const listings = await serials.liveNear(report.nearKeys, SWEEP_LISTINGS);
        for (const listing of listings) if (!listing.held) await checkListing(listing);
        await reports.markSwept(report.id);
      }
    },
  };
}

export type TheftCheck = ReturnType<typeof createTheftCheck>;
