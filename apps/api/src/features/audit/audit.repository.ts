import { ObjectId, type Db, type Filter } from 'mongodb';
import { NEWEST_ID, mapPage, type Page, type PageQuery } from '../../core/keyset-page';
import { collection } from '../../db/collections';
import { findPage } from '../../db/keyset-page';
import { auditLog, type AuditLogDoc } from './audit.collections';

export interface AuditEntry {
  /** `<target>.<verb>`, e.g. `seller.verify`, `buyer.remove`, `bike.delete`. */
  action: string;
  /** Null for operator tools (the grant-admin CLI). */
  actorId: string | null;
  actorEmail: string;
  targetType: string;
  targetId: string;
  at: Date;
  details: Record<string, unknown>;
}

/** What the audit log page asks for; every field present must hold. */
export interface AuditFilter {
  actorEmail?: string | undefined;
  /** An exact action, or every action of a target type when it has no dot. */
  action?: string | undefined;
  targetId?: string | undefined;
}

const escapeRegex = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

function filterOf({ actorEmail, action, targetId }: AuditFilter): Filter<AuditLogDoc> {
  const filter: Filter<AuditLogDoc> = {};
  if (actorEmail !== undefined) filter.actorEmail = actorEmail;
  if (action !== undefined) {
    // A prefix regex still reads action_newest as a range.
    filter.action = action.includes('.') ? action : { $regex: `^${escapeRegex(action)}\\.` };
  }
  if (targetId !== undefined) filter.targetId = targetId;
  return filter;
}

export function createAuditRepository(db: Db) {
  const col = collection(db, auditLog);
  return {
    async insert(entry: AuditEntry): Promise<void> {
      await col.insertOne({
        ...entry,
        _id: new ObjectId(),
        actorId: entry.actorId === null ? null : new ObjectId(entry.actorId),
      });
    },

    /** A page of entries, newest first. */
    async page(filter: AuditFilter, query: PageQuery): Promise<Page<AuditEntry & { id: string }>> {
      const page = await findPage(col, filterOf(filter), NEWEST_ID, query);
      return mapPage(page, ({ _id, actorId, ...entry }) => ({
        ...entry,
        id: _id.toHexString(),
        actorId: actorId?.toHexString() ?? null,
      }));
    },
  };
}

export type AuditRepository = ReturnType<typeof createAuditRepository>;
