import type { Collection, Db, Document } from 'mongodb';
import type { CollectionSpec } from '../core/collection-spec';

/**
 * Each collection is declared by the feature that owns it (`features/<name>/<name>.collections.ts`,
 * with `defineCollection` from core/collection-spec.ts); the composition root gathers every spec
 * (compose.ts) and start-up creates their indexes here.
 */

/** The driver's collection of a declared spec, typed with its document. */
export function collection<TDoc extends Document>(
  db: Db,
  spec: CollectionSpec<TDoc>,
): Collection<TDoc> {
  return db.collection<TDoc>(spec.name);
}

/**
 * One `createIndex` per index: an engine may refuse a single `createIndexes` command that lists
 * indexes which already exist (FerretDB dropped the connection on every restart on saved data,
 * docs/decisions/001-ferretdb-built-from-module-source.md).
 */
export async function ensureIndexes(db: Db, specs: readonly CollectionSpec[]): Promise<void> {
  for (const spec of specs) {
    for (const { key, ...options } of spec.indexes) {
      await db.collection(spec.name).createIndex(key, options);
    }
  }
}
