import type { Clock } from '../../core/clock';
import {
  messages,
  type Bike,
  type DeleteResult,
  type ListQuery,
  type ModifyResult,
  type ReportBikeBody,
} from '@reride/shared';
import { AppError } from '../../core/app-error';
import type { Caller } from '../../core/caller';
import type { AuditLog } from '../audit/audit.service';
import type { Page } from '../../core/keyset-page';
import { readBikePage, toBike } from '../bikes/bike-pages';
import type { BikeCatalogue } from '../bikes/bikes.repository';
import type { Notifier } from '../notifications/notifier';
import type { ReportsRepository } from './reports.repository';

export interface ReportsServiceDeps {
  bikes: BikeCatalogue;
  reports: ReportsRepository;
  audit: AuditLog;
  clock: Clock;
  /** Administrators hear of each new report. */
  notifier: Pick<Notifier, 'publishToAdmins'>;
}

export type ReportedBike = Bike & { reportCount: number };

const notFound = () => new AppError('NOT_FOUND', messages.errors.bikeNotFound);

export function createReportsService(deps: ReportsServiceDeps) {
  const { bikes, reports, audit, clock, notifier } = deps;

  return {
    /**
     * One report per user per bike. modifiedCount is 1 only when this report flagged the bike,
     * so the web says 'Item is already reported!' otherwise. Without transactions, the report
     * is recorded first and marked applied last: a retry after a crash finishes the flagging.
     */
    async report(caller: Caller, bikeId: string, body: ReportBikeBody): Promise<ModifyResult> {
      const bike = await bikes.findLiveById(bikeId);
      if (!bike) throw notFound();
      if (bike.sellerId === caller._id) {
        throw new AppError('FORBIDDEN', 'You cannot report your own bike');
      }
      const createdAt = clock();
      const reason = body.reason || null;
      const reporter = { bikeId, reporterId: caller._id, reporterEmail: caller.email };
      const outcome = await reports.record({ ...reporter, reason, createdAt });
      if (outcome === 'applied') return { acknowledged: true, modifiedCount: 0 };
      const count = await reports.countForBike(bikeId);
      const wasReported = await bikes.flagReported(bikeId, count, createdAt);
      if (wasReported === null) throw notFound();
      await reports.markApplied(bikeId, caller._id);
      await notifier.publishToAdmins(`moderation:bike:${bikeId}:${caller._id}`, {
        topic: 'moderation',
        event: 'bike_reported',
        bikeId,
        bikeName: bike.name,
      });
      return { acknowledged: true, modifiedCount: wasReported ? 0 : 1 };
    },

    async listReported(admin: Caller, query: ListQuery): Promise<Page<ReportedBike>> {
      return readBikePage(bikes, { kind: 'reported' }, query, {
        reader: admin,
        toItem: (record, verified) => ({
          ...toBike(record, verified),
          reportCount: record.reportCount,
        }),
      });
    },

    async unreport(admin: Caller, id: string): Promise<ModifyResult> {
      if (!(await bikes.findLiveById(id))) throw notFound();
      const at = clock();
      const modified = await bikes.clearReported(id, at);
      if (modified) {
        await reports.markDecided(id, at);
        await audit.record(admin, {
          action: 'bike.unreport',
          targetType: 'bike',
          targetId: id,
        });
      }
      return { acknowledged: true, modifiedCount: modified ? 1 : 0 };
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
