import {
  normaliseSerial,
  type SerialDuplicateDismissalBody,
  serialNearKeys,
  type InsertResult,
  type ModifyResult,
  type TheftReportBody,
  type TheftReportState,
  type TheftWithdrawalBody,
  theftMessages,
} from '@reride/shared';
import { AppError } from '../../core/app-error';
import type { Caller } from '../../core/caller';
import type { Clock } from '../../core/clock';
import type { ListQuery } from '@reride/shared';
import { QUEUE_TITLE_MAX, type QueueEntry } from '../../core/moderation-queue';
import type { EventBus } from '../../core/events';
import type { AuditLog } from '../audit/audit.service';
import type { BikeSerials } from '../bikes/bike-serials.repository';
import type { Notifier } from '../notifications/notifier';
import type { TheftCheck } from './theft-check.service';
import type { TheftRepository } from './theft.repository';

export interface TheftServiceDeps {
  reports: TheftRepository;
  serials: Pick<BikeSerials, 'releaseHold'>;
  check: Pick<TheftCheck, 'sweep' | 'afterWithdrawal' | 'cleared'>;
  notifier: Pick<Notifier, 'publishToAdmins'>;
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
const shared = theftMessages.shared;

const cut = (text: string) =>
  text.length > QUEUE_TITLE_MAX ? `${text.slice(0, QUEUE_TITLE_MAX - 1)}…` : text;

/** Owners' theft reports and administrators' decisions on them (docs/domain.md#frame-serials). */
export function createTheftService(deps: TheftServiceDeps) {
  const { reports, serials, check, audit, clock } = deps;

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
    // What the decision means for listings follows at once (docs/domain.md#frame-serials).
    const nearKeys = (await reports.nearKeysOf(id)) ?? [];
    if (to.state === 'confirmed') await check.sweep({ id, nearKeys });
    else await check.afterWithdrawal(nearKeys);
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
      await deps.notifier.publishToAdmins(`moderation:theft-report:${insertedId}`, {
        topic: 'moderation',
        event: 'theft_reported',
        bikeName: '',
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

    listDuplicates: (query: ListQuery) => reports.duplicatesPage(query),

    /** A shared serial an administrator looked at: out of the queue, with the reason audited. */
    async dismissDuplicate(
      admin: Caller,
      id: string,
      body: SerialDuplicateDismissalBody,
    ): Promise<ModifyResult> {
      const outcome = await reports.dismissDuplicate(id, admin._id, body.reason, clock());
      if (outcome === 'missing') throw new AppError('NOT_FOUND', shared.notFound);
      if (outcome === 'decided') throw new AppError('CONFLICT', shared.decided);
      await audit.record(admin, {
        action: 'serial-duplicate.dismiss',
        targetType: 'serial-duplicate',
        targetId: id,
        details: { reason: body.reason },
      });
      return { acknowledged: true, modifiedCount: 1 };
    },

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
      await check.cleared(bikeId);
      return { acknowledged: true, modifiedCount: 1 };
    },

    /** Pending theft reports and shared serials, for the moderation queue. */
    async waiting(cap: number): Promise<QueueEntry[]> {
      const [pending, flags] = await Promise.all([
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
        ...flags.map((d): QueueEntry => ({
          kind: 'duplicate-serial',
          id: d._id.toHexString(),
          title: cut(d.title),
          reportCount: d.bikeIds.length,
          waitingSince: d.since,
          link: '/dashboard/admin/theft#shared-serials',
        })),
      ];
    },
  };
}

export type TheftService = ReturnType<typeof createTheftService>;
