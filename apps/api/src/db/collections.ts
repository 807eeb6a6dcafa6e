import type { Collection, Db, Document, IndexDescription, ObjectId } from 'mongodb';
import type { BikeStatus, CONDITIONS, Role } from '@reride/shared';

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

export interface BikeDoc {
  _id: ObjectId;
  name: string;
  img: string;
  imageId: ObjectId;
  category: string;
  categoryId: ObjectId;
  condition: (typeof CONDITIONS)[number];
  resalePrice: number;
  originalPrice: number;
  purchaseYear: number;
  location: string;
  mobile: string;
  description: string;
  postedOn: string;
  seller: string;
  sellerEmail: string;
  sellerId: ObjectId;
  /** Denormalised from the seller's removal so that public lists filter without a join. */
  sellerRemoved: boolean;
  status: BikeStatus;
  advertised: boolean;
  reported: boolean;
  reportCount: number;
  createdAt: Date;
  updatedAt: Date;
  deletedAt: Date | null;
  deletedBy: ObjectId | null;
}

export interface ReportDoc {
  _id: ObjectId;
  bikeId: ObjectId;
  reporterId: ObjectId;
  reporterEmail: string;
  reason: string | null;
  createdAt: Date;
  /** False until the bike's flag is set: a retry of an interrupted report finishes it. */
  applied: boolean;
}

/** Every list filters on live, unremoved, unsold bikes and walks createdAt desc, _id desc. */
export const bikes = defineCollection<BikeDoc>('bikes', [
  {
    key: { categoryId: 1, status: 1, deletedAt: 1, sellerRemoved: 1, createdAt: -1, _id: -1 },
    name: 'category_public_newest',
  },
  {
    key: { advertised: 1, status: 1, deletedAt: 1, sellerRemoved: 1, createdAt: -1, _id: -1 },
    name: 'advertised_public_newest',
  },
  { key: { sellerId: 1, deletedAt: 1, createdAt: -1, _id: -1 }, name: 'seller_live_newest' },
  { key: { reported: 1, deletedAt: 1, createdAt: -1, _id: -1 }, name: 'reported_live_newest' },
]);

export const reports = defineCollection<ReportDoc>('reports', [
  { key: { bikeId: 1, reporterId: 1 }, name: 'bike_reporter_unique', unique: true },
]);

/**
 * GridFS bucket `images`: the driver's own indexes (created here too, since the tests drop
 * collections under a long-lived bucket), the card found by its parent, ownership (POST /bikes).
 */
export const imageFiles = defineCollection<Document>('images.files', [
  { key: { filename: 1, uploadDate: 1 }, name: 'filename_1_uploadDate_1' },
  { key: { 'metadata.parentId': 1 }, name: 'metadata_parentId' },
  { key: { 'metadata.ownerId': 1, _id: 1 }, name: 'metadata_ownerId__id' },
]);
export const imageChunks = defineCollection<Document>('images.chunks', [
  { key: { files_id: 1, n: 1 }, name: 'files_id_1_n_1', unique: true },
]);

/** Add a feature's collection here so that start-up and the tests create its indexes. */
const ALL_COLLECTIONS: CollectionSpec<Document>[] = [
  categories,
  users,
  auditLog,
  bikes,
  reports,
  imageFiles,
  imageChunks,
];

export async function ensureIndexes(db: Db): Promise<void> {
  for (const spec of ALL_COLLECTIONS) {
    if (spec.indexes.length > 0) await db.collection(spec.name).createIndexes(spec.indexes);
  }
}
