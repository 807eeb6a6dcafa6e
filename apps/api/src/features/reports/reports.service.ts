import type { Clock } from '../../core/clock';
import {
  messages,
  type DeleteResult,
  type ListQuery,
  type ModifyResult,
  type ReportBikeBody,
  type ReportedBike,
} from '@reride/shared';
import { AppError } from '../../core/app-error';
import type { Caller } from '../../core/caller';
import type { AuditLog } from '../audit/audit.service';
import { mapPage, type Page } from '../../core/keyset-page';
import { readBikePage, toBike } from '../bikes/bike-pages';
import type { BikeCatalogue, BikeRecord } from '../bikes/bikes.repository';
import type { QueueEntry } from '../../core/moderation-queue';
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
}

const notFound = () => new AppError('NOT_FOUND', messages.errors.bikeNotFound);

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
        link:
          kind === 'held-listing' && !bike.reported ? `/bikes/${bike.id}` : '/dashboard/reported',
      });
      return [
        ...held.map((bike) => entry('held-listing', bike, bike.held?.since ?? bike.createdAt)),
        ...open.map((bike) =>
          entry('reported-listing', bike, summaries.get(bike.id)?.since ?? bike.createdAt),
        ),
      ];
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
