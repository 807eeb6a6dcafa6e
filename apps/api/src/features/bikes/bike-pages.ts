import {
  TOTAL_COUNT_CAP,
  findPlace,
  placeLabel,
  type Bike,
  type BikeSort,
  type ListQuery,
  type ListTotal,
} from '@reride/shared';
import type { Caller } from '../../core/caller';
import { mapPage, type Page } from '../../core/keyset-page';
import type { BikeList } from './bike-lists.repository';
import type { BikeCatalogue, BikeRecord } from './bikes.repository';

/** Who reads a bike: a signed-in caller, or null for a visitor. */
export type BikeReader = Pick<Caller, '_id' | 'userType'> | null;

/**
 * A seller's phone and email are theirs and the administrators' to read: anyone else, signed
 * in or not, gets the bike without them (a buyer reads them on their order once it is paid,
 * docs/domain.md#contact-privacy).
 */
export function readsContact(reader: BikeReader, sellerId: string): boolean {
  return reader !== null && (reader.userType === 'Admin' || reader._id === sellerId);
}

/** The record as `reader` may see it: the projection every bike answer goes through. */
export function seenBy(record: BikeRecord, reader: BikeReader): BikeRecord {
  if (readsContact(reader, record.sellerId)) return record;
  const { mobile: _mobile, sellerEmail: _sellerEmail, serial: _serial, ...rest } = record;
  return rest;
}

/** Older documents without `images` answer `[img]`; internal fields never leave. */
export function toBike(record: BikeRecord, sellerVerified: boolean): Bike {
  const {
    id,
    createdAt,
    reportCount: _reportCount,
    deleted: _deleted,
    sellerRemoved: _sellerRemoved,
    images,
    expiresAt,
    held,
    serialCheck,
    ...fields
  } = record;
  const place = findPlace(fields.placeId);
  return {
    ...fields,
    ...(place ? { placeLabel: placeLabel(place) } : {}),
    _id: id,
    createdAt: createdAt.toISOString(),
    ...(expiresAt ? { expiresAt: expiresAt.toISOString() } : {}),
    ...(held ? { held: { reason: held.reason, since: held.since.toISOString() } } : {}),
    sellerVerified,
    serialCheck: serialCheck ?? null,
    images: images && images.length > 0 ? images : [fields.img],
  };
}

export interface BikePageOptions<T> {
  sort?: BikeSort;
  reader: BikeReader;
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
  const { sort = 'newest', reader, toItem } = options;
  // A visitor's page is read without contact; a signed-in reader's is projected per bike.
  const page = await repo.listPage(list, { ...query, sort, withContact: reader !== null });
  const verified = await repo.findSellerVerification(page.items.map((r) => r.sellerId));
  return mapPage(page, (r) => toItem(seenBy(r, reader), verified.get(r.sellerId) ?? false));
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
