import {
  SUSPENSION_MAX_DAYS,
  type ManagedUser,
  type Sanction,
  type SuspendUserBody,
  sanctionMessages,
  errorMessages,
} from '@reride/shared';
import { AppError } from '../../core/app-error';
import { suspendedUntil, type Caller } from '../../core/caller';
import type { Clock } from '../../core/clock';
import type { EventBus } from '../../core/events';
import type { AuditLog } from '../audit/audit.service';
import type { UserSanctionsRepository } from './user-sanctions.repository';
import type { UserRecord, UsersRepository } from './users.repository';
import { toUserDto } from './users.service';
import { toVerification } from './seller-verification.service';

const DAY_MS = 24 * 60 * 60 * 1000;

type Verb = 'warn' | 'suspend' | 'lift';
const TOLD = { warn: 'warned', suspend: 'suspended', lift: 'lifted' } as const;
const m = sanctionMessages.sanctions;

/** The sanction now: a suspension only while in force; the warning for the administrators. */
export function toSanction(user: UserRecord, now: Date): Sanction {
  const { suspension, warning } = user;
  return {
    suspension:
      suspension && suspendedUntil(user, now)
        ? {
            reason: suspension.reason,
            at: suspension.at.toISOString(),
            until: suspension.until.toISOString(),
          }
        : null,
    warning: warning ? { reason: warning.reason, at: warning.at.toISOString() } : null,
  };
}

/** The person's own view: a warning they dismissed is no longer shown to them. */
const ownSanction = (user: UserRecord, now: Date): Sanction => {
  const sanction = toSanction(user, now);
  return user.warning?.acknowledgedAt ? { ...sanction, warning: null } : sanction;
};

export const toManagedUser = (user: UserRecord, now: Date): ManagedUser => ({
  ...toUserDto(user),
  sanction: toSanction(user, now),
  verification: toVerification(user),
});

/** The end a suspension asks for, refused with 400 when past or over a year ahead. */
function suspensionEnd(body: SuspendUserBody, now: Date): Date {
  if ('days' in body) return new Date(now.getTime() + body.days * DAY_MS);
  const until = new Date(body.until);
  const issue = (message: string) =>
    new AppError('VALIDATION_FAILED', message, [{ path: 'until', message }]);
  if (until <= now) throw issue(m.untilInPast);
  if (until.getTime() - now.getTime() > SUSPENSION_MAX_DAYS * DAY_MS) throw issue(m.untilTooFar);
  return until;
}

/**
 * Warnings, suspensions and their lifts (docs/domain.md#sanctions). The target is a live buyer
 * or seller (never an administrator or the caller); a removed one answers 409, as does a
 * suspension while one runs or a lift without one. Every decision is audited with its reason.
 */
export function createUserSanctionsService(deps: {
  repo: UsersRepository;
  sanctions: UserSanctionsRepository;
  audit: AuditLog;
  clock: Clock;
  events: Pick<EventBus, 'publish'>;
}) {
  const { repo, sanctions, audit, clock, events } = deps;

  async function getTarget(admin: Caller, id: string): Promise<UserRecord> {
    const target = await repo.findById(id);
    // A person who deleted their own account is gone; an administrator's removal is a state.
    if (!target || (target.deletedAt && target.deletedBy === target._id)) {
      throw new AppError('NOT_FOUND', errorMessages.errors.userNotFound);
    }
    if (target.roles.includes('Admin') || target._id === admin._id) {
      throw new AppError('FORBIDDEN', errorMessages.errors.forbidden);
    }
    if (target.deletedAt) throw new AppError('CONFLICT', m.removed);
    return target;
  }

  /**
   * Stores one decision at `now`, or answers 409 with why the target's state refused it; then
   * audits it and tells it (`user.sanctioned`: the person's notification and email).
   */
  async function decide(
    admin: Caller,
    id: string,
    verb: Verb,
    store: () => Promise<UserRecord | null>,
    details: { reason: string; until?: Date },
    now: Date,
  ): Promise<UserRecord> {
    const target = await getTarget(admin, id);
    const changed = await store();
    if (!changed) {
      const again = await repo.findById(id);
      if (again?.deletedAt) throw new AppError('CONFLICT', m.removed);
      throw new AppError('CONFLICT', verb === 'lift' ? m.notSuspended : m.alreadySuspended);
    }
    const targetType = target.roles.includes('Seller') ? 'seller' : 'buyer';
    await audit.record(admin, {
      action: `${targetType}.${verb}`,
      targetType,
      targetId: id,
      details: {
        email: target.email,
        reason: details.reason,
        ...(details.until && { until: details.until.toISOString() }),
      },
    });
    await events.publish('user.sanctioned', { userId: id, event: TOLD[verb], at: now, ...details });
    return changed;
  }

  return {
    async warn(admin: Caller, id: string, reason: string): Promise<Sanction> {
      const now = clock();
      const store = () => sanctions.warn(id, reason, now);
      const user = await decide(admin, id, 'warn', store, { reason }, now);
      return toSanction(user, now);
    },

    async suspend(admin: Caller, id: string, body: SuspendUserBody): Promise<Sanction> {
      const now = clock();
      const until = suspensionEnd(body, now);
      const { reason } = body;
      const store = () => sanctions.suspend(id, reason, until, now);
      const user = await decide(admin, id, 'suspend', store, { reason, until }, now);
      return toSanction(user, now);
    },

    async lift(admin: Caller, id: string, reason: string): Promise<Sanction> {
      const now = clock();
      const user = await decide(admin, id, 'lift', () => sanctions.lift(id, now), { reason }, now);
      return toSanction(user, now);
    },

    /** The caller's own sanction: the dashboard's banner and warning. */
    async mine(caller: Caller): Promise<Sanction> {
      const user = await repo.findById(caller._id);
      if (!user) throw new AppError('NOT_FOUND', errorMessages.errors.userNotFound);
      return ownSanction(user, clock());
    },

    /** Dismisses the caller's warning; a repeat changes nothing and answers the same. */
    async acknowledgeWarning(caller: Caller): Promise<Sanction> {
      const now = clock();
      const user =
        (await sanctions.acknowledgeWarning(caller._id, now)) ?? (await repo.findById(caller._id));
      if (!user) throw new AppError('NOT_FOUND', errorMessages.errors.userNotFound);
      return ownSanction(user, now);
    },
  };
}

export type UserSanctionsService = ReturnType<typeof createUserSanctionsService>;
