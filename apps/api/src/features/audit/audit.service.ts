import type { AuditEntry, AuditQuery } from '@reride/shared';
import type { Clock } from '../../core/clock';
import type { Page } from '../../core/keyset-page';
import { mapPage } from '../../core/keyset-page';
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

    /** The audit log page (docs/domain.md#audit-log): newest first, by its filters. */
    async search(query: AuditQuery): Promise<Page<AuditEntry>> {
      const { actor, action, target, limit, cursor } = query;
      const page = await repo.page(
        { actorEmail: actor, action, targetId: target },
        { limit, cursor },
      );
      return mapPage(page, ({ id, at, ...entry }) => ({ ...entry, _id: id, at: at.toISOString() }));
    },
  };
}

export type AuditLog = ReturnType<typeof createAuditLog>;
