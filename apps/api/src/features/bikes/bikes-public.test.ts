import { ObjectId } from 'mongodb';
import { beforeEach, describe, expect, inject, it } from 'vitest';
import { CATEGORIES, NEXT_CURSOR_HEADER } from '@reride/shared';
import { appWithUsers, type SignedUp, type TestApp } from '../../../test/helpers';
import { expiredToken, forgedToken } from '../../../test/tokens';
import { collection } from '../../db/collections';
import { bikes as bikesCollection } from './bikes.collections';
import { sortOf } from '../../db/keyset-page';
import { BIKE_ORDERS, listFilter } from './bike-lists.repository';
import { bikesIn, createBikeAs, insertBikes, setBikeFields } from '../../../test/fixtures/bikes';

const [MOUNTAIN, ROAD] = CATEGORIES;
const categoryPath = (id: string) => `/bikes/category/${id}`;
const names = (res: { body: unknown }) => bikesIn(res).map((b) => b.name);

let t: TestApp, seller: SignedUp, anotherSeller: SignedUp;

beforeEach(async () => {
  [t, seller, anotherSeller] = await appWithUsers(['Seller', 'Seller']);
  await t.db
    .collection('users')
    .updateOne({ _id: new ObjectId(seller.user._id) }, { $set: { verified: true } });
});

/** Two listed, one sold, one deleted, one in another category, one of a removed seller. */
async function listingFixture() {
  const old = await createBikeAs(t.request, seller.authHeader, { name: 'Old' });
  await createBikeAs(t.request, anotherSeller.authHeader, { name: 'New' });
  await createBikeAs(t.request, seller.authHeader, { name: 'Road', categoryId: ROAD._id });
  const sold = await createBikeAs(t.request, seller.authHeader, { name: 'Sold' });
  const gone = await createBikeAs(t.request, seller.authHeader, { name: 'Deleted' });
  await setBikeFields(t.db, sold, { status: 'Sold' });
  await t.request.delete(`/bikes/${gone}`).set(seller.authHeader).expect(200);
  return { old, sold, gone };
}

describe('GET /bikes/category/:categoryId', () => {
  it('lists the unsold live bikes of the category, newest first, with sellerVerified', async () => {
    await listingFixture();
    const res = await t.request.get(categoryPath(MOUNTAIN._id)).expect(200);
    expect(names(res)).toEqual(['New', 'Old']);
    expect(bikesIn(res).map((b) => b.sellerVerified)).toEqual([false, true]);
    expect(res.body[1]).toMatchObject({
      category: MOUNTAIN.title,
      status: 'unsold',
      seller: seller.user.name,
    });
    expect(res.headers[NEXT_CURSOR_HEADER.toLowerCase()]).toBeUndefined();
  });

  it('never shows sellerEmail or mobile to visitors, whatever token they present', async () => {
    await createBikeAs(t.request, seller.authHeader);
    const bad = [undefined, 'garbage', forgedToken(seller.user), expiredToken(seller.user)];
    for (const token of bad) {
      const req = t.request.get(categoryPath(MOUNTAIN._id));
      const res = await (token ? req.set('Authorization', `Bearer ${token}`) : req).expect(200);
      expect(res.body).toHaveLength(1);
      expect(Object.keys(bikesIn(res)[0]!)).not.toContain('sellerEmail');
      expect(res.body[0].mobile).toBeUndefined();
      expect(res.body[0].sellerId).toBe(seller.user._id);
    }
    // Signed in is not enough: only the seller themself (and administrators) read them.
    const buyer = await t.signUpAs('Buyer');
    const signedIn = await t.request.get(categoryPath(MOUNTAIN._id)).set(buyer.authHeader);
    expect(signedIn.body[0]).not.toHaveProperty('sellerEmail');
    expect(signedIn.body[0]).not.toHaveProperty('mobile');
    const own = await t.request.get(categoryPath(MOUNTAIN._id)).set(seller.authHeader);
    expect(own.body[0]).toMatchObject({ sellerEmail: seller.email, mobile: '01711223344' });
  });

  it('hides every bike of a seller removed by an admin', async () => {
    await createBikeAs(t.request, seller.authHeader, { name: 'Of removed' });
    await createBikeAs(t.request, anotherSeller.authHeader, { name: 'Of live' });
    const admin = await t.signUpAs('Admin');
    await t.request.delete(`/sellers/${seller.user._id}`).set(admin.authHeader).expect(200);
    const res = await t.request.get(categoryPath(MOUNTAIN._id)).expect(200);
    expect(names(res)).toEqual(['Of live']);
    const flags = await collection(t.db, bikesCollection)
      .find({}, { projection: { sellerRemoved: 1, name: 1 } })
      .toArray();
    expect(flags.map((b) => [b.name, b.sellerRemoved]).sort()).toEqual([
      ['Of live', false],
      ['Of removed', true],
    ]);
  });

  it('walks every page through X-Next-Cursor with no duplicate and no gap', async () => {
    const ref = { ...seller.user, email: seller.email };
    const ids = [
      ...(await insertBikes(t.db, ref, 12)),
      // Equal createdAt: _id breaks the tie, so no bike is skipped or repeated at page edges.
      ...(await insertBikes(t.db, ref, 9, {
        start: new Date('2025-01-01T00:00:00Z'),
        sameInstant: true,
      })),
    ];
    const seen: string[] = [];
    let cursor: string | undefined;
    let pages = 0;
    do {
      const res = await t.request
        .get(categoryPath(MOUNTAIN._id))
        .query(cursor ? { limit: 5, cursor } : { limit: 5 })
        .expect(200);
      seen.push(...bikesIn(res).map((b) => b._id));
      cursor = res.headers[NEXT_CURSOR_HEADER.toLowerCase()];
      pages += 1;
    } while (cursor);
    expect(pages).toBe(5);
    expect(new Set(seen).size).toBe(seen.length);
    const tie = ids.slice(12).reverse();
    expect(seen).toEqual([...ids.slice(0, 12), ...tie]);
  });

  it('answers 24 bikes by default and exposes the cursor header to the web origin', async () => {
    await insertBikes(t.db, { ...seller.user, email: seller.email }, 30);
    const res = await t.request
      .get(categoryPath(MOUNTAIN._id))
      .set('Origin', t.config.CORS_ORIGINS[0]!)
      .expect(200);
    expect(res.body).toHaveLength(24);
    expect(res.headers[NEXT_CURSOR_HEADER.toLowerCase()]).toMatch(/^[A-Za-z0-9_-]+$/);
    expect(res.headers['access-control-expose-headers']).toContain(NEXT_CURSOR_HEADER);
  });

  it('returns 404 NOT_FOUND for an unknown category', async () => {
    const res = await t.request.get(categoryPath(new ObjectId().toHexString())).expect(404);
    expect(res.body).toEqual({ code: 'NOT_FOUND', message: 'Category not found' });
  });

  it('returns 400 for a malformed id, a limit over 100 or a tampered cursor', async () => {
    const tampered = Buffer.from('{"o":"n","k":["yesterday","x"]}').toString('base64url');
    const answers = await Promise.all([
      t.request.get(categoryPath('mountain')),
      t.request.get(categoryPath(MOUNTAIN._id)).query({ limit: 101 }),
      t.request.get(categoryPath(MOUNTAIN._id)).query({ cursor: tampered }),
      t.request.get(categoryPath(MOUNTAIN._id)).query({ cursor: 'not base64 json' }),
    ]);
    expect(answers.map((r) => [r.status, (r.body as { code: string }).code])).toEqual(
      Array(4).fill([400, 'VALIDATION_FAILED']),
    );
  });

  it('declares the compound index the category page reads through', async () => {
    const bikes = collection(t.db, bikesCollection);
    const index = (await bikes.indexes()).find((i) => i.name === 'category_public_newest');
    expect(index?.key).toEqual({
      categoryId: 1,
      status: 1,
      deletedAt: 1,
      sellerRemoved: 1,
      createdAt: -1,
      _id: -1,
    });
  });

  // mongo-java-server (the embedded engine) has no explain and ignores secondary indexes; the
  // GitHub workflow runs this suite on mongo:7, where the plan must be an IXSCAN of the index.
  it.skipIf(!inject('dbHasExplain'))('reads through its compound index', async () => {
    const bikes = collection(t.db, bikesCollection);
    const filter = listFilter({ kind: 'category', categoryId: MOUNTAIN._id });
    const explain = await bikes.find(filter).sort(sortOf(BIKE_ORDERS.newest)).limit(25).explain();
    expect(JSON.stringify(explain.queryPlanner.winningPlan)).toContain('"stage":"IXSCAN"');
    expect(JSON.stringify(explain.queryPlanner.winningPlan)).toContain('category_public_newest');
  });
});

describe('GET /bikes/advertised', () => {
  it('lists advertised bikes only while unsold, live and of a live seller', async () => {
    const fixture = await listingFixture();
    await createBikeAs(t.request, seller.authHeader, { name: 'Not advertised' });
    for (const id of [fixture.old, fixture.sold])
      await setBikeFields(t.db, id, { advertised: true });
    await setBikeFields(t.db, fixture.gone, { advertised: true });
    const res = await t.request.get('/bikes/advertised').expect(200);
    expect(names(res)).toEqual(['Old']);
    expect(res.body[0]).toMatchObject({ _id: fixture.old, advertised: true, sellerVerified: true });
    expect(res.body[0].sellerEmail).toBeUndefined();

    const admin = await t.signUpAs('Admin');
    await t.request.delete(`/sellers/${seller.user._id}`).set(admin.authHeader).expect(200);
    expect((await t.request.get('/bikes/advertised').expect(200)).body).toEqual([]);
  });

  it("shows another seller no contact details, the bike's seller its own, and pages with a cursor", async () => {
    const ref = { ...seller.user, email: seller.email };
    await insertBikes(t.db, ref, 3, { overrides: { advertised: true } });
    const first = await t.request
      .get('/bikes/advertised')
      .set(anotherSeller.authHeader)
      .query({ limit: 2 });
    expect(first.body).toHaveLength(2);
    expect(first.body[0]).toMatchObject({ sellerId: seller.user._id });
    expect(first.body[0]).not.toHaveProperty('sellerEmail');
    expect(first.body[0]).not.toHaveProperty('mobile');
    const own = await t.request.get('/bikes/advertised').set(seller.authHeader).query({ limit: 2 });
    expect(own.body[0]).toMatchObject({ sellerEmail: seller.email, mobile: '01711223344' });
    const cursor = first.headers[NEXT_CURSOR_HEADER.toLowerCase()];
    const second = await t.request.get('/bikes/advertised').query({ limit: 2, cursor }).expect(200);
    expect(names(second)).toEqual(['Bike 2']);
    expect(second.headers[NEXT_CURSOR_HEADER.toLowerCase()]).toBeUndefined();
  });

  it('returns 400 for a limit of 0', async () => {
    expect((await t.request.get('/bikes/advertised?limit=0').expect(400)).body.code).toBe(
      'VALIDATION_FAILED',
    );
  });
});
