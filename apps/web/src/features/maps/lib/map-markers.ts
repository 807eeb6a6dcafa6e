import { placeOfListing, type Place } from '@reride/shared/places';

/**
 * What the results map needs of a bike. `placeId` is optional: a listing older than places has
 * none and stands at its city's centre (placeOfListing, docs/decisions/014-places-and-distance.md).
 */
export interface MapBike {
  _id: string;
  name: string;
  location: string;
  placeId?: string | undefined;
}

/** One marker: every bike listed at one place, drawn once with their count. */
export interface MapMarker {
  place: Place;
  bikes: { id: string; name: string }[];
}

/** [[south, west], [north, east]], as Leaflet's fitBounds takes it. */
export type LatLonBounds = [[number, number], [number, number]];

/** The country's extent, shown when there is nothing to mark. */
export const BANGLADESH_BOUNDS: LatLonBounds = [
  [20.6, 88.0],
  [26.7, 92.7],
];

/** A bike's place, or none when its location is not one of ours (never throws on old data). */
function placeOf(bike: MapBike): Place | undefined {
  try {
    return placeOfListing({ placeId: bike.placeId, location: bike.location });
  } catch {
    return undefined;
  }
}

/** Bikes grouped by place, in the order their first bike came (the list's order). */
export function groupMarkers(bikes: readonly MapBike[]): MapMarker[] {
  const byPlace = new Map<string, MapMarker>();
  for (const bike of bikes) {
    const place = placeOf(bike);
    if (!place) continue;
    const marker = byPlace.get(place.id) ?? { place, bikes: [] };
    if (!marker.bikes.some((b) => b.id === bike._id))
      marker.bikes.push({ id: bike._id, name: bike.name });
    byPlace.set(place.id, marker);
  }
  return [...byPlace.values()];
}

/**
 * The box around every marker, widened to at least `minSpanDeg` so one marker (or several in one
 * town) shows its surroundings rather than a street; the country when there is no marker.
 */
export function markerBounds(markers: readonly MapMarker[], minSpanDeg = 0.1): LatLonBounds {
  if (markers.length === 0) return BANGLADESH_BOUNDS;
  const lats = markers.map((m) => m.place.lat);
  const lons = markers.map((m) => m.place.lon);
  const widen = (lo: number, hi: number): [number, number] => {
    const missing = Math.max(0, minSpanDeg - (hi - lo)) / 2;
    return [lo - missing, hi + missing];
  };
  const [south, north] = widen(Math.min(...lats), Math.max(...lats));
  const [west, east] = widen(Math.min(...lons), Math.max(...lons));
  return [
    [south, west],
    [north, east],
  ];
}

/** "3 bikes at Uttara, Dhaka": a marker's accessible name. */
export function markerLabel(marker: MapMarker, label: string): string {
  const count = marker.bikes.length;
  return `${count} ${count === 1 ? 'bike' : 'bikes'} at ${label}`;
}
