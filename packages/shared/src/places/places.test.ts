import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { LOCATIONS } from '../constants';
import {
  PLACES,
  boundingBox,
  cellsCoveringBox,
  cityPlace,
  distanceKm,
  findPlace,
  geohash,
  geohashCells,
  placeLabel,
  placeOfListing,
  searchPlaces,
} from './index';

describe('places', () => {
  it('has a place for each of our 14 cities and ids that are unique', () => {
    for (const location of LOCATIONS) expect(cityPlace(location).city).toBe(location);
    expect(new Set(PLACES.map((p) => p.id)).size).toBe(PLACES.length);
  });

  it('keeps every place inside Bangladesh and within 200 km of its city', () => {
    for (const place of PLACES) {
      expect(place.lat).toBeGreaterThan(20.5);
      expect(place.lat).toBeLessThan(26.7);
      expect(place.lon).toBeGreaterThan(88);
      expect(place.lon).toBeLessThan(92.7);
      expect(distanceKm(place, cityPlace(place.city))).toBeLessThan(200);
    }
  });

  it('finds areas of Dhaka by the start of a word, any case', () => {
    expect(searchPlaces('mir').map((p) => p.id)).toContain('mirpur');
    expect(searchPlaces('UTT')[0]?.id).toBe('uttara');
    expect(placeLabel(findPlace('uttara')!)).toBe('Uttara, Dhaka');
    expect(placeLabel(findPlace('dhaka')!)).toBe('Dhaka');
    expect(searchPlaces('zzz')).toEqual([]);
  });

  it('gives a listing without a place its city centre', () => {
    expect(placeOfListing({ location: 'Sylhet, Bangladesh' }).id).toBe('sylhet');
    expect(placeOfListing({ placeId: 'uttara', location: 'Dhaka, Bangladesh' }).id).toBe('uttara');
  });

  it('measures Dhaka to Chattogram as about 215 km', () => {
    const d = distanceKm(findPlace('dhaka')!, findPlace('chattogram')!);
    expect(d).toBeGreaterThan(200);
    expect(d).toBeLessThan(230);
  });

  it('encodes geohashes as the reference does', () => {
    // The reference example of geohash.org: 57.64911, 10.40744 is u4pruydqqvj.
    expect(geohash({ lat: 57.64911, lon: 10.40744 }, 11)).toBe('u4pruydqqvj');
    expect(geohashCells({ lat: 57.64911, lon: 10.40744 })).toEqual(['u4p', 'u4pr', 'u4pru']);
  });

  it('covers every point within the radius by one of the cells of its box', () => {
    const point = fc.record({
      lat: fc.double({ min: 20.6, max: 26.6, noNaN: true }),
      lon: fc.double({ min: 88.1, max: 92.6, noNaN: true }),
    });
    const share = fc.double({ min: -1, max: 1, noNaN: true });
    let checked = 0;
    fc.assert(
      fc.property(point, share, share, fc.integer({ min: 1, max: 100 }), (centre, dy, dx, km) => {
        // A point somewhere in the radius's box: those within the radius must be found.
        const box = boundingBox(centre, km);
        const other = {
          lat: centre.lat + (dy * (box.maxLat - box.minLat)) / 2,
          lon: centre.lon + (dx * (box.maxLon - box.minLon)) / 2,
        };
        if (distanceKm(centre, other) > km) return;
        checked++;
        const cells = cellsCoveringBox(box);
        const own = geohashCells(other);
        expect(cells.some((c) => own.includes(c))).toBe(true);
        expect(cells.length).toBeLessThanOrEqual(60);
      }),
      { numRuns: 400 },
    );
    expect(checked).toBeGreaterThan(200);
  });
});
