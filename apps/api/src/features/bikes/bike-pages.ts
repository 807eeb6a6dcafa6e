import { DEFAULT_PAGE_SIZE, type Bike, type ListQuery } from '@reride/shared';
import { decodeCursor, encodeCursor } from './bike-cursor';
import type { BikeList, BikeRecord, BikesRepository } from './bikes.repository';

export interface BikePage<T = Bike> {
  items: T[];
  /** Sent in `X-Next-Cursor`; null on the last page. */
  nextCursor: string | null;
}

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

interface PageOptions<T> {
  withContact: boolean;
  toItem: (record: BikeRecord, sellerVerified: boolean) => T;
}

/**
 * One page of a list plus each seller's verified flag, in two queries whatever the page size.
 * Contact details are left out by the database projection, not deleted afterwards.
 */
export async function readBikePage<T>(
  repo: BikesRepository,
  list: BikeList,
  query: ListQuery,
  options: PageOptions<T>,
): Promise<BikePage<T>> {
  const limit = query.limit ?? DEFAULT_PAGE_SIZE;
  const after = query.cursor === undefined ? undefined : decodeCursor(query.cursor);
  const rows = await repo.listPage(list, { limit, after, withContact: options.withContact });
  const records = rows.slice(0, limit);
  const verified = await repo.findSellerVerification(records.map((r) => r.sellerId));
  const items = records.map((r) => options.toItem(r, verified.get(r.sellerId) ?? false));
  const last = records.at(-1);
  if (rows.length <= limit || last === undefined) return { items, nextCursor: null };
  return { items, nextCursor: encodeCursor({ createdAt: last.createdAt, id: last.id }) };
}
