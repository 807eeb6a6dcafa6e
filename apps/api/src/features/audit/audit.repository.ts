import { ObjectId, type Db } from 'mongodb';
import { collection } from '../../db/collections';
import { auditLog } from './audit.collections';

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
  };
}

export type AuditRepository = ReturnType<typeof createAuditRepository>;
