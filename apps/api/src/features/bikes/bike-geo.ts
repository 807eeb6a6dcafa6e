import {
  boundingBox,
  cellsCoveringBox,
  geohashCells,
  placeOfListing,
  type Coordinates,
} from '@reride/shared';

/**
 * Where a listing is, as stored for distance search (docs/domain.md#places,
 * docs/decisions/014-places-and-distance.md): its place's coordinates and their geohash cells.
 */
export interface BikeGeo {
  lat: number;
  lon: number;
  cells: string[];
}

/** The stored position of a listing: its named place, else its city's centre. */
export function geoOf(listing: { placeId?: string | undefined; location: string }): BikeGeo {
  const { lat, lon } = placeOfListing(listing);
  return { lat, lon, cells: geohashCells({ lat, lon }) };
}

/**
 * The database's part of a distance search: a covering cell (served by the `geo_cells` index on
 * MongoDB) and the radius's bounding box. Exact distances are the service's.
 */
export function nearClause(centre: Coordinates, radiusKm: number) {
  const box = boundingBox(centre, radiusKm);
  return {
    'geo.cells': { $in: cellsCoveringBox(box) },
    'geo.lat': { $gte: box.minLat, $lte: box.maxLat },
    'geo.lon': { $gte: box.minLon, $lte: box.maxLon },
  };
}

/** A distance as answered: km to one decimal. */
export function roundKm(km: number): number {
  return Math.round(km * 10) / 10;
}
