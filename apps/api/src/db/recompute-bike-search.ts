import { ObjectId, type AnyBulkWriteOperation, type Db } from 'mongodb';
import {
  bikeSearchTokens,
  canonicalCategoryId,
  canonicalLocation,
  dictionaryEntries,
  findCategory,
  type SearchableBike,
} from '@reride/shared';
import { bikes, collection, searchWords, type BikeDoc } from './collections';

/**
 * The search migration (docs/decisions/012-search-that-understands-shoppers.md), self-contained
 * so that it moves as it is into a migrations runner: every stored bike gets the tokens of the
 * current scheme, the typo dictionary its name and brand words, and a bike stored with an old
 * category id or location spelling our canonical one (docs/domain.md#aliases). Idempotent;
 * start-up runs it once per database (`runOnce` in collections.ts).
 */
const BATCH = 500;

/** Adds bikes' name and brand words to the typo dictionary: one upsert per key. */
export async function recordSearchWords(db: Db, list: readonly SearchableBike[]): Promise<void> {
  const entries = new Map<string, Set<string>>();
  for (const bike of list) {
    for (const [key, words] of dictionaryEntries(bike)) {
      const set = entries.get(key) ?? new Set<string>();
      for (const w of words) set.add(w);
      entries.set(key, set);
    }
  }
  if (entries.size === 0) return;
  await collection(db, searchWords).bulkWrite(
    [...entries].map(([key, words]) => ({
      updateOne: {
        filter: { _id: key },
        update: { $addToSet: { words: { $each: [...words] } } },
        upsert: true,
      },
    })),
    { ordered: false },
  );
}

type StoredBike = Pick<
  BikeDoc,
  '_id' | 'name' | 'brand' | 'description' | 'category' | 'categoryId' | 'location'
>;

/** The bike's fields in our canonical form: only those that differ from what is stored. */
export function canonicalFields(doc: StoredBike): Partial<BikeDoc> {
  const out: Partial<BikeDoc> = {};
  const stored = doc.categoryId.toHexString();
  const id = canonicalCategoryId(stored);
  if (id !== stored) out.categoryId = new ObjectId(id);
  const title = findCategory(id)?.title;
  if (title && title !== doc.category) out.category = title;
  const location = canonicalLocation(doc.location);
  if (location && location !== doc.location) out.location = location;
  return out;
}

export async function recomputeBikeSearch(db: Db): Promise<number> {
  const col = collection(db, bikes);
  const cursor = col.find(
    {},
    {
      sort: { _id: 1 },
      batchSize: BATCH,
      projection: { name: 1, brand: 1, description: 1, category: 1, categoryId: 1, location: 1 },
    },
  );
  let ops: AnyBulkWriteOperation<BikeDoc>[] = [];
  let seen: SearchableBike[] = [];
  let count = 0;
  const flush = async () => {
    if (ops.length > 0) await col.bulkWrite(ops, { ordered: false });
    await recordSearchWords(db, seen);
    count += ops.length;
    ops = [];
    seen = [];
  };
  for await (const doc of cursor) {
    const fields = canonicalFields(doc);
    const bike = { ...doc, ...fields };
    seen.push(bike);
    ops.push({
      updateOne: {
        filter: { _id: doc._id },
        update: { $set: { ...fields, searchTokens: bikeSearchTokens(bike) } },
      },
    });
    if (ops.length >= BATCH) await flush();
  }
  await flush();
  return count;
}
