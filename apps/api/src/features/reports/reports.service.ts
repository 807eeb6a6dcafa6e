import type { Clock } from '../../core/clock';
import {
  type DeleteResult,
  type ListQuery,
  type ModifyResult,
  type RejectListingBody,
  type ReportBikeBody,
  type ReportedBike,
  moderationMessages,
  errorMessages,
} from '@reride/shared';
import { AppError } from '../../core/app-error';
import type { Caller } from '../../core/caller';
import type { AuditLog } from '../audit/audit.service';
import { mapPage, type Page } from '../../core/keyset-page';
import { readBikePage, toBike } from '../bikes/bike-pages';
import type { BikeCatalogue, BikeRecord } from '../bikes/bikes.repository';
import type { QueueEntry } from '../../core/moderation-queue';
import type { EventBus } from '../../core/events';
import type { Notifier } from '../notifications/notifier';
import type { ReportsRepository } from './reports.repository';

export interface ReportsServiceDeps {
  bikes: BikeCatalogue;
  reports: ReportsRepository;
  audit: AuditLog;
  clock: Clock;
  /** Administrators hear of each new report; a seller hears their listing is held. */
  notifier: Pick<Notifier, 'publishToAdmins' | 'publish'>;
  /** Distinct reporters that hide a listing until an administrator decides. */
  hideThreshold: number;
  /** An approved first listing is public: `bike.listed` (saved searches' alerts). */
  events: Pick<EventBus, 'publish'>;
}

const notFound = () => new AppError('NOT_FOUND', errorMessages.errors.bikeNotFound);
const notWaiting = () => new AppError('CONFLICT', moderationMessages.approval.notWaiting);

export function createReportsService(deps: ReportsServiceDeps) {
  const { bikes, reports, audit, clock, notifier, hideThreshold } = deps;

  /** Hidden once, at the threshold; the seller is told by the hold that made it. */
  async function holdAtThreshold(
    bike: { id: string; name: string; sellerId: string },
    count: number,
    at: Date,
  ) {
    if (count < hideThreshold) return;
    if (!(await bikes.hold(bike.id, 'reports', at))) return;
    await notifier.publish(bike.sellerId, `listing:${bike.id}:held:${at.toISOString()}`, {
      topic: 'listing',
      event: 'held',
      bikeId: bike.id,
      bikeName: bike.name,
    });
  }

  /**
   * The live bike held for its seller's first listing, or 404/409. After a missed conditional
   * write it tells the loser why: gone (rejected meanwhile) or no longer held (approved).
   */
  async function heldFirstListing(id: string): Promise<BikeRecord> {
    const bike = await bikes.findLiveById(id);
    if (!bike) throw notFound();
    if (bike.held?.reason !== 'first-listing') throw notWaiting();
    return bike;
  }

  async function lostDecision(id: string): Promise<never> {
    await heldFirstListing(id);
    // Held for approval again between the two reads: unlikely, but still not decided here.
    throw notWaiting();
  }

  return {
    /**
     * One report per user per bike (the hold threshold counts distinct reporters). modifiedCount
     * is 1 when this user's report is new, so the web says 'Item is already reported!' only to a
     * user who had reported the bike before. Without transactions, the report
     * is recorded first and marked applied last: a retry after a crash finishes the flagging.
     */
    async report(caller: Caller, bikeId: string, body: ReportBikeBody): Promise<ModifyResult> {
      const bike = await bikes.findLiveById(bikeId);
      if (!bike) throw notFound();
      if (bike.sellerId === caller._id) {
        throw new AppError('FORBIDDEN', 'You cannot report your own bike');
      }
      const createdAt = clock();
      const reason = { reason: body.reason, note: body.note || null };
      const reporter = { bikeId, reporterId: caller._id, reporterEmail: caller.email };
      const outcome = await reports.record({ ...reporter, ...reason, createdAt });
      if (outcome === 'applied') return { acknowledged: true, modifiedCount: 0 };
      const count = await reports.countForBike(bikeId);
      if ((await bikes.flagReported(bikeId, count, createdAt)) === null) throw notFound();
      await holdAtThreshold(bike, count, createdAt);
      await reports.markApplied(bikeId, caller._id);
      await notifier.publishToAdmins(`moderation:bike:${bikeId}:${caller._id}`, {
        topic: 'moderation',
        event: 'bike_reported',
        bikeId,
        bikeName: bike.name,
      });
      return { acknowledged: true, modifiedCount: 1 };
    },

    async listReported(admin: Caller, query: ListQuery): Promise<Page<ReportedBike>> {
      const page = await readBikePage(bikes, { kind: 'reported' }, query, {
        reader: admin,
        toItem: (record, verified) => toBike(record, verified),
      });
      const summaries = await reports.summarise(page.items.map((bike) => bike._id));
      return mapPage(page, (bike) => {
        const summary = summaries.get(bike._id);
        return {
          ...bike,
          reportCount: summary?.count ?? 0,
          reasons: summary?.reasons ?? [],
          notes: summary?.notes ?? [],
        };
      });
    },

    async unreport(admin: Caller, id: string): Promise<ModifyResult> {
      if (!(await bikes.findLiveById(id))) throw notFound();
      const at = clock();
      // Decided first: a retry after a stop in between still finds the flag to clear.
      await reports.markDecided(id, at);
      const modified = await bikes.clearReported(id, at);
      if (modified) {
        await audit.record(admin, {
          action: 'bike.unreport',
          targetType: 'bike',
          targetId: id,
        });
      }
      return { acknowledged: true, modifiedCount: modified ? 1 : 0 };
    },

    /**
     * The moderation queue's listings (docs/domain.md#moderation-queue): a held bike once as
     * "held-listing" (whatever held it), a reported one not held as "reported-listing".
     */
    async waiting(cap: number): Promise<QueueEntry[]> {
      const [held, reported] = await Promise.all([
        bikes.listHeld(cap),
        bikes.listPage({ kind: 'reported' }, { sort: 'newest', limit: cap, withContact: false }),
      ]);
      const heldIds = new Set(held.map((bike) => bike.id));
      const open = reported.items.filter((bike) => !heldIds.has(bike.id));
      const summaries = await reports.summarise([...held, ...open].map((bike) => bike.id));
      const entry = (kind: QueueEntry['kind'], bike: BikeRecord, since: Date): QueueEntry => ({
        kind,
        id: bike.id,
        title: bike.name,
        reportCount: summaries.get(bike.id)?.count ?? 0,
        waitingSince: since,
        // A first listing is decided on its own page, even if someone reported it meanwhile.
        link:
          kind === 'held-listing' && (!bike.reported || bike.held?.reason === 'first-listing')
            ? `/bikes/${bike.id}`
            : '/dashboard/reported',
      });
      return [
        ...held.map((bike) => entry('held-listing', bike, bike.held?.since ?? bike.createdAt)),
        ...open.map((bike) =>
          entry('reported-listing', bike, summaries.get(bike.id)?.since ?? bike.createdAt),
        ),
      ];
    },

    /**
     * A seller's first listing held for approval becomes public (docs/domain.md#moderation-queue);
     * a hold for reports is decided on Reported Items instead (409 here).
     */
    async approve(admin: Caller, id: string): Promise<ModifyResult> {
      const bike = await heldFirstListing(id);
      const at = clock();
      if (!(await bikes.releaseHold(id, 'first-listing', at))) return lostDecision(id);
      await deps.events.publish('bike.listed', { bikeId: id });
      await audit.record(admin, {
        action: 'bike.approve',
        targetType: 'bike',
        targetId: id,
        details: { name: bike.name, sellerId: bike.sellerId },
      });
      await notifier.publish(bike.sellerId, `listing:${id}:approved`, {
        topic: 'listing',
        event: 'approved',
        bikeId: id,
        bikeName: bike.name,
      });
      return { acknowledged: true, modifiedCount: 1 };
    },

    /** Removed as a reported bike is (soft delete, audit log); the seller reads the reason. */
    async reject(admin: Caller, id: string, body: RejectListingBody): Promise<DeleteResult> {
      const bike = await heldFirstListing(id);
      const at = clock();
      if (!(await bikes.softDeleteHeld(id, 'first-listing', admin._id, at))) {
        return lostDecision(id);
      }
      await reports.markDecided(id, at);
      await audit.record(admin, {
        action: 'bike.reject',
        targetType: 'bike',
        targetId: id,
        details: { name: bike.name, sellerId: bike.sellerId, reason: body.reason },
      });
      await notifier.publish(bike.sellerId, `listing:${id}:rejected`, {
        topic: 'listing',
        event: 'rejected',
        bikeId: id,
        bikeName: bike.name,
        reason: body.reason,
      });
      return { acknowledged: true, deletedCount: 1 };
    },

    async remove(admin: Caller, id: string): Promise<DeleteResult> {
      const bike = await bikes.findLiveById(id);
      if (!bike) throw notFound();
      const at = clock();
      if (!(await bikes.softDelete(id, admin._id, at))) throw notFound();
      await reports.markDecided(id, at);
      const details = { name: bike.name, sellerId: bike.sellerId, reported: bike.reported };
      await audit.record(admin, {
        action: 'bike.delete',
        targetType: 'bike',
        targetId: id,
        details,
      });
      return { acknowledged: true, deletedCount: 1 };
    },
  };
}

export type ReportsService = ReturnType<typeof createReportsService>;
