import {
  normaliseSerial,
  serialNearKeys,
  type InsertResult,
  type ModifyResult,
  type TheftReportBody,
  type TheftReportState,
  type TheftWithdrawalBody,
} from '@reride/shared';
import { AppError } from '../../core/app-error';
import type { Caller } from '../../core/caller';
import type { Clock } from '../../core/clock';
import type { ListQuery } from '@reride/shared';
import { QUEUE_TITLE_MAX, type QueueEntry } from '../../core/moderation-queue';
import type { EventBus } from '../../core/events';
import type { AuditLog } from '../audit/audit.service';
import type { BikeSerials } from '../bikes/bike-serials.repository';
import type { TheftRepository } from './theft.repository';

export interface TheftServiceDeps {
  reports: TheftRepository;
  serials: Pick<BikeSerials, 'releaseHold'>;
  audit: AuditLog;
  clock: Clock;
  /** A released listing is public again: `bike.listed` (saved searches' alerts). */
  events: Pick<EventBus, 'publish'>;
}

const TEXT = {
  notFound: 'Theft report not found',
  decided: 'This theft report was already decided',
  notHeld: 'This listing is not held for its serial',
} as const;

const cut = (text: string) =>
  text.length > QUEUE_TITLE_MAX ? `${text.slice(0, QUEUE_TITLE_MAX - 1)}…` : text;

/** Owners' theft reports and administrators' decisions on them (docs/domain.md#frame-serials). */
export function createTheftService(deps: TheftServiceDeps) {
  const { reports, serials, audit, clock } = deps;

  /** One decision per report: a report in another state answers 409, an unknown one 404. */
  async function decide(
    admin: Caller,
    id: string,
    from: TheftReportState[],
    to: { state: TheftReportState; withdrawReason?: string },
  ): Promise<ModifyResult> {
    const at = clock();
    if (!(await reports.decide(id, from, { ...to, by: admin._id, at }))) {
      if ((await reports.findState(id)) === null) throw new AppError('NOT_FOUND', TEXT.notFound);
      throw new AppError('CONFLICT', TEXT.decided);
    }
    const details = to.withdrawReason ? { reason: to.withdrawReason } : {};
    const action = to.state === 'confirmed' ? 'theft-report.confirm' : 'theft-report.withdraw';
    await audit.record(admin, { action, targetType: 'theft-report', targetId: id, details });
    return { acknowledged: true, modifiedCount: 1 };
  }

  return {
    async report(caller: Caller, body: TheftReportBody): Promise<InsertResult> {
      const serialKey = normaliseSerial(body.serial);
      const insertedId = await reports.insert({
        reporterId: caller._id,
        reporterEmail: caller.email,
        serial: body.serial,
        serialKey,
        serialNearKeys: serialNearKeys(serialKey),
        description: body.description,
        createdAt: clock(),
      });
      return { acknowledged: true, insertedId };
    },

    list: (state: TheftReportState, query: ListQuery) => reports.list(state, query),

    confirm: (admin: Caller, id: string) => decide(admin, id, ['pending'], { state: 'confirmed' }),

    withdraw: (admin: Caller, id: string, body: TheftWithdrawalBody) =>
      decide(admin, id, ['pending', 'confirmed'], {
        state: 'withdrawn',
        withdrawReason: body.reason,
      }),

    /** An administrator found the serial innocent: the listing is public again. */
    async releaseHold(admin: Caller, bikeId: string): Promise<ModifyResult> {
      if (!(await serials.releaseHold(bikeId, clock()))) {
        throw new AppError('CONFLICT', TEXT.notHeld);
      }
      await deps.events.publish('bike.listed', { bikeId });
      await audit.record(admin, {
        action: 'bike.release-serial-hold',
        targetType: 'bike',
        targetId: bikeId,
      });
      return { acknowledged: true, modifiedCount: 1 };
    },

    /** Pending theft reports and shared serials, for the moderation queue. */
    async waiting(cap: number): Promise<QueueEntry[]> {
      const [pending, shared] = await Promise.all([
        reports.pending(cap),
        reports.openDuplicates(cap),
      ]);
      return [
        ...pending.map((r): QueueEntry => ({
          kind: 'theft-report',
          id: r._id.toHexString(),
          title: cut(r.description),
          reportCount: 1,
          waitingSince: r.createdAt,
          link: '/dashboard/admin/theft',
        })),
        ...shared.map((d): QueueEntry => ({
          kind: 'duplicate-serial',
          id: d.bikeIds[0]?.toHexString() ?? d._id.toHexString(),
          title: cut(d.title),
          reportCount: d.bikeIds.length,
          waitingSince: d.since,
          link: `/bikes/${d.bikeIds[0]?.toHexString() ?? ''}`,
        })),
      ];
    },
  };
}

export type TheftService = ReturnType<typeof createTheftService>;
