import type { Collection, Db, Document, IndexDescription, ObjectId } from 'mongodb';
import type { Role } from '@reride/shared';

/**
 * Every collection with its document type and its indexes, declared together. Indexes stay
 * within what FerretDB v1 supports (plain and unique; no TTL, partial, text or collation).
 */
interface CollectionSpec<TDoc extends Document> {
  name: string;
  indexes: IndexDescription[];
  /** Phantom field carrying the document type. */
  readonly doc?: TDoc;
}

function defineCollection<TDoc extends Document>(
  name: string,
  indexes: IndexDescription[],
): CollectionSpec<TDoc> {
  return { name, indexes };
}

export function collection<TDoc extends Document>(
  db: Db,
  spec: CollectionSpec<TDoc>,
): Collection<TDoc> {
  return db.collection<TDoc>(spec.name);
}

export interface CategoryDoc {
  _id: ObjectId;
  title: string;
  text: string;
  img: string;
  isNew: boolean;
}

export interface UserDoc {
  _id: ObjectId;
  firebaseUid: string;
  name: string;
  email: string;
  userType: Role;
  verified: boolean;
  createdAt: Date;
  updatedAt: Date;
  /** Always present (null while live): FerretDB's `{ field: null }` is only safe on stored nulls. */
  deletedAt: Date | null;
  deletedBy: ObjectId | null;
}

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

export const categories = defineCollection<CategoryDoc>('categories', []);

export const users = defineCollection<UserDoc>('users', [
  { key: { email: 1 }, name: 'email_unique', unique: true },
  { key: { firebaseUid: 1 }, name: 'firebaseUid' },
  { key: { userType: 1, deletedAt: 1, _id: -1 }, name: 'userType_live_newest' },
]);

export const auditLog = defineCollection<AuditLogDoc>('audit_log', [
  { key: { targetType: 1, targetId: 1, at: -1 }, name: 'target_at' },
  { key: { at: -1 }, name: 'at' },
]);

/** Add a feature's collection here so that start-up and the tests create its indexes. */
const ALL_COLLECTIONS: CollectionSpec<Document>[] = [categories, users, auditLog];

export async function ensureIndexes(db: Db): Promise<void> {
  for (const spec of ALL_COLLECTIONS) {
    if (spec.indexes.length > 0) await db.collection(spec.name).createIndexes(spec.indexes);
  }
}
