import { ObjectId, type Db } from 'mongodb';
import { CATEGORIES, type Category } from '@reride/shared';
import { collection } from '../../db/collections';
import { categories, type CategoryDoc } from './categories.collections';

const toCategory = (doc: CategoryDoc): Category => ({ ...doc, _id: doc._id.toHexString() });

export function createCategoriesRepository(db: Db) {
  const col = collection(db, categories);
  return {
    async list(): Promise<Category[]> {
      return (await col.find().sort({ _id: 1 }).toArray()).map(toCategory);
    },

    async findById(id: string): Promise<Category | null> {
      const doc = await col.findOne({ _id: new ObjectId(id) });
      return doc && toCategory(doc);
    },
  };
}

export type CategoriesRepository = ReturnType<typeof createCategoriesRepository>;

/** The three fixed categories (docs/domain.md#screens), upserted at start-up so their ids never change. */
export async function seedCategories(db: Db): Promise<void> {
  const col = collection(db, categories);
  for (const { _id, ...fields } of CATEGORIES) {
    await col.updateOne({ _id: new ObjectId(_id) }, { $set: fields }, { upsert: true });
  }
}
