import { ObjectId, type Db } from 'mongodb';
import { beforeEach, describe, expect, inject, it } from 'vitest';
import { CATEGORIES, MAX_PAGE_SIZE } from '@reride/shared';
import { createTestApp, type SignedUp, type TestApp } from '../../test/helpers';
import { bookBike } from '../../test/fixtures/bookings';
import { createBikeAs, insertBikes } from '../../test/fixtures/bikes';
import { RANK_WINDOW } from '../features/bikes/bike-ranked-search';
import { askAbout } from '../../test/fixtures/conversations';

/**
 * Signed-in lists are never served by the public cache, so each must be a query MongoDB answers
 * from an index, reading no more than a page. The database profiler records the plan of the
 * query each endpoint really sends. mongo-java-server (the embedded engine) has neither a
 * profiler nor explain and ignores secondary indexes; the GitHub workflow runs this file on
 * mongo:7, where every case runs.
 */
const HAS_PLANS = inject('dbHasExplain');
const BIKES = MAX_PAGE_SIZE + 20;

interface ProfiledQuery {
  ns: string;
  planSummary?: string;
  docsExamined?: number;
  hasSortStage?: boolean;
}

/** `ops`: 'query' for finds; an aggregation (a search's candidates, a count) is a 'command'. */
async function profiled(
  db: Db,
  send: () => Promise<unknown>,
  collection: string,
  ops: string[] = ['query'],
) {
  await db.command({ profile: 0 });
  await db
    .collection('system.profile')
    .drop()
    .catch(() => undefined);
  await db.command({ profile: 2 });
  try {
    await send();
  } finally {
    await db.command({ profile: 0 });
  }
  const entries = await db
    .collection<ProfiledQuery>('system.profile')
    .find({ ns: `${db.databaseName}.${collection}`, op: { $in: ops } })
    .toArray();
  expect(entries.length).toBeGreaterThan(0);
  return entries;
}

function expectIndexed(entries: ProfiledQuery[], index: string) {
  for (const entry of entries) {
    expect(entry.planSummary).toContain('IXSCAN');
    expect(entry.planSummary).not.toContain('COLLSCAN');
    expect(entry.hasSortStage ?? false).toBe(false);
    expect(entry.docsExamined ?? 0).toBeLessThanOrEqual(MAX_PAGE_SIZE + 1);
  }
  expect(entries.some((entry) => entry.planSummary?.includes(index))).toBe(true);
}

describe.skipIf(!HAS_PLANS)('index plans of the signed-in lists', () => {
  let t: TestApp;
  let seller: SignedUp;
  let buyer: SignedUp;
  let admin: SignedUp;

  beforeEach(async () => {
    t = await createTestApp();
    [seller, buyer, admin] = await Promise.all([
      t.signUpAs('Seller'),
      t.signUpAs('Buyer'),
      t.signUpAs('Admin'),
    ]);
    const ids = await insertBikes(t.db, seller.user, BIKES);
    for (const id of ids.slice(0, 3)) await bookBike(t.request, buyer.authHeader, id);
    for (const id of ids.slice(0, 3)) {
      await t.request.put(`/wishlist/${id}`).set(buyer.authHeader).expect(200);
    }
  });

  it("GET /bikes (the seller's own products) reads seller_live_newest", async () => {
    const send = () =>
      t.request.get('/bikes').query({ email: seller.email }).set(seller.authHeader).expect(200);
    expectIndexed(await profiled(t.db, send, 'bikes'), 'sellerId');
  });

  it("GET /bookings (a buyer's orders) reads buyer_newest", async () => {
    const send = () =>
      t.request.get('/bookings').query({ email: buyer.email }).set(buyer.authHeader).expect(200);
    expectIndexed(await profiled(t.db, send, 'bookings'), 'buyerId');
  });

  it('GET /bookings/received (bookings on my bikes) reads seller_newest', async () => {
    const send = () => t.request.get('/bookings/received').set(seller.authHeader).expect(200);
    expectIndexed(await profiled(t.db, send, 'bookings'), 'sellerId');
  });

  it('GET /wishlist reads user_savedAt', async () => {
    const send = () => t.request.get('/wishlist').set(buyer.authHeader).expect(200);
    expectIndexed(await profiled(t.db, send, 'wishlist'), 'userId');
  });

  it('GET /admin/audit by administrator reads actor_newest', async () => {
    const send = () =>
      t.request.get('/admin/audit').query({ actor: admin.email }).set(admin.authHeader).expect(200);
    expectIndexed(await profiled(t.db, send, 'audit_log'), 'actorEmail');
  });

  it('GET /users/sellers (admin) reads roles_live_newest', async () => {
    const send = () => t.request.get('/users/sellers').set(admin.authHeader).expect(200);
    expectIndexed(await profiled(t.db, send, 'users'), 'roles');
  });

  const letter = {
    name: 'Plan Visitor',
    email: 'plan@example.com',
    topic: 'question',
    message: 'Which index finds the administrators?',
  };

  it('POST /contact-messages finds the administrators to tell through roles_live_newest', async () => {
    const send = () => t.request.post('/contact-messages').send(letter).expect(201);
    expectIndexed(await profiled(t.db, send, 'users'), 'roles');
  });

  it('GET /contact-messages (admin) reads newest first by _id', async () => {
    await t.request.post('/contact-messages').send(letter).expect(201);
    const send = () => t.request.get('/contact-messages').set(admin.authHeader).expect(200);
    expectIndexed(await profiled(t.db, send, 'contact_messages'), '_id');
  });

  it('GET /orders?status= (admin) reads status_newest', async () => {
    const send = () =>
      t.request.get('/orders').query({ status: 'booked' }).set(admin.authHeader).expect(200);
    expectIndexed(await profiled(t.db, send, 'bookings'), 'status');
  });

  it('GET /disputes (admin) reads dispute_state_oldest', async () => {
    const send = () => t.request.get('/disputes').set(admin.authHeader).expect(200);
    expectIndexed(await profiled(t.db, send, 'bookings'), 'dispute.state');
  });

  it("GET /earnings/entries (a seller's ledger) reads seller_newest", async () => {
    const send = () => t.request.get('/earnings/entries').set(seller.authHeader).expect(200);
    expectIndexed(await profiled(t.db, send, 'ledger'), 'sellerId');
  });

  it('GET /conversations (the Inbox, as buyer and as seller) reads participants_newest', async () => {
    const ids = (await t.db.collection('bikes').find().limit(3).toArray()).map((b) => b._id);
    for (const id of ids) await askAbout(t.request, buyer.authHeader, id.toHexString());
    for (const as of [buyer, seller]) {
      const send = () => t.request.get('/conversations').set(as.authHeader).expect(200);
      expectIndexed(await profiled(t.db, send, 'conversations'), 'participants');
    }
  });

  /** The buyer asks about a bike and the seller answers three times: messages and notifications. */
  async function questionAnsweredThrice(): Promise<string> {
    const [bike] = await t.db.collection('bikes').find().limit(1).toArray();
    const { conversationId } = await askAbout(t.request, buyer.authHeader, bike!._id.toHexString());
    for (let i = 0; i < 3; i += 1) {
      await t.request
        .post(`/conversations/${conversationId}/messages`)
        .set(seller.authHeader)
        .send({ text: `Answer ${i}` })
        .expect(201);
    }
    return conversationId;
  }

  it("GET /conversations/:id/messages (a conversation's messages) reads conversation_newest", async () => {
    const conversationId = await questionAnsweredThrice();
    const send = () =>
      t.request.get(`/conversations/${conversationId}/messages`).set(buyer.authHeader).expect(200);
    expectIndexed(await profiled(t.db, send, 'messages'), 'conversationId');
  });

  it("GET /notifications (the bell's list) reads user_seq_newest", async () => {
    await questionAnsweredThrice();
    const send = () => t.request.get('/notifications').set(buyer.authHeader).expect(200);
    expectIndexed(await profiled(t.db, send, 'notifications'), 'userId');
  });

  it('GET /quotes (the instant quote) reads quote_comparables, only the comparables', async () => {
    // The fixture's bikes are all Good; three Excellent ones are the only comparables.
    await insertBikes(t.db, seller.user, 3, { overrides: { condition: 'Excellent' } });
    const query = { categoryId: CATEGORIES[0]._id, condition: 'Excellent', year: 2021 };
    const send = () => t.request.get('/quotes').query(query).expect(200);
    const entries = await profiled(t.db, send, 'bikes');
    for (const entry of entries) {
      expect(entry.planSummary).toContain('purchaseYear');
      expect(entry.docsExamined ?? 0).toBeLessThanOrEqual(3);
    }
  });

  it('GET /reported (admin) reads reported_live_newest', async () => {
    const send = () => t.request.get('/reported').set(admin.authHeader).expect(200);
    expectIndexed(await profiled(t.db, send, 'bikes'), 'reported');
  });

  it('GET /bikes/search?q= narrows through searchTokens_newest and reads a bounded window', async () => {
    await insertBikes(t.db, seller.user, 3, { overrides: { name: 'Trek Marlin' } });
    const send = () => t.request.get('/bikes/search').query({ q: 'trek' }).expect(200);
    const entries = await profiled(t.db, send, 'bikes', ['query', 'command']);
    for (const entry of entries) {
      expect(entry.planSummary).toContain('IXSCAN');
      expect(entry.planSummary).not.toContain('COLLSCAN');
      expect(entry.docsExamined ?? 0).toBeLessThanOrEqual(RANK_WINDOW + 1);
    }
    // The candidates: a word's `$in` over the tokens index, not a walk of every listed bike.
    expect(entries.some((entry) => entry.planSummary?.includes('searchTokens'))).toBe(true);
    expect(entries.every((entry) => (entry.docsExamined ?? 0) <= 3 + 1)).toBe(true);
  });

  it('GET /bikes/search?near= narrows through geo_cells, reading only the bikes of the cells', async () => {
    // The fixture's bikes are at Dhaka's centre; three in Agrabad are the only ones near it.
    await insertBikes(t.db, seller.user, 3, {
      overrides: { location: 'Chattogram, Bangladesh', placeId: 'agrabad' },
    });
    const query = { near: 'agrabad', radiusKm: 5, sort: 'distance' };
    const send = () => t.request.get('/bikes/search').query(query).expect(200);
    const entries = await profiled(t.db, send, 'bikes', ['query', 'command']);
    for (const entry of entries) expect(entry.planSummary).not.toContain('COLLSCAN');
    // The candidates: the covering cells' `$in` over the cells index, not a walk of every listed bike.
    expect(entries.some((entry) => entry.planSummary?.includes('geo.cells'))).toBe(true);
    expect(entries.every((entry) => (entry.docsExamined ?? 0) <= 3 + 1)).toBe(true);
  });

  it("the match job takes a new listing's candidate saved searches through match_candidates", async () => {
    const [road, mountain] = [CATEGORIES[1]._id, CATEGORIES[0]._id];
    const save = (filters: object) =>
      t.request
        .post('/saved-searches')
        .set(buyer.authHeader)
        .send({ filters, frequency: 'instant' })
        .expect(201);
    await save({ categoryId: road, maxPrice: 600 });
    await save({ categoryId: road, maxPrice: 300 });
    // Searches of another category, as many people's: none may be read for a road bike.
    const now = new Date();
    await t.db.collection('saved_searches').insertMany(
      Array.from({ length: 40 }, (_, i) => ({
        userId: new ObjectId(),
        name: `Mountain bikes ${i}`,
        filters: { categoryId: mountain },
        frequency: 'instant',
        paused: false,
        categoryKey: mountain,
        priceMin: 0,
        priceMax: Number.MAX_SAFE_INTEGER,
        cells: ['*'],
        createdAt: now,
        updatedAt: now,
      })),
    );
    await createBikeAs(t.request, seller.authHeader, { categoryId: road, resalePrice: 500 });
    const send = () => t.scheduler.run('saved-searches.match');
    const entries = await profiled(t.db, send, 'saved_searches');
    for (const entry of entries) expect(entry.planSummary).not.toContain('COLLSCAN');
    expect(entries.some((entry) => entry.planSummary?.includes('match_candidates'))).toBe(true);
    // The index bounds hold the two road searches alone; the price's upper end is checked on them.
    expect(entries.every((entry) => (entry.docsExamined ?? 0) <= 2)).toBe(true);
  });

  it("the first category page's total counts through category_public_newest", async () => {
    // Bikes of another category, so that an index led by the category is the selective one.
    await insertBikes(t.db, seller.user, 30, { overrides: { categoryId: CATEGORIES[1]._id } });
    const send = () => t.request.get(`/bikes/category/${CATEGORIES[0]._id}`).expect(200);
    const entries = await profiled(t.db, send, 'bikes', ['query', 'command']);
    for (const entry of entries) {
      expect(entry.planSummary).not.toContain('COLLSCAN');
      expect(entry.planSummary).toContain('categoryId');
    }
    expect(entries.length).toBeGreaterThanOrEqual(2);
  });
});
