import type { ObjectId } from 'mongodb';
import type {
  BikeStatus,
  CONDITIONS,
  EditableBikeField,
  FrameMaterial,
  FrameSize,
  HoldReason,
  SerialCheck,
  WheelSize,
} from '@reride/shared';
import { defineCollection } from '../../core/collection-spec';

export interface BikeDoc {
  _id: ObjectId;
  name: string;
  img: string;
  imageId: ObjectId;
  category: string;
  categoryId: ObjectId;
  condition: (typeof CONDITIONS)[number];
  resalePrice: number;
  originalPrice: number;
  purchaseYear: number;
  location: string;
  /** The gazetteer place the seller named within `location` (docs/domain.md#places). */
  placeId?: string;
  /**
   * Internal, never answered: the listing's place's coordinates and geohash cells, set on adding
   * and editing (bike-geo.ts), back-filled by the migration `bikes-geo-v1`.
   */
  geo?: { lat: number; lon: number; cells: string[] };
  mobile: string;
  description: string;
  postedOn: string;
  /** Every photo, the cover (`img`) first; back-filled as `[img]` on older documents. */
  images: string[];
  brand?: string;
  frameSize?: FrameSize;
  wheelSize?: WheelSize;
  frameMaterial?: FrameMaterial;
  /** Internal, never answered: see packages/shared/src/search-tokens.ts. */
  searchTokens: string[];
  seller: string;
  sellerEmail: string;
  sellerId: ObjectId;
  /** Denormalised from the seller's removal so that public lists filter without a join. */
  sellerRemoved: boolean;
  status: BikeStatus;
  /**
   * When the listing expires unless renewed (docs/domain.md#listing-lifecycle); set on adding and
   * renewing, back-filled by the migration `bikes-expiry-v1`.
   */
  expiresAt?: Date;
  /** The expiry reminder of the current `expiresAt` was claimed (reset by a renewal). */
  expiryReminded?: boolean;
  /** The booking that bought the bike (set with status 'Sold' by the payments flow). */
  soldBookingId?: ObjectId;
  advertised: boolean;
  reported: boolean;
  reportCount: number;
  /**
   * Out of every public list until an administrator decides (docs/domain.md#moderation-queue);
   * absent or null on a bike that is not held, so the public filter `held: null` matches both.
   */
  held?: { reason: HoldReason; since: Date } | null;
  /**
   * The frame serial as the seller typed it, its normalised key, and the keys a one-character
   * slip meets it on (docs/domain.md#frame-serials). Absent on a bike listed without one.
   */
  serial?: string;
  serialKey?: string;
  serialNearKeys?: string[];
  /** The latest stolen-bike check of the serial; `not-checked` until a registry answered. */
  serialCheck?: SerialCheck;
  serialCheckedAt?: Date;
  createdAt: Date;
  updatedAt: Date;
  deletedAt: Date | null;
  deletedBy: ObjectId | null;
}

/** Every list filters on live, unremoved, unsold bikes and walks createdAt desc, _id desc. */
export const bikes = defineCollection<BikeDoc>('bikes', [
  {
    key: { categoryId: 1, status: 1, deletedAt: 1, sellerRemoved: 1, createdAt: -1, _id: -1 },
    name: 'category_public_newest',
  },
  {
    key: { advertised: 1, status: 1, deletedAt: 1, sellerRemoved: 1, createdAt: -1, _id: -1 },
    name: 'advertised_public_newest',
  },
  { key: { sellerId: 1, deletedAt: 1, createdAt: -1, _id: -1 }, name: 'seller_live_newest' },
  { key: { reported: 1, deletedAt: 1, createdAt: -1, _id: -1 }, name: 'reported_live_newest' },
  // The held listings of the moderation queue, oldest hold first: a range on `held.since` skips
  // the unheld keys. The public lists' `held: null` is tested after their own index.
  { key: { 'held.since': 1, _id: 1 }, name: 'held_oldest' },
  // Search (GET /bikes/search): the listed filter in each sort (category_public_newest serves a
  // category sorted newest), words, a price range.
  {
    key: { status: 1, deletedAt: 1, sellerRemoved: 1, createdAt: -1, _id: -1 },
    name: 'listed_newest',
  },
  {
    key: { status: 1, deletedAt: 1, sellerRemoved: 1, resalePrice: 1, _id: 1 },
    name: 'listed_price',
  },
  {
    key: { categoryId: 1, status: 1, deletedAt: 1, sellerRemoved: 1, resalePrice: 1, _id: 1 },
    name: 'category_listed_price',
  },
  // The sitemap's files (GET /sitemap/bikes/:file): the listed filter in _id order, so skipping
  // to a file walks index keys and never fetches sold or deleted bikes.
  { key: { status: 1, deletedAt: 1, sellerRemoved: 1, _id: 1 }, name: 'listed_id' },
  { key: { searchTokens: 1, createdAt: -1 }, name: 'searchTokens_newest' },
  // Distance search (docs/decisions/014-places-and-distance.md): the covering cells of a radius.
  { key: { 'geo.cells': 1 }, name: 'geo_cells' },
  // The dashboard's daily rollups (bike-metrics.repository.ts).
  { key: { createdAt: 1 }, name: 'createdAt' },
  // The expiry job (bike-lifecycle.service.ts): listings that still age, by expiry.
  { key: { status: 1, expiresAt: 1 }, name: 'status_expires' },
  // The instant quote (GET /quotes): one category and condition over a span of purchase years.
  {
    key: { categoryId: 1, condition: 1, purchaseYear: 1, deletedAt: 1, sellerRemoved: 1 },
    name: 'quote_comparables',
  },
  { key: { resalePrice: 1, _id: 1 }, name: 'price_id' },
  // The stolen-bike check (features/theft): listings by serial key, exact or one slip apart, and
  // the listings a registry could not answer for, oldest first, for the `theft.recheck` job.
  { key: { serialNearKeys: 1 }, name: 'serial_near' },
  { key: { serialKey: 1 }, name: 'serial_key' },
  { key: { serialCheck: 1, serialCheckedAt: 1 }, name: 'serial_check_oldest' },
]);

/**
 * The typo dictionary of search (docs/decisions/012-search-that-understands-shoppers.md): the
 * name and brand words of the bikes ever listed, each under its own key and its one-letter
 * deletions (`dictionaryEntries` in packages/shared/src/search-tokens.ts). Read by `_id` only.
 */
export interface SearchWordDoc {
  _id: string;
  words: string[];
}
export const searchWords = defineCollection<SearchWordDoc>('search_words', []);

/** One field of an edit: its stored value before and after (null: an attribute absent). */
export interface BikeFieldChange {
  field: EditableBikeField;
  from: string | number | null;
  to: string | number | null;
}

/**
 * A listing's history (docs/domain.md#editing): one document per stored edit, who made it, when,
 * and each field from what to what. Its `resalePrice` changes are the price history the bike page
 * and the price-drop alert read, newest first through `bike_newest`.
 */
export interface BikeEditDoc {
  _id: ObjectId;
  bikeId: ObjectId;
  by: ObjectId;
  at: Date;
  changes: BikeFieldChange[];
}
export const bikeEdits = defineCollection<BikeEditDoc>('bike_edits', [
  { key: { bikeId: 1, at: -1, _id: -1 }, name: 'bike_newest' },
]);
