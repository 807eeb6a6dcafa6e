import { beforeEach, describe, expect, it } from 'vitest';
import { CATEGORIES, type Quote } from '@reride/shared';
import { createTestApp, insertUser, type TestApp } from '../../../test/helpers';
import {
  CATALOGUE_NOW,
  insertBikes,
  setBikeFields,
  type SellerRef,
} from '../../../test/fixtures/bikes';
import { PUBLIC_CACHE_CONTROL } from '../../http/public-cache';
import type { NewBike } from './bikes.repository';

const [MOUNTAIN, ROAD] = CATEGORIES;
let t: TestApp;
let seller: SellerRef;

beforeEach(async () => {
  t = await createTestApp({ clock: () => CATALOGUE_NOW });
  const user = await insertUser(t.db, 'Seller', { name: 'Rafi' });
  seller = { ...user, name: 'Rafi' };
});

/** Bikes at these prices, mountain, Good, bought in 2021 unless overridden. */
async function bikesAt(prices: number[], overrides: Partial<NewBike> = {}) {
  const ids: string[] = [];
  for (const resalePrice of prices) {
    const base = { condition: 'Good' as const, purchaseYear: 2021, resalePrice };
    ids.push(...(await insertBikes(t.db, seller, 1, { overrides: { ...base, ...overrides } })));
  }
  return ids;
}

const mountainGood = { categoryId: MOUNTAIN._id, condition: 'Good', year: 2021 };

async function quote(query: Record<string, string | number>) {
  const res = await t.request.get('/quotes').query(query).expect(200);
  return res.body as Quote;
}

describe('GET /quotes', () => {
  it('answers the median and range of comparable bikes, listed or sold, with their count', async () => {
    const [, sold] = await bikesAt([100, 200, 300, 400, 500]);
    await setBikeFields(t.db, sold!, { status: 'Sold' });
    // Not comparable: another category, another condition, bought too long before.
    await bikesAt([5000], { categoryId: ROAD._id });
    await bikesAt([5000], { condition: 'Fair' });
    await bikesAt([5000], { purchaseYear: 2018 });

    const res = await t.request.get('/quotes').query(mountainGood).expect(200);
    expect(res.headers['cache-control']).toBe(PUBLIC_CACHE_CONTROL);
    expect(res.body).toEqual({
      basis: 'category',
      count: 5,
      median: 300,
      low: 200,
      high: 400,
      min: 100,
      max: 500,
      brandCount: null,
      yearFrom: 2019,
      yearTo: 2023,
    });
  });

  it('leaves out deleted bikes and bikes of removed sellers', async () => {
    const [deleted, hidden] = await bikesAt([100, 200, 300, 400, 500]);
    await setBikeFields(t.db, deleted!, { deletedAt: CATALOGUE_NOW });
    await setBikeFields(t.db, hidden!, { sellerRemoved: true });
    expect(await quote(mountainGood)).toMatchObject({ basis: 'none', count: 3 });
  });

  it('uses the brand alone when five or more share it, any spelling case', async () => {
    await bikesAt([900, 1000, 1100, 1200, 1300], { brand: 'Trek' });
    await bikesAt([100, 150]);
    expect(await quote({ ...mountainGood, brand: 'trek' })).toMatchObject({
      basis: 'brand',
      count: 5,
      median: 1100,
      brandCount: 5,
    });
  });

  it('compares every brand when fewer than five share the given one', async () => {
    await bikesAt([100, 200, 300, 400], { brand: 'Giant' });
    await bikesAt([500], { brand: 'Trek' });
    expect(await quote({ ...mountainGood, brand: 'Trek' })).toMatchObject({
      basis: 'category',
      count: 5,
      median: 300,
      brandCount: 1,
    });
  });

  it('gives a labelled depreciation estimate below five comparables when the price new is known', async () => {
    await bikesAt([100, 200]);
    // 1000 × 0.7 kept when sold on × 0.88^4 (mountain, 2021 to 2025) × 0.85 (Good) = 356.8…
    expect(await quote({ ...mountainGood, originalPrice: 1000 })).toEqual({
      basis: 'depreciation',
      count: 2,
      estimate: 357,
      low: 285,
      high: 428,
      age: 4,
      yearlyRate: 0.12,
      conditionFactor: 0.85,
      yearFrom: 2019,
      yearTo: 2023,
    });
  });

  it('gives no figure rather than a made-up one with too few comparables and no price new', async () => {
    expect(await quote(mountainGood)).toEqual({
      basis: 'none',
      count: 0,
      yearFrom: 2019,
      yearTo: 2023,
    });
  });

  it('stops the span of years at the current year', async () => {
    expect(await quote({ ...mountainGood, year: 2025 })).toMatchObject({
      yearFrom: 2023,
      yearTo: 2025,
    });
  });

  it.each([
    [{}],
    [{ ...mountainGood, categoryId: 'nope' }],
    [{ ...mountainGood, condition: 'Mint' }],
    [{ ...mountainGood, year: 1990 }],
    [{ ...mountainGood, year: 'soon' }],
    [{ ...mountainGood, originalPrice: -5 }],
  ])('answers 400 VALIDATION_FAILED and no figure for %o', async (query) => {
    const res = await t.request.get('/quotes').query(query).expect(400);
    expect(res.body).toMatchObject({ code: 'VALIDATION_FAILED' });
  });

  it('refuses a repeated parameter with 400, never 500', async () => {
    const res = await t.request.get(
      `/quotes?categoryId=${MOUNTAIN._id}&categoryId=${MOUNTAIN._id}&condition=Good&year=2021`,
    );
    expect(res.status).toBe(400);
  });
});
