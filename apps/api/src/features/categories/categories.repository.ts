import { ObjectId, type Db } from 'mongodb';
import type { Category } from '@reride/shared';
import { categories, collection, type CategoryDoc } from '../../db/collections';

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
