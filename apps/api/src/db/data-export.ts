import { ObjectId, type Db, type Document, type Filter } from 'mongodb';
import type { CollectionSpec } from '../core/collection-spec';
import { collection } from './collections';

/** The most records of one kind a person's data download holds (docs/domain.md#leaving). */
export const EXPORT_LIMIT = 1000;

/** Plain JSON data: ids as hex strings, dates as ISO text, at any depth. */
function plain(value: unknown): unknown {
  if (value instanceof ObjectId) return value.toHexString();
  if (value instanceof Date) return value.toISOString();
  if (Array.isArray(value)) return value.map(plain);
  if (value && typeof value === 'object') {
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, plain(v)]));
  }
  return value;
}

/**
 * A stored document as a person's data download shows it: everything but the fields named in
 * `internal` (search tokens, claims, provider ids: bookkeeping, not facts about the person).
 */
export function exportRecord(
  doc: object,
  internal: readonly string[] = [],
): Record<string, unknown> {
  const kept = Object.entries(doc).filter(([key]) => !internal.includes(key));
  return plain(Object.fromEntries(kept)) as Record<string, unknown>;
}

/**
 * The records of `spec` that belong to one person (`owner` holds their id), newest first: what a
 * feature whose records are simply its owner's hands to the data download.
 */
export async function exportOwned<T extends Document>(
  db: Db,
  spec: CollectionSpec<T>,
  owner: keyof T & string,
  userId: string,
  internal: readonly string[] = [],
): Promise<Record<string, unknown>[]> {
  const filter = { [owner]: new ObjectId(userId) } as Filter<T>;
  const docs = await collection(db, spec)
    .find(filter)
    .sort({ _id: -1 })
    .limit(EXPORT_LIMIT)
    .toArray();
  return docs.map((d) => exportRecord(d, internal));
}
