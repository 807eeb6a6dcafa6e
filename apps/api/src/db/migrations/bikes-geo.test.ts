import { describe, expect, it } from 'vitest';
import { findPlace, geohashCells } from '@reride/shared';
import { createTestApp } from '../../../test/helpers';
import { backfillBikeGeo } from './bikes-geo';

/** The start-up migration `bikes-geo-v1`: bikes listed before places. */
describe('backfillBikeGeo', () => {
  it("gives each bike its place's or its city's position, and leaves a stored one alone", async () => {
    const t = await createTestApp();
    const bikes = t.db.collection('bikes');
    const kept = { lat: 1, lon: 2, cells: ['x'] };
    await bikes.insertMany([
      { name: 'dhaka', location: 'Dhaka, Bangladesh' },
      { name: 'sylhet', location: 'Sylhet, Bangladesh' },
      { name: 'uttara', location: 'Dhaka, Bangladesh', placeId: 'uttara' },
      { name: 'moved', location: 'Dhaka, Bangladesh', geo: kept },
    ]);

    await backfillBikeGeo(t.db);

    const geoOf = async (name: string) => (await bikes.findOne({ name }))?.geo as unknown;
    const at = (id: string) => {
      const { lat, lon } = findPlace(id)!;
      return { lat, lon, cells: geohashCells({ lat, lon }) };
    };
    expect(await geoOf('dhaka')).toEqual(at('dhaka'));
    expect(await geoOf('sylhet')).toEqual(at('sylhet'));
    expect(await geoOf('uttara')).toEqual(at('uttara'));
    expect(await geoOf('moved')).toEqual(kept);
  });
});
