import type { Condition } from '@reride/shared';
import { ObjectId, type Db } from 'mongodb';
import { QUOTE_MAX_CANDIDATES } from '@reride/shared';
import { collection } from '../../db/collections';
import { bikes } from './bikes.collections';
import type { Comparable } from './bike-quote';

/**
 * The quote's one read: bikes of a category and condition bought within a span of years, listed
 * or sold (never deleted or of a removed seller), through the `quote_comparables` index.
 */
export function createBikeQuoteRepository(db: Db) {
  const col = collection(db, bikes);

  return {
    async comparables(
      categoryId: string,
      condition: Condition,
      years: { yearFrom: number; yearTo: number },
    ): Promise<Comparable[]> {
      const docs = await col
        .find(
          {
            categoryId: new ObjectId(categoryId),
            condition,
            purchaseYear: { $gte: years.yearFrom, $lte: years.yearTo },
            deletedAt: null,
            sellerRemoved: false,
          },
          { projection: { _id: 0, resalePrice: 1, brand: 1 } },
        )
        .limit(QUOTE_MAX_CANDIDATES)
        .toArray();
      return docs.map((doc) => ({ price: doc.resalePrice, brand: doc.brand }));
    },
  };
}

export type BikeQuoteRepository = ReturnType<typeof createBikeQuoteRepository>;
