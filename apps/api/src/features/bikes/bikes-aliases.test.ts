import { ObjectId } from 'mongodb';
import { beforeEach, describe, expect, it } from 'vitest';
import { CATEGORIES } from '@reride/shared';
import type { SignedUp, TestApp } from '../../../test/helpers';
import {
  appWithSellersAndBuyer,
  bikesIn,
  createBikeAs,
  findBikeDoc,
} from '../../../test/fixtures/bikes';
import { recomputeBikeSearch } from '../../db/migrations/bikes-search';

/**
 * The original client's category ids and location spellings (docs/domain.md#aliases): read as
 * ours in paths, queries and bodies, and stored in our form, old documents included.
 */
const [MOUNTAIN, ROAD, KIDS] = CATEGORIES;
const OLD = {
  mountain: '63b91e93cf6d241d3e4d39fe',
  road: '63b91e93cf6d241d3e4d39ff',
  kids: '63b91e93cf6d241d3e4d3a00',
};
let t: TestApp, seller: SignedUp;

beforeEach(async () => {
  [t, seller] = await appWithSellersAndBuyer();
});

/** Old values are strings the body's types do not name: the point is that the API takes them. */
const create = (overrides: Record<string, string>) =>
  createBikeAs(t.request, seller.authHeader, overrides);

describe('old category ids', () => {
  it('answer the category and its bikes under our id', async () => {
    await create({ name: 'Little one', categoryId: KIDS._id });
    const title = await t.request.get(`/category-titles/${OLD.kids}`).expect(200);
    expect(title.body).toMatchObject({ _id: KIDS._id, title: 'Kids Bikes' });
    const list = await t.request.get(`/bikes/category/${OLD.kids}`).expect(200);
    expect(bikesIn(list).map((b) => b.name)).toEqual(['Little one']);
    expect(bikesIn(list)[0]?.categoryId).toBe(KIDS._id);
  });

  it('filter a search and are stored as ours by POST /bikes', async () => {
    const id = await create({ name: 'Allez', categoryId: OLD.road });
    expect(await findBikeDoc(t.db, id)).toMatchObject({
      categoryId: new ObjectId(ROAD._id),
      category: 'Road Bikes',
    });
    const res = await t.request.get('/bikes/search').query({ categoryId: OLD.road }).expect(200);
    expect(bikesIn(res).map((b) => b.name)).toEqual(['Allez']);
  });
});

describe('old location spellings', () => {
  it.each([
    ['Chittagong, Bangladesh', 'Chattogram, Bangladesh'],
    ['Barisal, Bangladesh', 'Barishal, Bangladesh'],
    ['Jessore, Khulna, Bangladesh', 'Jashore, Bangladesh'],
    ['Faridpur, Dhaka, Bangladesh', 'Dhaka, Bangladesh'],
    ['Mymenssingh, Bangladesh', 'Mymensingh, Bangladesh'],
  ])('POST /bikes stores %s as %s, and a search filter reads it', async (old, ours) => {
    const id = await create({ name: 'Imported', location: old });
    expect((await findBikeDoc(t.db, id))?.location).toBe(ours);
    const res = await t.request.get('/bikes/search').query({ location: old }).expect(200);
    expect(bikesIn(res).map((b) => b.location)).toEqual([ours]);
  });

  it('refuses a place that is none of ours', async () => {
    const res = await t.request.get('/bikes/search').query({ location: 'Kolkata, India' });
    expect(res.status).toBe(400);
    expect(res.body.code).toBe('VALIDATION_FAILED');
  });
});

describe('the search migration', () => {
  it('gives stored bikes the current tokens, the dictionary their words, and our spellings', async () => {
    const id = await create({ name: 'Marlin 7', brand: 'Trek', categoryId: MOUNTAIN._id });
    // As the original catalogue would have been copied in: its ids, spellings and no tokens.
    await t.db.collection('bikes').updateOne(
      { _id: new ObjectId(id) },
      {
        $set: {
          categoryId: new ObjectId(OLD.road),
          category: 'Road Bikes',
          location: 'Chittagong, Bangladesh',
          searchTokens: ['marlin', 'trek'],
        },
      },
    );
    await t.db.collection('search_words').deleteMany({});
    const names = async (q: string) =>
      bikesIn(await t.request.get('/bikes/search').query({ q }).expect(200)).map((b) => b.name);
    expect(await names('road')).toEqual([]);

    expect(await recomputeBikeSearch(t.db)).toBe(1);
    expect(await findBikeDoc(t.db, id)).toMatchObject({
      categoryId: new ObjectId(ROAD._id),
      location: 'Chattogram, Bangladesh',
    });
    expect(await names('road')).toEqual(['Marlin 7']);
    expect(await names('chittagong')).toEqual(['Marlin 7']);
    expect(await names('marlon')).toEqual(['Marlin 7']);
    const list = await t.request.get(`/bikes/category/${ROAD._id}`).expect(200);
    expect(bikesIn(list)).toHaveLength(1);

    const before = await findBikeDoc(t.db, id);
    expect(await recomputeBikeSearch(t.db)).toBe(1);
    expect(await findBikeDoc(t.db, id)).toEqual(before);
  });
});
