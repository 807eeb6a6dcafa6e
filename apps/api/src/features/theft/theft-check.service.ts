import type { Clock } from '../../core/clock';
import type { EventBus } from '../../core/events';
import type { BikeSerials, SerialListing } from '../bikes/bike-serials.repository';
import type { Notifier } from '../notifications/notifier';
import type { TheftRegistry } from './theft-registry';
import type { TheftRepository } from './theft.repository';

export interface TheftCheckDeps {
  serials: BikeSerials;
  registry: TheftRegistry;
  reports: Pick<TheftRepository, 'unswept' | 'markSwept' | 'flagDuplicate'>;
  notifier: Pick<Notifier, 'publish'>;
  /** A listing released after a withdrawal is public again: `bike.listed`. */
  events: Pick<EventBus, 'publish'>;
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
    // The seller hears of it neutrally: an administrator looks first.
    if (answer.status === 'match' && (await serials.hold(listing.id, at))) {
      await tell(listing, 'serial-held', at);
    }
    await flagIfShared(listing, at);
  }

  async function tell(listing: SerialListing, event: 'serial-held' | 'serial-cleared', at: Date) {
    await notifier.publish(listing.sellerId, `listing:${listing.id}:${event}:${at.toISOString()}`, {
      topic: 'listing',
      event,
      bikeId: listing.id,
      bikeName: listing.name,
    });
  }

  /** The live listings of one confirmed report, checked; then the report counts as swept. */
  async function sweep(report: { id: string; nearKeys: string[] }): Promise<void> {
    const listings = await serials.liveNear(report.nearKeys, SWEEP_LISTINGS);
    for (const listing of listings) if (!listing.held) await checkListing(listing);
    await reports.markSwept(report.id);
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
      for (const report of await reports.unswept(SWEEP_REPORTS)) await sweep(report);
    },

    /**
     * A report was just confirmed: its live listings are held now rather than at the next run of
     * the job (which repeats this if the process stops before the report is marked swept).
     */
    sweep,

    /**
     * A report was withdrawn: each listing held for a serial near it is asked about again, and
     * released (its seller told) when every registry now answers clean. A hold that another
     * report or Bike Index still explains stays for an administrator.
     */
    async afterWithdrawal(nearKeys: string[]): Promise<void> {
      for (const listing of await serials.heldNear(nearKeys, SWEEP_LISTINGS)) {
        const answer = await registry.check(listing.serialKey);
        if (answer.status !== 'clean') continue;
        const at = clock();
        if (!(await serials.releaseHold(listing.id, at))) continue;
        await deps.events.publish('bike.listed', { bikeId: listing.id });
        await tell(listing, 'serial-cleared', at);
      }
    },

    /** An administrator released a listing's serial hold: its seller hears it is public again. */
    async cleared(bikeId: string): Promise<void> {
      const listing = await serials.forCheck(bikeId);
      if (listing) await tell(listing, 'serial-cleared', clock());
    },
  };
}

export type TheftCheck = ReturnType<typeof createTheftCheck>;
