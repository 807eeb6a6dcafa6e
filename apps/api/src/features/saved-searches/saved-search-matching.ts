import {
  boundingBox,
  cellsCoveringBox,
  distanceKm,
  findPlace,
  geohashCells,
  placeOfListing,
  planWord,
  queryTokens,
  scoreBike,
  type Coordinates,
  type SavedSearchFilters,
} from '@reride/shared';
import type { AlertBike } from '../bikes/bike-alerts.repository';
import { ANY } from './saved-searches.collections';

/** The radius of a search with a centre and no radius (the search's own default). */
export const DEFAULT_RADIUS_KM = 10;
/** The open end of a price range in the indexed keys. */
export const NO_MAX_PRICE = Number.MAX_SAFE_INTEGER;

/**
 * The distance filter's fields, read defensively: the search query gains them with the places
 * work (docs/decisions/014-places-and-distance.md); a saved filter without them has no centre.
 */
interface DistanceFields {
  near?: unknown;
  lat?: unknown;
  lon?: unknown;
  radiusKm?: unknown;
}

/** The circle a saved search looks in: a place's or the browser's position, or none. */
export function circleOf(filters: SavedSearchFilters): { centre: Coordinates; km: number } | null {
  const f = filters as SavedSearchFilters & DistanceFields;
  const km = typeof f.radiusKm === 'number' ? f.radiusKm : DEFAULT_RADIUS_KM;
  const place = typeof f.near === 'string' ? findPlace(f.near) : undefined;
  if (place) return { centre: { lat: place.lat, lon: place.lon }, km };
  if (typeof f.lat === 'number' && typeof f.lon === 'number') {
    return { centre: { lat: f.lat, lon: f.lon }, km };
  }
  return null;
}

/** The indexed keys of a saved search (saved-searches.collections.ts). */
export function matchKeys(filters: SavedSearchFilters) {
  const circle = circleOf(filters);
  return {
    categoryKey: filters.categoryId ?? ANY,
    priceMin: filters.minPrice ?? 0,
    priceMax: filters.maxPrice ?? NO_MAX_PRICE,
    cells: circle ? cellsCoveringBox(boundingBox(circle.centre, circle.km)) : [ANY],
  };
}

/** Where a listing is: its place, else its city's centre. */
const placeOf = (bike: AlertBike) =>
  placeOfListing({ ...(bike.placeId ? { placeId: bike.placeId } : {}), location: bike.location });

/** The cells a listing is found in: its stored ones, or those of its place. */
export function cellsOfBike(bike: AlertBike): string[] {
  if (bike.geohashCells && bike.geohashCells.length > 0) return bike.geohashCells;
  const place = placeOf(bike);
  return geohashCells({ lat: place.lat, lon: place.lon });
}

const inRange = (value: number, min: number | undefined, max: number | undefined) =>
  (min === undefined || value >= min) && (max === undefined || value <= max);

/**
 * Whether a public listing matches every filter of a saved search, as the search would have
 * found it: the same fields, the distance from the circle's centre, and every word of `q` (each
 * must match a word of the bike, exactly or by form, variant, prefix or a category or place
 * word's typo: packages/shared/src/search-tokens.ts; typos of name words need the search's
 * dictionary and are not counted here).
 */
export function matchesFilters(filters: SavedSearchFilters, bike: AlertBike): boolean {
  const f = filters;
  if (f.categoryId && f.categoryId !== bike.categoryId) return false;
  if (!inRange(bike.resalePrice, f.minPrice, f.maxPrice)) return false;
  if (!inRange(bike.purchaseYear, f.yearFrom, f.yearTo)) return false;
  if (f.condition && f.condition !== bike.condition) return false;
  if (f.location && f.location !== bike.location) return false;
  if (f.frameSize && f.frameSize !== bike.frameSize) return false;
  if (f.wheelSize && f.wheelSize !== bike.wheelSize) return false;
  if (f.frameMaterial && f.frameMaterial !== bike.frameMaterial) return false;
  const circle = circleOf(f);
  if (circle) {
    const place = placeOf(bike);
    if (distanceKm(circle.centre, { lat: place.lat, lon: place.lon }) > circle.km) return false;
  }
  const words = queryTokens(f.q);
  if (words.length > 0) {
    const plan = words.map((word) => planWord(word));
    if (scoreBike(plan, bike, new Set(bike.searchTokens)) === 0) return false;
  }
  return true;
}
