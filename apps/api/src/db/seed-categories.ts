import { ObjectId, type Db } from 'mongodb';
import { CATEGORIES } from '@reride/shared';
import { categories, collection } from './collections';

/** The three fixed categories (docs/domain.md#screens), upserted at start-up so their ids never change. */
export async function seedCategories(db: Db): Promise<void> {
  const col = collection(db, categories);
  for (const { _id, ...fields } of CATEGORIES) {
    await col.updateOne({ _id: new ObjectId(_id) }, { $set: fields }, { upsert: true });
  }
}
