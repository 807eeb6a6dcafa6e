import { LOCATIONS } from '../constants';
import type { BikeLocation } from '../aliases';
import { words } from '../words';
import { GAZETTEER_ROWS } from './gazetteer.data';

/**
 * The places a listing or a person can name, with coordinates (docs/domain.md#places), and the
 * geometry distance search is made of. Plain data and functions, no zod, so the web's place
 * picker and the API read the same list.
 */

export type PlaceKind = 'city' | 'area' | 'town';

export interface Place {
  /** Stable id ("uttara"): what listings, people and searches store. */
  id: string;
  name: string;
  /** One of our 14 cities; a town is given the nearest of them. */
  city: BikeLocation;
  kind: PlaceKind;
  lat: number;
  lon: number;
}

export interface Coordinates {
  lat: number;
  lon: number;
}

export const PLACES: readonly Place[] = GAZETTEER_ROWS.map(([id, name, kind, city, lat, lon]) => ({
  id,
  name,
  kind,
  city: LOCATIONS[city] as BikeLocation,
  lat,
  lon,
}));

const BY_ID: ReadonlyMap<string, Place> = new Map(PLACES.map((p) => [p.id, p]));

export const PLACE_IDS = PLACES.map((p) => p.id) as [string, ...string[]];

export function findPlace(id: string | undefined): Place | undefined {
  return id === undefined ? undefined : BY_ID.get(id);
}

/** The place of one of our 14 cities ("Dhaka, Bangladesh" → Dhaka's centre). */
export function cityPlace(location: BikeLocation): Place {
  const place = BY_ID.get(placeIdOf(location.slice(0, location.indexOf(','))));
  if (!place) throw new Error(`No place for ${location}`);
  return place;
}

/** A listing's place: the one it names, else its city's centre (listings older than places). */
export function placeOfListing(listing: { placeId?: string | undefined; location: string }): Place {
  return findPlace(listing.placeId) ?? cityPlace(listing.location as BikeLocation);
}

function placeIdOf(name: string): string {
  return words(name).join('-');
}

/** "Uttara, Dhaka" for an area or town, "Dhaka" for a city: how a place is shown. */
export function placeLabel(place: Place): string {
  const city = place.city.slice(0, place.city.indexOf(','));
  return place.kind === 'city' || place.name === city ? place.name : `${place.name}, ${city}`;
}

/**
 * The places whose name starts with the typed words (any word of the name, any case, accents
 * and punctuation ignored), cities first, then areas, then towns; at most `limit`.
 */
export function searchPlaces(text: string, limit = 8): Place[] {
  const typed = words(text);
  if (typed.length === 0) return PLACES.filter((p) => p.kind === 'city').slice(0, limit);
  const found = PLACES.filter((place) => {
    const own = words(place.name);
    return typed.every((t) => own.some((w) => w.startsWith(t)));
  });
  return found.slice(0, limit);
}

const EARTH_DIAMETER_KM = 12742;
const RAD = Math.PI / 180;

/** Great-circle distance in km (haversine). */
export function distanceKm(a: Coordinates, b: Coordinates): number {
  const dLat = (b.lat - a.lat) * RAD;
  const dLon = (b.lon - a.lon) * RAD;
  const h =
    Math.sin(dLat / 2) ** 2 +
    Math.cos(a.lat * RAD) * Math.cos(b.lat * RAD) * Math.sin(dLon / 2) ** 2;
  return EARTH_DIAMETER_KM * Math.asin(Math.min(1, Math.sqrt(h)));
}

export interface BoundingBox {
  minLat: number;
  maxLat: number;
  minLon: number;
  maxLon: number;
}

/** The smallest latitude/longitude box holding every point within `km` of the centre. */
export function boundingBox(centre: Coordinates, km: number): BoundingBox {
  const dLat = km / 111.32;
  const dLon = km / (111.32 * Math.max(0.01, Math.cos(centre.lat * RAD)));
  return {
    minLat: centre.lat - dLat,
    maxLat: centre.lat + dLat,
    minLon: centre.lon - dLon,
    maxLon: centre.lon + dLon,
  };
}

const BASE32 = '0123456789bcdefghjkmnpqrstuvwxyz';

/** The geohash of a point at `precision` characters. */
export function geohash(point: Coordinates, precision: number): string {
  let latLo = -90;
  let latHi = 90;
  let lonLo = -180;
  let lonHi = 180;
  let hash = '';
  let bits = 0;
  let value = 0;
  let even = true;
  while (hash.length < precision) {
    if (even) {
      const mid = (lonLo + lonHi) / 2;
      if (point.lon >= mid) {
        value = value * 2 + 1;
        lonLo = mid;
      } else {
        value *= 2;
        lonHi = mid;
      }
    } else {
      const mid = (latLo + latHi) / 2;
      if (point.lat >= mid) {
        value = value * 2 + 1;
        latLo = mid;
      } else {
        value *= 2;
        latHi = mid;
      }
    }
    even = !even;
    if (++bits === 5) {
      hash += BASE32[value];
      bits = 0;
      value = 0;
    }
  }
  return hash;
}

/** The size in degrees of a geohash cell of `precision` characters. */
function cellSize(precision: number): { lat: number; lon: number } {
  const bits = precision * 5;
  const lonBits = Math.ceil(bits / 2);
  const latBits = Math.floor(bits / 2);
  return { lat: 180 / 2 ** latBits, lon: 360 / 2 ** lonBits };
}

/** The precisions stored on every listing: a search picks the one that suits its radius. */
export const GEOHASH_PRECISIONS = [3, 4, 5] as const;

/** Every stored cell of a point, one per precision of GEOHASH_PRECISIONS. */
export function geohashCells(point: Coordinates): string[] {
  return GEOHASH_PRECISIONS.map((p) => geohash(point, p));
}

/**
 * The cells (at the finest stored precision that needs at most `maxCells`) that together cover
 * the box: a listing within the box has one of them among its stored cells.
 */
export function cellsCoveringBox(box: BoundingBox, maxCells = 24): string[] {
  for (const precision of [...GEOHASH_PRECISIONS].reverse()) {
    const size = cellSize(precision);
    const rows = Math.floor(box.maxLat / size.lat) - Math.floor(box.minLat / size.lat) + 1;
    const cols = Math.floor(box.maxLon / size.lon) - Math.floor(box.minLon / size.lon) + 1;
    if (rows * cols > maxCells && precision !== GEOHASH_PRECISIONS[0]) continue;
    const cells = new Set<string>();
    const latStart = (Math.floor(box.minLat / size.lat) + 0.5) * size.lat;
    const lonStart = (Math.floor(box.minLon / size.lon) + 0.5) * size.lon;
    for (let r = 0; r < rows; r++) {
      for (let c = 0; c < cols; c++) {
        cells.add(
          geohash({ lat: latStart + r * size.lat, lon: lonStart + c * size.lon }, precision),
        );
      }
    }
    return [...cells];
  }
  return [];
}
