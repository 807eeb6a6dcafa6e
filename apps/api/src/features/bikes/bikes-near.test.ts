import { beforeEach, describe, expect, it } from 'vitest';
import { NEXT_CURSOR_HEADER, TOTAL_COUNT_HEADER, findPlace, placesMessages } from '@reride/shared';
import { bikesIn } from '../../../test/fixtures/bikes';
import { useSearchCatalogue } from '../../../test/fixtures/search';

/** GET /bikes/search with a centre: distance filter and sort (docs/domain.md#places). */
const catalogue = useSearchCatalogue();
const { bike, search } = catalogue;
const pm = placesMessages;

const DHAKA = 'Dhaka, Bangladesh';

beforeEach(async () => {
  // Newest first: Uttara, Dhaka's centre, Dhanmondi, Gazipur, Chattogram. From Mirpur they are
  // 6.1, 5.0, 8.5, 20.5 and 218 km away.
  await bike({ name: 'Uttara trek', placeId: 'uttara', location: DHAKA });
  await bike({ name: 'Dhaka trek', location: DHAKA });
  await bike({ name: 'Dhanmondi giant', placeId: 'dhanmondi', location: DHAKA });
  await bike({ name: 'Gazipur trek', location: 'Gazipur, Bangladesh' });
  await bike({
    name: 'Chattogram trek',
    placeId: 'chattogram',
    location: 'Chattogram, Bangladesh',
  });
});

describe('GET /bikes/search near a place', () => {
  it('finds the bikes within the radius and not the ones beyond, newest first by default', async () => {
    expect(await search({ near: 'mirpur', radiusKm: 15 })).toEqual([
      'Uttara trek',
      'Dhaka trek',
      'Dhanmondi giant',
    ]);
    // 10 km when no radius is given.
    expect(await search({ near: 'mirpur' })).toEqual([
      'Uttara trek',
      'Dhaka trek',
      'Dhanmondi giant',
    ]);
    expect(await search({ near: 'mirpur', radiusKm: 25 })).toContain('Gazipur trek');
    expect(await search({ near: 'mirpur', radiusKm: 200 })).not.toContain('Chattogram trek');
  });

  it('keeps a bike exactly inside the radius and drops one just beyond it', async () => {
    expect(await search({ near: 'mirpur', radiusKm: 6 })).toEqual(['Dhaka trek']);
    expect(await search({ near: 'mirpur', radiusKm: 7 })).toEqual(['Uttara trek', 'Dhaka trek']);
    expect(await search({ near: 'mirpur', radiusKm: 1 })).toEqual([]);
  });

  it('sorts by distance, nearest first, and answers each distance to one decimal', async () => {
    const res = await catalogue.t.request
      .get('/bikes/search')
      .query({ near: 'mirpur', radiusKm: 15, sort: 'distance' })
      .expect(200);
    expect(bikesIn(res).map((b) => [b.name, b.distanceKm])).toEqual([
      ['Dhaka trek', 5],
      ['Uttara trek', 6.1],
      ['Dhanmondi giant', 8.5],
    ]);
    expect(res.get(TOTAL_COUNT_HEADER)).toBe('3');
    const uttara = bikesIn(res).find((b) => b.name === 'Uttara trek');
    expect(uttara).toMatchObject({ placeId: 'uttara', placeLabel: 'Uttara, Dhaka' });
    expect(uttara).not.toHaveProperty('geo');
  });

  it('combines a centre with words and the other filters', async () => {
    expect(await search({ near: 'mirpur', radiusKm: 15, q: 'trek', sort: 'distance' })).toEqual([
      'Dhaka trek',
      'Uttara trek',
    ]);
    expect(
      await search({ near: 'chattogram', q: 'trek', location: 'Chattogram, Bangladesh' }),
    ).toEqual(['Chattogram trek']);
    expect(await search({ near: 'mirpur', location: 'Gazipur, Bangladesh' })).toEqual([]);
  });

  it('pages a distance sort by offset, with the total on the first page only', async () => {
    const names: string[] = [];
    let cursor: string | undefined;
    let pages = 0;
    do {
      const res = await catalogue.t.request
        .get('/bikes/search')
        .query({
          near: 'mirpur',
          radiusKm: 15,
          sort: 'distance',
          limit: 2,
          ...(cursor && { cursor }),
        })
        .expect(200);
      if (pages === 0) expect(res.get(TOTAL_COUNT_HEADER)).toBe('3');
      else expect(res.get(TOTAL_COUNT_HEADER)).toBeUndefined();
      names.push(...bikesIn(res).map((b) => b.name));
      cursor = res.get(NEXT_CURSOR_HEADER) || undefined;
      pages += 1;
    } while (cursor && pages < 5);
    expect(names).toEqual(['Dhaka trek', 'Uttara trek', 'Dhanmondi giant']);
    expect(pages).toBe(2);
  });
});

describe('GET /bikes/search near a position', () => {
  it("finds the bikes around the browser's position", async () => {
    const uttara = findPlace('uttara')!;
    const res = await catalogue.t.request
      .get('/bikes/search')
      .query({ lat: uttara.lat + 0.001, lon: uttara.lon, radiusKm: 2, sort: 'distance' })
      .expect(200);
    expect(bikesIn(res).map((b) => [b.name, b.distanceKm])).toEqual([['Uttara trek', 0.1]]);
  });
});

describe('GET /bikes/search: a centre that cannot be read', () => {
  it.each([
    [{ lat: 23.8 }, pm.latLonTogether],
    [{ lon: 90.4 }, pm.latLonTogether],
    [{ lat: 51.5, lon: -0.1 }, pm.outsideBangladesh],
    [{ lat: 23.8, lon: 95 }, pm.outsideBangladesh],
    [{ lat: 'north', lon: 90.4 }, pm.outsideBangladesh],
    [{ sort: 'distance' }, pm.distanceNeedsCentre],
    [{ near: 'atlantis' }, pm.unknownPlace],
    [{ near: 'mirpur', lat: 23.8, lon: 90.4 }, pm.nearAndPosition],
    [{ near: 'mirpur', radiusKm: 0 }, pm.radiusRange],
    [{ near: 'mirpur', radiusKm: 201 }, pm.radiusRange],
    [{ near: 'mirpur', radiusKm: 2.5 }, pm.radiusRange],
  ])('returns 400 VALIDATION_FAILED for %o', async (query, message) => {
    const res = await catalogue.t.request.get('/bikes/search').query(query).expect(400);
    expect(res.body.code).toBe('VALIDATION_FAILED');
    expect(JSON.stringify(res.body.details)).toContain(message);
  });

  it('refuses a keyset cursor on a distance search, and a distance cursor elsewhere', async () => {
    const first = await catalogue.t.request.get('/bikes/search').query({ limit: 1 }).expect(200);
    const keyset = first.get(NEXT_CURSOR_HEADER)!;
    await catalogue.t.request
      .get('/bikes/search')
      .query({ near: 'mirpur', cursor: keyset })
      .expect(400);
    const near = await catalogue.t.request
      .get('/bikes/search')
      .query({ near: 'mirpur', limit: 1 })
      .expect(200);
    await catalogue.t.request
      .get('/bikes/search')
      .query({ cursor: near.get(NEXT_CURSOR_HEADER)! })
      .expect(400);
  });
});
