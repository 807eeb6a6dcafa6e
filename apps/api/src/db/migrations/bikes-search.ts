import { ObjectId, type AnyBulkWriteOperation, type Db } from 'mongodb';
import {
  bikeSearchTokens,
  canonicalCategoryId,
  canonicalLocation,
  dictionaryEntriesOf,
  findCategory,
  type SearchableBike,
} from '@reride/shared';
import type { Migration } from './run-migrations';

/** The fields of a bike this migration reads and writes, as they were stored before it. */
interface StoredBike {
  _id: ObjectId;
  name: string;
  brand?: string;
  description: string;
  category: string;
  categoryId: ObjectId;
  location: string;
  searchTokens?: string[];
}

const BATCH = 500;

/** The bike's fields in our canonical form: only those that differ from what is stored. */
export function canonicalFields(doc: StoredBike): Partial<StoredBike> {
  const out: Partial<StoredBike> = {};
  const stored = doc.categoryId.toHexString();
  const id = canonicalCategoryId(stored);
  if (id !== stored) out.categoryId = new ObjectId(id);
  const title = findCategory(id)?.title;
  if (title && title !== doc.category) out.category = title;
  const location = canonicalLocation(doc.location);
  if (location && location !== doc.location) out.location = location;
  return out;
}

/** A batch's name and brand words into the typo dictionary (`search_words`): one upsert per key. */
async function addToDictionary(db: Db, list: readonly SearchableBike[]): Promise<void> {
  const entries = dictionaryEntriesOf(list);
  if (entries.size === 0) return;
  await db.collection<{ _id: string; words: string[] }>('search_words').bulkWrite(
    [...entries].map(([_id, words]) => ({
      updateOne: {
        filter: { _id },
        update: { $addToSet: { words: { $each: words } } },
        upsert: true,
      },
    })),
    { ordered: false },
  );
}

/**
 * The search migration (docs/decisions/012-search-that-understands-shoppers.md): every stored
 * bike gets the tokens of the current scheme, the typo dictionary its name and brand words, and
 * a bike stored with an old category id or location spelling our canonical one
 * (docs/domain.md#aliases). Idempotent; returns how many bikes it rewrote.
 */
export async function recomputeBikeSearch(db: Db): Promise<number> {
  const col = db.collection<StoredBike>('bikes');
  const projection = { name: 1, brand: 1, description: 1, category: 1, categoryId: 1, location: 1 };
  const cursor = col.find({}, { sort: { _id: 1 }, batchSize: BATCH, projection });
  let ops: AnyBulkWriteOperation<StoredBike>[] = [];
  let seen: SearchableBike[] = [];
  let count = 0;
  const flush = async () => {
    if (ops.length > 0) await col.bulkWrite(ops, { ordered: false });
    await addToDictionary(db, seen);
    count += ops.length;
    ops = [];
    seen = [];
  };
  for await (const doc of cursor) {
    const fields = canonicalFields(doc);
    const bike = { ...doc, ...fields };
    seen.push(bike);
    const update = { $set: { ...fields, searchTokens: bikeSearchTokens(bike) } };
    ops.push({ updateOne: { filter: { _id: doc._id }, update } });
    if (ops.length >= BATCH) await flush();
  }
  await flush();
  return count;
}

export const bikesSearch: Migration = { id: 'bikes-search-v2', migrate: recomputeBikeSearch };
