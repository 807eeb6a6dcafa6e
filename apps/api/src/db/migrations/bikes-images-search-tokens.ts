import type { Db, ObjectId } from 'mongodb';
import { bikeSearchTokens } from '@reride/shared';
import type { Migration } from './run-migrations';

/** The fields of a bike this migration reads, as they were stored before it. */
interface StaleBike {
  _id: ObjectId;
  name: string;
  brand?: string;
  description: string;
  img: string;
  images?: string[];
  searchTokens?: string[];
}

/**
 * Bikes stored before photos and search existed get `images` = [img] and their `searchTokens`;
 * idempotent (only documents lacking a field are touched).
 */
export async function backfillBikes(db: Db): Promise<number> {
  const col = db.collection<StaleBike>('bikes');
  const stale = await col
    .find(
      { $or: [{ searchTokens: { $exists: false } }, { images: { $exists: false } }] },
      { projection: { name: 1, brand: 1, description: 1, img: 1, images: 1, searchTokens: 1 } },
    )
    .toArray();
  for (const doc of stale) {
    await col.updateOne(
      { _id: doc._id },
      {
        $set: {
          images: doc.images ?? [doc.img],
          searchTokens: doc.searchTokens ?? bikeSearchTokens(doc),
        },
      },
    );
  }
  return stale.length;
}

export const bikesImagesSearchTokens: Migration = {
  id: 'bikes-images-searchTokens-v1',
  migrate: backfillBikes,
};
