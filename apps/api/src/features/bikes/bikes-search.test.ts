import { ObjectId } from 'mongodb';
import { beforeEach, describe, expect, it } from 'vitest';
import { CATEGORIES, NEXT_CURSOR_HEADER, type Bike, commonMessages } from '@reride/shared';
import { backfillBikes } from '../../db/migrations/bikes-images-search-tokens';
import { encodeCursor } from '../../db/keyset-page';
import { BIKE_ORDERS } from './bike-lists.repository';
import { bikesIn, insertBikes, setBikeFields } from '../../../test/fixtures/bikes';
import { useSearchCatalogue } from '../../../test/fixtures/search';

const [MOUNTAIN, ROAD] = CATEGORIES;
const catalogue = useSearchCatalogue();
const { bike, search } = catalogue;

describe('GET /bikes/search: words', () => {
  beforeEach(async () => {
    await bike({ name: 'Trek Marlin 7', brand: 'Trek', description: 'Hydraulic brakes' });
    await bike({ name: 'Giant Talon', brand: 'Giant', description: 'Fits a trek rack' });
    await bike({ name: 'Vélo Città', description: '' });
  });

  it('matches every word in name, brand or description, and prefixes of name and brand words', async () => {
    expect(await search({ q: 'marl' })).toEqual(['Trek Marlin 7']);
    expect(await search({ q: 'trek' })).toEqual(['Trek Marlin 7', 'Giant Talon']);
    expect(await search({ q: 'trek hydraulic' })).toEqual(['Trek Marlin 7']);
    expect(await search({ q: 'gi rack' })).toEqual(['Giant Talon']);
    expect(await search({ q: 'trek hydraulic talon' })).toEqual([]);
  });

  it('ignores case and diacritics, and does not match prefixes of description words', async () => {
    expect(await search({ q: 'VELO citta' })).toEqual(['Vélo Città']);
    expect(await search({ q: 'hydr' })).toEqual([]);
  });

  it('lists everything listed for a blank query', async () => {
    expect(await search({ q: '  ' })).toHaveLength(3);
    expect(await search({})).toHaveLength(3);
  });
});

describe('GET /bikes/search: filters', () => {
  it('shows listed bikes only: never sold, deleted or removed-seller ones', async () => {
    await bike({ name: 'Listed trek' });
    const sold = await bike({ name: 'Sold trek' });
    const deleted = await bike({ name: 'Deleted trek' });
    const removed = await bike({ name: 'Removed trek' });
    await setBikeFields(catalogue.t.db, sold, { status: 'Sold' });
    await setBikeFields(catalogue.t.db, deleted, { deletedAt: new Date() });
    await setBikeFields(catalogue.t.db, removed, { sellerRemoved: true });
    expect(await search({ q: 'trek' })).toEqual(['Listed trek']);
  });

  it('applies each filter, proven by a bike that fails it', async () => {
    await bike({
      name: 'A',
      categoryId: MOUNTAIN._id,
      resalePrice: 100,
      condition: 'Good',
      location: 'Dhaka, Bangladesh',
      purchaseYear: 2018,
      frameSize: 'M',
      wheelSize: '29"',
      frameMaterial: 'Carbon',
    });
    await bike({
      name: 'B',
      categoryId: ROAD._id,
      resalePrice: 300,
      condition: 'Fair',
      location: 'Sylhet, Bangladesh',
      purchaseYear: 2022,
      frameSize: 'L',
      wheelSize: '700c',
      frameMaterial: 'Steel',
    });
    await bike({
      name: 'C',
      categoryId: MOUNTAIN._id,
      resalePrice: 500,
      condition: 'Excellent',
      location: 'Dhaka, Bangladesh',
      purchaseYear: 2020,
    });

    expect(await search({ categoryId: ROAD._id })).toEqual(['B']);
    expect(await search({ minPrice: 300 })).toEqual(['B', 'C']);
    expect(await search({ maxPrice: 300 })).toEqual(['A', 'B']);
    expect(await search({ minPrice: 101, maxPrice: 499 })).toEqual(['B']);
    expect(await search({ condition: 'Fair' })).toEqual(['B']);
    expect(await search({ location: 'Dhaka, Bangladesh' })).toEqual(['A', 'C']);
    expect(await search({ yearFrom: 2020 })).toEqual(['B', 'C']);
    expect(await search({ yearTo: 2020 })).toEqual(['A', 'C']);
    expect(await search({ yearFrom: 2019, yearTo: 2021 })).toEqual(['C']);
    expect(await search({ frameSize: 'M' })).toEqual(['A']);
    expect(await search({ wheelSize: '700c' })).toEqual(['B']);
    expect(await search({ frameMaterial: 'Steel' })).toEqual(['B']);
    expect(
      await search({ categoryId: MOUNTAIN._id, maxPrice: 200, frameMaterial: 'Carbon' }),
    ).toEqual(['A']);
    expect(
      await search({ categoryId: MOUNTAIN._id, minPrice: 200, frameMaterial: 'Carbon' }),
    ).toEqual([]);
  });

  it('never shows contact details or internal fields to visitors or other signed-in callers', async () => {
    await bike({ name: 'Trek' });
    const anonymous = await catalogue.t.request
      .get('/bikes/search')
      .query({ q: 'trek' })
      .expect(200);
    const [seen] = bikesIn(anonymous);
    for (const field of ['sellerEmail', 'mobile', 'searchTokens', 'imageId']) {
      expect(seen).not.toHaveProperty(field);
    }
    expect(seen?.sellerId).toBe(catalogue.seller._id);
    expect(seen?.images).toEqual([seen?.img]);
    const buyer = await catalogue.t.signUpAs('Buyer');
    const signedIn = await catalogue.t.request
      .get('/bikes/search')
      .query({ q: 'trek' })
      .set(buyer.authHeader)
      .expect(200);
    for (const field of ['sellerEmail', 'mobile', 'searchTokens']) {
      expect(bikesIn(signedIn)[0]).not.toHaveProperty(field);
    }
  });
});

describe('GET /bikes/search: sort and pages', () => {
  /** Walks every page with `limit`, failing on a repeated cursor. */
  async function allPages(query: Record<string, string | number>, limit: number): Promise<Bike[]> {
    const out: Bike[] = [];
    let cursor: string | undefined;
    for (let page = 0; page < 50; page += 1) {
      const res = await catalogue.t.request
        .get('/bikes/search')
        .query({ ...query, limit, ...(cursor ? { cursor } : {}) })
        .expect(200);
      out.push(...bikesIn(res));
      expect(bikesIn(res).length).toBeLessThanOrEqual(limit);
      const next = res.get(NEXT_CURSOR_HEADER);
      if (!next) return out;
      expect(next).not.toBe(cursor);
      cursor = next;
    }
    throw new Error('too many pages');
  }

  beforeEach(async () => {
    // Ties on price (three at 200) and on createdAt (two inserted on the same tick).
    const prices = [450, 200, 999.99, 200, 20, 200, 310.5];
    for (const [i, resalePrice] of prices.entries()) await bike({ name: `P${i}`, resalePrice });
    await insertBikes(catalogue.t.db, catalogue.seller, 2, {
      sameInstant: true,
      start: new Date('2025-01-01T00:00:00Z'),
      overrides: { resalePrice: 200, name: 'Same tick' },
    });
  });

  it('sorts by price ascending and descending, ties by id, paging without duplicates or gaps', async () => {
    const all = await allPages({ sort: 'price_asc' }, 100);
    const prices = all.map((b) => b.resalePrice);
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
    expect(all).toHaveLength(9);
    const tied = all.filter((b) => b.resalePrice === 200).map((b) => b._id);
    expect(tied).toEqual([...tied].sort());
    for (const limit of [1, 2, 4]) {
      expect((await allPages({ sort: 'price_asc' }, limit)).map((b) => b._id)).toEqual(
        all.map((b) => b._id),
      );
    }
    const desc = await allPages({ sort: 'price_desc' }, 2);
    expect(desc.map((b) => b._id)).toEqual([...all].reverse().map((b) => b._id));
  });

  it('sorts newest first by default and pages through same-instant bikes', async () => {
    const all = await allPages({}, 100);
    expect(all.slice(0, 7).map((b) => b.name)).toEqual(['P0', 'P1', 'P2', 'P3', 'P4', 'P5', 'P6']);
    expect(all.slice(7).map((b) => b.name)).toEqual(['Same tick', 'Same tick']);
    const paged = await allPages({ sort: 'newest' }, 2);
    expect(paged.map((b) => b._id)).toEqual(all.map((b) => b._id));
    expect(new Set(paged.map((b) => b._id)).size).toBe(9);
  });

  it('keeps the filters on later pages', async () => {
    const paged = await allPages({ sort: 'price_desc', minPrice: 200, maxPrice: 450 }, 2);
    expect(paged.map((b) => b.resalePrice)).toEqual([450, 310.5, 200, 200, 200, 200, 200]);
  });
});

describe('GET /bikes/search: validation', () => {
  it.each([
    [{ minPrice: 500, maxPrice: 100 }, commonMessages.validation.priceRangeOrder],
    [{ yearFrom: 2022, yearTo: 2020 }, commonMessages.validation.yearRangeOrder],
    [{ q: 'x'.repeat(101) }, commonMessages.validation.searchTooLong],
    [{ minPrice: 'cheap' }, commonMessages.validation.invalidNumber],
  ])('returns 400 VALIDATION_FAILED for %o', async (query, message) => {
    const res = await catalogue.t.request.get('/bikes/search').query(query).expect(400);
    expect(res.body.code).toBe('VALIDATION_FAILED');
    expect(JSON.stringify(res.body.details)).toContain(JSON.stringify(message).slice(1, -1));
  });

  it('returns 400 for an unknown category, sort or attribute, and for a foreign cursor', async () => {
    const bad = [
      { categoryId: new ObjectId().toHexString() },
      { sort: 'cheapest' },
      { frameSize: 'XXL' },
      { cursor: 'not-a-cursor' },
      // A newest-first cursor handed to a price sort.
      {
        sort: 'price_asc',
        cursor: encodeCursor(BIKE_ORDERS.newest, { createdAt: new Date(), _id: new ObjectId() }),
      },
    ];
    for (const query of bad) {
      const res = await catalogue.t.request.get('/bikes/search').query(query).expect(400);
      expect(res.body.code, JSON.stringify(query)).toBe('VALIDATION_FAILED');
    }
  });

  it('refuses a repeated parameter (an array) with 400, never 500', async () => {
    await catalogue.t.request.get('/bikes/search?q=a&q=b').expect(400);
    await catalogue.t.request.get('/bikes/search?minPrice=1&minPrice=2').expect(400);
  });
});

describe('start-up backfill of older bikes', () => {
  it('gives images = [img] and searchTokens to documents lacking them, once', async () => {
    const id = await bike({ name: 'Old Raleigh', brand: 'Raleigh' });
    await catalogue.t.db
      .collection('bikes')
      .updateOne({ _id: new ObjectId(id) }, { $unset: { images: '', searchTokens: '' } });
    expect(await search({ q: 'raleigh' })).toEqual([]);
    expect(await backfillBikes(catalogue.t.db)).toBe(1);
    expect(await backfillBikes(catalogue.t.db)).toBe(0);
    const doc = await catalogue.t.db.collection('bikes').findOne({ _id: new ObjectId(id) });
    expect(doc?.images).toEqual([doc?.img]);
    expect(await search({ q: 'ral old' })).toEqual(['Old Raleigh']);
  });
});
