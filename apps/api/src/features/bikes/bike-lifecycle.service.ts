import {
  LISTING_REMINDER_DAYS,
  OPEN_BIKE_STATUSES,
  type BikeStatus,
  type ListingStateResult,
  catalogueMessages,
  errorMessages,
} from '@reride/shared';
import { AppError } from '../../core/app-error';
import type { Caller } from '../../core/caller';
import type { Clock } from '../../core/clock';
import type { EventBus } from '../../core/events';
import type { Notifier } from '../notifications/notifier';
import type { BikeLifecycleRepository, ExpiringListing } from './bike-lifecycle.repository';
import type { BikeCatalogue, BikeRecord } from './bikes.repository';

const DAY_MS = 24 * 60 * 60 * 1000;
/** Listings per job run: a backlog is worked off over the next runs. */
const BATCH = 200;

export interface BikeLifecycleDeps {
  bikes: Pick<BikeCatalogue, 'findLiveById'>;
  lifecycle: BikeLifecycleRepository;
  notifier: Pick<Notifier, 'publish'>;
  events: Pick<EventBus, 'publish'>;
  clock: Clock;
  ttlDays: number;
}

const conflict = (message: string) => new AppError('CONFLICT', message);

/** Why a sold listing (here or elsewhere) cannot take a lifecycle step. */
const CLOSED = catalogueMessages.bikes.lifecycleSold;
/** Sold here means a paid order: it must be settled first (a full refund relists the bike). */
const soldElsewhereRefusal = (status: BikeStatus): string =>
  status === 'Sold'
    ? catalogueMessages.bikes.lifecyclePaidOrder
    : catalogueMessages.bikes.lifecycleSold;

/**
 * The listing lifecycle (docs/domain.md#listing-lifecycle): the seller pauses, resumes, renews or
 * ends a listing as sold elsewhere; the `bikes.expiry` job reminds and expires.
 */
export function createBikeLifecycleService(deps: BikeLifecycleDeps) {
  const { bikes, lifecycle, clock } = deps;
  const ttlMs = deps.ttlDays * DAY_MS;

  async function ownBike(caller: Caller, id: string): Promise<BikeRecord> {
    const bike = await bikes.findLiveById(id);
    if (!bike) throw new AppError('NOT_FOUND', errorMessages.errors.bikeNotFound);
    if (bike.sellerId !== caller._id)
      throw new AppError('FORBIDDEN', errorMessages.errors.forbidden);
    return bike;
  }

  /** Moves the listing, or answers why not from the state it is in now. */
  async function move(
    caller: Caller,
    id: string,
    from: readonly BikeStatus[],
    to: BikeStatus,
    refuse: (status: BikeStatus) => string,
  ): Promise<ListingStateResult> {
    const bike = await ownBike(caller, id);
    if (!from.includes(bike.status)) throw conflict(refuse(bike.status));
    if (!(await lifecycle.move(id, caller._id, from, to, clock()))) {
      const now = await ownBike(caller, id);
      throw conflict(
        from.includes(now.status)
          ? catalogueMessages.bikes.editChangedMeanwhile
          : refuse(now.status),
      );
    }
    return { acknowledged: true, modifiedCount: 1, status: to };
  }

  async function tell(listing: ExpiringListing, event: 'expiring' | 'expired'): Promise<void> {
    const expiresAt = listing.expiresAt.toISOString();
    await deps.notifier.publish(listing.sellerId, `listing:${listing.id}:${event}:${expiresAt}`, {
      topic: 'listing',
      event,
      bikeId: listing.id,
      bikeName: listing.name,
      expiresAt,
    });
  }

  return {
    /** The expiry a listing added or renewed now gets. */
    expiryFrom: (at: Date): Date => new Date(at.getTime() + ttlMs),

    pause: (caller: Caller, id: string) =>
      move(caller, id, ['unsold'], 'paused', (status) => {
        if (status === 'paused') return catalogueMessages.bikes.alreadyPaused;
        if (status === 'expired') return catalogueMessages.bikes.expiredCannotPause;
        return CLOSED;
      }),

    async resume(caller: Caller, id: string): Promise<ListingStateResult> {
      const done = await move(caller, id, ['paused'], 'unsold', (status) =>
        status === 'unsold' || status === 'expired' ? catalogueMessages.bikes.notPaused : CLOSED,
      );
      await deps.events.publish('bike.resumed', { bikeId: id });
      return done;
    },

    /**
     * Ends the listing for good, then publishes `bike.sold_elsewhere`: the orders feature ends
     * its unpaid bookings, conversations its open offers, each telling the buyers. A bike Sold
     * here has a paid order, which must be settled first (a full refund puts it back on sale).
     */
    async soldElsewhere(caller: Caller, id: string): Promise<ListingStateResult> {
      const done = await move(
        caller,
        id,
        OPEN_BIKE_STATUSES,
        'SoldElsewhere',
        soldElsewhereRefusal,
      );
      await deps.events.publish('bike.sold_elsewhere', { bikeId: id });
      return done;
    },

    async renew(caller: Caller, id: string): Promise<ListingStateResult> {
      const bike = await ownBike(caller, id);
      if (!(OPEN_BIKE_STATUSES as readonly string[]).includes(bike.status)) {
        throw conflict(CLOSED);
      }
      const at = clock();
      const expiresAt = new Date(at.getTime() + ttlMs);
      const status = await lifecycle.renew(id, caller._id, expiresAt, at);
      if (!status) {
        // Deleted meanwhile answers 404; otherwise it was sold meanwhile.
        await ownBike(caller, id);
        throw conflict(CLOSED);
      }
      await deps.events.publish('bike.renewed', { bikeId: id });
      const when = expiresAt.toISOString();
      return { acknowledged: true, modifiedCount: 1, status, expiresAt: when };
    },

    /**
     * The `bikes.expiry` job: reminds each seller once per expiry period (the claim decides who
     * tells), then expires what is due. Safe with several processes on one database.
     */
    async sweep(): Promise<{ reminded: number; expired: number }> {
      const now = clock();
      const by = new Date(now.getTime() + LISTING_REMINDER_DAYS * DAY_MS);
      let reminded = 0;
      for (const listing of await lifecycle.dueReminders(now, by, BATCH)) {
        if (!(await lifecycle.claimReminder(listing.id, listing.expiresAt))) continue;
        await tell(listing, 'expiring');
        reminded += 1;
      }
      let expired = 0;
      for (const listing of await lifecycle.due(now, BATCH)) {
        if (!(await lifecycle.expire(listing.id, now))) continue;
        await tell(listing, 'expired');
        expired += 1;
      }
      return { reminded, expired };
    },
  };
}

export type BikeLifecycleService = ReturnType<typeof createBikeLifecycleService>;
