import { beforeEach, describe, expect, it } from 'vitest';
import {
  CATEGORIES,
  DID_YOU_MEAN_HEADER,
  NEXT_CURSOR_HEADER,
  TOTAL_COUNT_CAP,
  TOTAL_COUNT_HEADER,
  decodeSuggestion,
  planWord,
} from '@reride/shared';
import { createTestApp, insertUser, type TestApp } from '../../../test/helpers';
import { bikesIn, insertBikes, setBikeFields, type SellerRef } from '../../../test/fixtures/bikes';
import { searchFilter } from './bike-lists.repository';
import { totalOf } from './bike-pages';
import { rankedSearch } from './bike-ranked-search';
import { createBikesRepository, type NewBike } from './bikes.repository';

/** Totals, "did you mean" and the ranking window of GET /bikes/search and the category pages. */
const [MOUNTAIN, ROAD] = CATEGORIES;
let t: TestApp;
let seller: SellerRef;

beforeEach(async () => {
  t = await createTestApp();
  const user = await insertUser(t.db, 'Seller', { name: 'Rafi' });
  seller = { ...user, name: 'Rafi' };
});

let clock = 0;
beforeEach(() => {
  clock = 0;
});

/** Bikes by name, each one minute older than the one before: newest first is this order. */
async function names(list: string[], overrides: Partial<NewBike> = {}): Promise<void> {
  for (const name of list) {
    clock += 1;
    const start = new Date(Date.UTC(2025, 5, 1) - clock * 60_000);
    await insertBikes(t.db, seller, 1, { start, overrides: { name, ...overrides } });
  }
}

describe('totals', () => {
  it('tells a category page its total on the first page only', async () => {
    await insertBikes(t.db, seller, 12, { overrides: { categoryId: ROAD._id } });
    await insertBikes(t.db, seller, 2, { overrides: { categoryId: MOUNTAIN._id } });
    const [sold] = await insertBikes(t.db, seller, 1, { overrides: { categoryId: ROAD._id } });
    await setBikeFields(t.db, sold!, { status: 'Sold' });

    const first = await t.request
      .get(`/bikes/category/${ROAD._id}`)
      .query({ limit: 9 })
      .set('Origin', t.config.CORS_ORIGINS[0]!)
      .expect(200);
    expect(bikesIn(first)).toHaveLength(9);
    expect(first.get(TOTAL_COUNT_HEADER)).toBe('12');
    expect(first.headers['access-control-expose-headers']).toContain(TOTAL_COUNT_HEADER);
    const next = await t.request
      .get(`/bikes/category/${ROAD._id}`)
      .query({ limit: 9, cursor: first.get(NEXT_CURSOR_HEADER) })
      .expect(200);
    expect(bikesIn(next)).toHaveLength(3);
    expect(next.get(TOTAL_COUNT_HEADER)).toBeUndefined();
  });

  it('tells a search its total, with words and without, from the same filter', async () => {
    await names(['Trek One', 'Trek Two', 'Trek Three', 'Giant'], { resalePrice: 200 });
    await names(['Trek Dear'], { resalePrice: 900 });
    const res = await t.request.get('/bikes/search').query({ q: 'trek', limit: 2 }).expect(200);
    expect(res.get(TOTAL_COUNT_HEADER)).toBe('4');
    const cheap = await t.request
      .get('/bikes/search')
      .query({ q: 'trek', maxPrice: 500 })
      .expect(200);
    expect(cheap.get(TOTAL_COUNT_HEADER)).toBe('3');
    const all = await t.request.get('/bikes/search').query({ limit: 1 }).expect(200);
    expect(all.get(TOTAL_COUNT_HEADER)).toBe('5');
    const none = await t.request.get('/bikes/search').query({ q: 'nothing' }).expect(200);
    expect(none.get(TOTAL_COUNT_HEADER)).toBe('0');
  });

  it('stops counting at the cap and says so', () => {
    expect(totalOf(23)).toEqual({ count: 23, atLeast: false });
    expect(totalOf(TOTAL_COUNT_CAP)).toEqual({ count: TOTAL_COUNT_CAP, atLeast: true });
  });
});

describe('did you mean', () => {
  beforeEach(async () => {
    await names(['Trek Marlin', 'Giant Talon'], { categoryId: MOUNTAIN._id });
  });

  async function suggestion(q: string, query: Record<string, string> = {}) {
    const res = await t.request
      .get('/bikes/search')
      .query({ q, ...query })
      .expect(200);
    return {
      bikes: bikesIn(res).length,
      suggestion: decodeSuggestion(res.get(DID_YOU_MEAN_HEADER)),
    };
  }

  it('suggests the closest stored, category or place word for a word that finds nothing', async () => {
    expect(await suggestion('trk')).toEqual({ bikes: 0, suggestion: 'trek' });
    // Two edits: not forgiven, but suggested.
    expect(await suggestion('alont')).toEqual({ bikes: 0, suggestion: 'talon' });
    // A word matched through a typo is corrected in the suggestion too.
    expect(await suggestion('mountan bkes')).toEqual({ bikes: 0, suggestion: 'mountain bikes' });
    expect(await suggestion('mountin')).toEqual({ bikes: 2, suggestion: null });
    // "kids" is close, but finds no bike here.
    expect(await suggestion('kidz')).toEqual({ bikes: 0, suggestion: null });
  });

  it('drops a word nothing is close to, and suggests only what finds bikes', async () => {
    expect(await suggestion('trek xyzzy')).toEqual({ bikes: 0, suggestion: 'trek' });
    expect(await suggestion('xyzzy')).toEqual({ bikes: 0, suggestion: null });
    // Each word finds a bike, only not together: nothing to correct.
    expect(await suggestion('trek talon')).toEqual({ bikes: 0, suggestion: null });
    // Within the filters given.
    expect(await suggestion('trk', { categoryId: ROAD._id })).toEqual({
      bikes: 0,
      suggestion: null,
    });
  });
});

describe('the ranking window', () => {
  it('ranks the first bikes of the sort, then goes on in the sort alone', async () => {
    await names(['Old A', 'Old B'], { description: 'road' });
    await names(['Road'], { description: '' });
    await names(['Old C', 'Old D', 'Old E'], { description: 'road' });
    const repo = createBikesRepository(t.db);
    const plan = [planWord('road')];
    const filter = searchFilter({ words: plan.map((w) => [...w.forms.keys()]) });
    const seen: string[] = [];
    let cursor: string | undefined;
    for (let page = 0; page < 10; page += 1) {
      const result = await rankedSearch(
        repo,
        plan,
        filter,
        { sort: 'newest', limit: 2, cursor },
        4,
      );
      seen.push(...result.items.map((c) => c.name));
      if (page === 0) expect(result.first).toEqual({ matches: 4, truncated: true });
      if (!result.nextCursor) break;
      cursor = result.nextCursor;
    }
    // The window (the 4 newest) ranked, "Road" first; after it the rest, newest first.
    expect(seen).toEqual(['Road', 'Old A', 'Old B', 'Old C', 'Old D', 'Old E']);
  });
});
