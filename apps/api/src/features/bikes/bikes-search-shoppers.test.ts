import { beforeEach, describe, expect, it } from 'vitest';
import { CATEGORIES, NEXT_CURSOR_HEADER } from '@reride/shared';
import { bikesIn } from '../../../test/fixtures/bikes';
import { useSearchCatalogue } from '../../../test/fixtures/search';

/**
 * Search as shoppers type (docs/domain.md#search): category and place words, plurals, variants,
 * typos and the ranking, through HTTP on the embedded engine.
 */
const [MOUNTAIN, ROAD, KIDS] = CATEGORIES;
const catalogue = useSearchCatalogue();
const { bike, search } = catalogue;

describe('GET /bikes/search: what shoppers type', () => {
  beforeEach(async () => {
    await bike({
      name: 'Marlin 7',
      brand: 'Trek',
      description: 'Hydraulic brakes',
      categoryId: MOUNTAIN._id,
      location: 'Dhaka, Bangladesh',
    });
    await bike({
      name: 'Allez Sport',
      brand: 'Specialized',
      description: 'New tyres',
      categoryId: ROAD._id,
      location: 'Chattogram, Bangladesh',
    });
    await bike({
      name: 'Synapse',
      brand: 'Cannondale',
      description: 'Carbon fork',
      categoryId: ROAD._id,
      location: 'Barishal, Bangladesh',
    });
    for (const [i, name] of ['Hero Kids 16', 'Duranta Junior', 'Veloce Mini'].entries()) {
      await bike({
        name,
        description: i === 0 ? 'For children' : '',
        categoryId: KIDS._id,
        location: "Cox's Bazar, Bangladesh",
      });
    }
  });

  it('finds bikes by their category’s words', async () => {
    expect(await search({ q: 'road' })).toEqual(['Allez Sport', 'Synapse']);
    expect(await search({ q: 'mountain bike' })).toEqual(['Marlin 7']);
    expect(await search({ q: 'kids' })).toEqual(['Hero Kids 16', 'Duranta Junior', 'Veloce Mini']);
    expect(await search({ q: 'bikes for kids' })).toHaveLength(3);
  });

  it('finds bikes by their place, in our spelling, an older one or an area of the city', async () => {
    expect(await search({ q: 'dhaka' })).toEqual(['Marlin 7']);
    expect(await search({ q: 'chittagong' })).toEqual(['Allez Sport']);
    expect(await search({ q: 'barisal road' })).toEqual(['Synapse']);
    expect(await search({ q: 'uttara' })).toEqual(['Marlin 7']);
    expect(await search({ q: 'cox bazar' })).toHaveLength(3);
  });

  it('joins plurals and word forms both ways', async () => {
    expect(await search({ q: 'brake' })).toEqual(['Marlin 7']);
    expect(await search({ q: 'tyre' })).toEqual(['Allez Sport']);
    expect(await search({ q: 'forks' })).toEqual(['Synapse']);
    expect(await search({ q: 'child' })).toHaveLength(3);
  });

  it('accepts spelling variants and short forms', async () => {
    expect(await search({ q: 'specialised' })).toEqual(['Allez Sport']);
    expect(await search({ q: 'canondale' })).toEqual(['Synapse']);
    expect(await search({ q: 'mtb' })).toEqual(['Marlin 7']);
    expect(await search({ q: 'tires' })).toEqual(['Allez Sport']);
  });

  it('forgives one typo in words of five letters or more, in names, brands, categories and places', async () => {
    expect(await search({ q: 'marlon' })).toEqual(['Marlin 7']);
    expect(await search({ q: 'synapes' })).toEqual(['Synapse']);
    expect(await search({ q: 'specailized' })).toEqual(['Allez Sport']);
    expect(await search({ q: 'mountian' })).toEqual(['Marlin 7']);
    expect(await search({ q: 'chattagram' })).toEqual(['Allez Sport']);
    // Shorter words and two edits are not forgiven.
    expect(await search({ q: 'alez' })).toEqual([]);
    expect(await search({ q: 'mrlon' })).toEqual([]);
  });

  it('keeps the other filters', async () => {
    expect(await search({ q: 'road', location: 'Barishal, Bangladesh' })).toEqual(['Synapse']);
    expect(await search({ q: 'kids', categoryId: ROAD._id })).toEqual([]);
  });
});

describe('GET /bikes/search: ranking', () => {
  beforeEach(async () => {
    // Newest first: the order a tie keeps.
    await bike({ name: 'Commuter', categoryId: ROAD._id, resalePrice: 300 });
    await bike({ name: 'Gravel', description: 'Rides on road and trail', resalePrice: 100 });
    await bike({ name: 'Roads Edition', resalePrice: 500 });
    await bike({ name: 'Road Racer', resalePrice: 400 });
    await bike({ name: 'Raodster', resalePrice: 200 });
  });

  it('puts an exact name word first, then category words and word forms, then the description', async () => {
    expect(await search({ q: 'road' })).toEqual([
      'Road Racer',
      'Commuter',
      'Roads Edition',
      'Gravel',
    ]);
  });

  it('puts a typo after every closer match', async () => {
    await bike({ name: 'Roadster', resalePrice: 50 });
    expect(await search({ q: 'roadster' })).toEqual(['Roadster', 'Raodster']);
  });

  it('breaks ties by the chosen sort', async () => {
    expect(await search({ q: 'road', sort: 'price_asc' })).toEqual([
      'Road Racer',
      'Commuter',
      'Roads Edition',
      'Gravel',
    ]);
    await bike({ name: 'Road Bike', resalePrice: 50 });
    expect(await search({ q: 'road', sort: 'price_asc' })).toEqual([
      'Road Bike',
      'Road Racer',
      'Commuter',
      'Roads Edition',
      'Gravel',
    ]);
    expect((await search({ q: 'road', sort: 'price_desc' })).slice(0, 2)).toEqual([
      'Road Racer',
      'Road Bike',
    ]);
  });

  it('pages through the ranked list with no duplicate and no gap', async () => {
    const all = await search({ q: 'road' });
    const paged: string[] = [];
    let cursor: string | undefined;
    for (let page = 0; page < 10; page += 1) {
      const res = await catalogue.t.request
        .get('/bikes/search')
        .query({ q: 'road', limit: 1, ...(cursor ? { cursor } : {}) })
        .expect(200);
      paged.push(...bikesIn(res).map((b) => b.name));
      cursor = res.get(NEXT_CURSOR_HEADER);
      if (!cursor) break;
    }
    expect(paged).toEqual(all);
  });

  it('refuses a ranked cursor handed to another sort', async () => {
    const first = await catalogue.t.request
      .get('/bikes/search')
      .query({ q: 'road', limit: 1 })
      .expect(200);
    const cursor = first.get(NEXT_CURSOR_HEADER);
    const res = await catalogue.t.request
      .get('/bikes/search')
      .query({ q: 'road', limit: 1, sort: 'price_asc', cursor })
      .expect(400);
    expect(res.body.code).toBe('VALIDATION_FAILED');
  });
});
