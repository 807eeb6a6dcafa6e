import type { Db } from 'mongodb';
import { canonicalLocation, findPlace, geohashCells, placeOfListing } from '@reride/shared';
import type { Migration } from './run-migrations';

/**
 * Bikes stored before places get the position distance search reads (docs/domain.md#places):
 * their named place's, else their city's centre. One update per distinct place and city, so the
 * migration costs as many writes as there are places in use, not bikes. A bike whose stored
 * location names none of our cities (none is known to exist) keeps no position and is found by
 * no distance search.
 */
export async function backfillBikeGeo(db: Db): Promise<void> {
  const col = db.collection('bikes');
  const missing = { geo: { $exists: false } };
  const positionOf = (listing: { placeId?: string; location: string }) => {
    const { lat, lon } = placeOfListing(listing);
    return { lat, lon, cells: geohashCells({ lat, lon }) };
  };
  for (const placeId of (await col.distinct('placeId', missing)) as unknown[]) {
    const place = typeof placeId === 'string' ? findPlace(placeId) : undefined;
    if (!place) continue;
    await col.updateMany(
      { ...missing, placeId: place.id },
      { $set: { geo: positionOf({ placeId: place.id, location: place.city }) } },
    );
  }
  for (const location of (await col.distinct('location', missing)) as unknown[]) {
    const city = typeof location === 'string' ? canonicalLocation(location) : undefined;
    if (!city) continue;
    await col.updateMany(
      { ...missing, location },
      { $set: { geo: positionOf({ location: city }) } },
    );
  }
}

export const bikesGeo: Migration = {
  id: 'bikes-geo-v1',
  migrate: (db) => backfillBikeGeo(db),
};
