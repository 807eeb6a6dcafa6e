import type { ObjectId } from 'mongodb';
import { defineCollection } from '../../core/collection-spec';

export interface AuditLogDoc {
  _id: ObjectId;
  action: string;
  actorId: ObjectId | null;
  actorEmail: string;
  targetType: string;
  targetId: string;
  at: Date;
  details: Record<string, unknown>;
}

export const auditLog = defineCollection<AuditLogDoc>('audit_log', [
  { key: { targetType: 1, targetId: 1, at: -1 }, name: 'target_at' },
  { key: { at: -1 }, name: 'at' },
  // The audit log's pages by each of its filters, newest first (by _id; unfiltered, _id's own).
  { key: { actorEmail: 1, _id: -1 }, name: 'actor_newest' },
  { key: { action: 1, _id: -1 }, name: 'action_newest' },
  { key: { targetId: 1, _id: -1 }, name: 'target_newest' },
]);
