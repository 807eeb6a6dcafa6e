import type { Clock } from '../../core/clock';
import type { AuditRepository } from './audit.repository';

export interface AuditActor {
  _id: string | null;
  email: string;
}

export interface AdminAction {
  action: string;
  targetType: string;
  targetId: string;
  details?: Record<string, unknown>;
}

/** Every admin action leaves a row in `audit_log`: who did what to which record, and when. */
export function createAuditLog(repo: AuditRepository, clock: Clock) {
  return {
    async record(actor: AuditActor, action: AdminAction): Promise<void> {
      await repo.insert({
        ...action,
        actorId: actor._id,
        actorEmail: actor.email,
        at: clock(),
        details: action.details ?? {},
      });
    },
  };
}

export type AuditLog = ReturnType<typeof createAuditLog>;
