import {
  TOTAL_COUNT_CAP,
  type Bike,
  type BikeSort,
  type ListQuery,
  type ListTotal,
} from '@reride/shared';
import { mapPage, type Page } from '../../core/keyset-page';
import type { BikeList } from './bike-lists.repository';
import type { BikeCatalogue, BikeRecord } from './bikes.repository';

/** Older documents without `images` answer `[img]`; internal fields never leave. */
export function toBike(record: BikeRecord, sellerVerified: boolean): Bike {
  const {
    id,
    createdAt,
    sellerId: _sellerId,
    reportCount: _reportCount,
    deleted: _deleted,
    sellerRemoved: _sellerRemoved,
    images,
    ...fields
  } = record;
  return {
    ...fields,
    _id: id,
    createdAt: createdAt.toISOString(),
    sellerVerified,
    images: images && images.length > 0 ? images : [fields.img],
  };
}

export interface BikePageOptions<T> {
  sort?: BikeSort;
  withContact: boolean;
  toItem: (record: BikeRecord, sellerVerified: boolean) => T;
}

/**
 * The one pipeline of every bike list (category pages, advertised, My Products, reported,
 * search): a keyset page, then each seller's verified flag in one query whatever the page size.
 */
export async function readBikePage<T>(
  repo: Pick<BikeCatalogue, 'listPage' | 'findSellerVerification'>,
  list: BikeList,
  query: ListQuery,
  options: BikePageOptions<T>,
): Promise<Page<T>> {
  const { sort = 'newest', withContact, toItem } = options;
  const page = await repo.listPage(list, { ...query, sort, withContact });
  const verified = await repo.findSellerVerification(page.items.map((r) => r.sellerId));
  return mapPage(page, (r) => toItem(r, verified.get(r.sellerId) ?? false));
}

/**
 * A page of a public list with, on its first page, how many bikes the list holds and, for a
 * search that found nothing, a suggestion (docs/domain.md#search). The router sends them as
 * headers beside the bare array.
 */
export interface ListPage<T> extends Page<T> {
  total?: ListTotal;
  suggestion?: string;
}

export const totalOf = (count: number): ListTotal => ({
  count: Math.min(count, TOTAL_COUNT_CAP),
  atLeast: count >= TOTAL_COUNT_CAP,
});
