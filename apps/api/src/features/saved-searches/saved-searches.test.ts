import { ObjectId } from 'mongodb';
import { beforeEach, describe, expect, it } from 'vitest';
import {
  CATEGORIES,
  SAVED_SEARCHES_MAX,
  type Notification,
  savedSearchMessages,
} from '@reride/shared';
import { appWithUsers, schedulerAhead, type SignedUp, type TestApp } from '../../../test/helpers';
import { createBikeAs, editBikeAs } from '../../../test/fixtures/bikes';
import { DEV_TOKEN_SECRET } from './saved-searches.feature';
import { unsubscribeToken } from './unsubscribe-token';

/** Saved searches and their alerts (docs/domain.md#alerts), through HTTP on the real engine. */
const ROAD = CATEGORIES[1]._id;
const MOUNTAIN = CATEGORIES[0]._id;
const TEXT = savedSearchMessages;

let t: TestApp, seller: SignedUp, buyer: SignedUp, other: SignedUp;

beforeEach(async () => {
  // An SMTP address makes the email feature queue mails; no test here sends them.
  [t, seller, buyer, other] = await appWithUsers(['Seller', 'Buyer', 'Buyer'], {
    env: { SMTP_URL: 'smtp://127.0.0.1:2525' },
  });
});

const save = (who: SignedUp, body: object) =>
  t.request.post('/saved-searches').set(who.authHeader).send(body);
const saveRoadUnder600 = async (who = buyer, frequency = 'instant') =>
  String(
    (await save(who, { filters: { categoryId: ROAD, maxPrice: 600 }, frequency }).expect(201)).body
      ._id,
  );
const listRoad = (overrides: object = {}) =>
  createBikeAs(t.request, seller.authHeader, {
    categoryId: ROAD,
    resalePrice: 500,
    name: 'Giant Contend',
    ...overrides,
  });
const match = () => t.scheduler.run('saved-searches.match');
async function alerts(who: SignedUp): Promise<string[]> {
  const res = await t.request.get('/notifications').set(who.authHeader).expect(200);
  return (res.body as Notification[]).flatMap((n) => (n.topic === 'search' ? [n.bikeId] : []));
}
const mailsTo = (who: SignedUp) =>
  t.db
    .collection('outbox')
    .find({ userId: new ObjectId(who.user._id) })
    .toArray();

describe('saving, listing, renaming and deleting', () => {
  it('names a search from its filters, lists it, renames, pauses and deletes it', async () => {
    const res = await save(buyer, { filters: { categoryId: ROAD, maxPrice: 600, q: '' } }).expect(
      201,
    );
    expect(res.body).toMatchObject({
      name: 'Road bikes under $600',
      frequency: 'instant',
      paused: false,
      filters: { categoryId: ROAD, maxPrice: 600 },
    });
    expect(res.body.filters).not.toHaveProperty('q');
    const id = String(res.body._id);

    const renamed = await t.request
      .patch(`/saved-searches/${id}`)
      .set(buyer.authHeader)
      .send({ name: '  Commuter  ', frequency: 'daily', paused: true })
      .expect(200);
    expect(renamed.body).toMatchObject({ name: 'Commuter', frequency: 'daily', paused: true });

    const list = await t.request.get('/saved-searches').set(buyer.authHeader).expect(200);
    expect(list.body).toHaveLength(1);
    // Theirs to download too, without the matching job's keys (docs/domain.md#leaving).
    const data = await t.request.get('/users/me/data').set(buyer.authHeader).expect(200);
    expect(data.body.savedSearches).toMatchObject([{ _id: id, name: 'Commuter' }]);
    expect(data.body.savedSearches[0]).not.toHaveProperty('cells');
    await t.request.delete(`/saved-searches/${id}`).set(buyer.authHeader).expect(200);
    const after = await t.request.get('/saved-searches').set(buyer.authHeader).expect(200);
    expect(after.body).toEqual([]);
  });

  it('answers 404 for another person’s search, changing nothing', async () => {
    const id = await saveRoadUnder600(buyer);
    await t.request
      .patch(`/saved-searches/${id}`)
      .set(other.authHeader)
      .send({ name: 'Mine now' })
      .expect(404);
    await t.request.delete(`/saved-searches/${id}`).set(other.authHeader).expect(404);
    const list = await t.request.get('/saved-searches').set(buyer.authHeader).expect(200);
    expect(list.body[0]).toMatchObject({ name: 'Road bikes under $600' });
    const others = await t.request.get('/saved-searches').set(other.authHeader).expect(200);
    expect(others.body).toEqual([]);
  });

  it('refuses bad filters, names and frequencies with 400 and a message', async () => {
    const bad = [
      { filters: { minPrice: 700, maxPrice: 600 } },
      { filters: { categoryId: 'nope' } },
      { filters: {}, frequency: 'weekly' },
      { filters: {}, name: '' },
      { filters: {}, name: 'x'.repeat(81) },
      { filters: {}, extra: true },
      // The search's own rules between fields hold for a saved search too.
      { filters: { lat: 23.8 } },
      { filters: { near: 'mirpur', lat: 23.8, lon: 90.4 } },
    ];
    for (const body of bad) {
      const res = await save(buyer, body).expect(400);
      expect(res.body).toMatchObject({ code: 'VALIDATION_FAILED' });
      expect(typeof res.body.message).toBe('string');
    }
    const id = await saveRoadUnder600();
    await t.request.patch(`/saved-searches/${id}`).set(buyer.authHeader).send({}).expect(400);
    await t.request
      .patch(`/saved-searches/${id}`)
      .set(buyer.authHeader)
      .send({ name: 'x'.repeat(81) })
      .expect(400);
    await t.request
      .patch('/saved-searches/not-an-id')
      .set(buyer.authHeader)
      .send({ paused: true })
      .expect(400);
  });

  it(`keeps at most ${SAVED_SEARCHES_MAX} per person: one more answers 409`, async () => {
    for (let i = 0; i < SAVED_SEARCHES_MAX; i += 1) {
      await save(buyer, { filters: { maxPrice: 100 + i } }).expect(201);
    }
    const res = await save(buyer, { filters: { maxPrice: 1 } }).expect(409);
    expect(res.body).toMatchObject({ code: 'CONFLICT', message: TEXT.full });
    expect(await t.db.collection('saved_searches').countDocuments()).toBe(SAVED_SEARCHES_MAX);
  });
});

describe('matching new listings', () => {
  it('tells the saver of a listed match at once, in the bell and by email with unsubscribe headers', async () => {
    await saveRoadUnder600();
    const bikeId = await listRoad();
    await listRoad({ resalePrice: 650 }); // over the range
    await listRoad({ categoryId: MOUNTAIN }); // another category
    await match();

    expect(await alerts(buyer)).toEqual([bikeId]);
    const [mail, ...more] = await mailsTo(buyer);
    expect(more).toEqual([]);
    expect(mail?.subject).toContain('Road bikes under $600');
    expect(mail?.text).toContain('/unsubscribe?token=');
    expect(mail?.headers).toMatchObject({
      'List-Unsubscribe': expect.stringMatching(
        /^<http.*\/saved-searches\/unsubscribe\/[0-9a-f]{24}\.[0-9]+\.[\w-]+>$/,
      ),
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    });
    expect(await alerts(other)).toEqual([]);
  });

  it('matches the words of a search as the search does', async () => {
    await save(buyer, { filters: { q: 'giant', categoryId: ROAD } }).expect(201);
    const giant = await listRoad();
    await listRoad({ name: 'Trek Domane' });
    await match();
    expect(await alerts(buyer)).toEqual([giant]);
  });

  it('tells of a price drop into the range, never of one within it nor of a raise', async () => {
    await saveRoadUnder600();
    const bikeId = await listRoad({ resalePrice: 700 });
    await match();
    expect(await alerts(buyer)).toEqual([]);

    await editBikeAs(t.request, seller.authHeader, bikeId, {
      categoryId: ROAD,
      name: 'Giant Contend',
      resalePrice: 550,
    }).expect(200);
    await match();
    expect(await alerts(buyer)).toEqual([bikeId]);

    await editBikeAs(t.request, seller.authHeader, bikeId, {
      categoryId: ROAD,
      name: 'Giant Contend',
      resalePrice: 500,
    }).expect(200);
    await match();
    expect(await alerts(buyer)).toEqual([bikeId]);
  });

  it('tells of a resumed listing saved after it was paused, and of a renewed one', async () => {
    const paused = await listRoad();
    const renewed = await listRoad({ name: 'Giant TCR' });
    await match();
    await t.request.post(`/bikes/${paused}/pause`).set(seller.authHeader).expect(200);
    await saveRoadUnder600();

    await t.request.post(`/bikes/${paused}/resume`).set(seller.authHeader).expect(200);
    await t.request.post(`/bikes/${renewed}/renew`).set(seller.authHeader).expect(200);
    await match();

    expect((await alerts(buyer)).sort()).toEqual([paused, renewed].sort());
  });

  it('never tells a seller of their own listing, nor a paused search', async () => {
    await saveRoadUnder600(seller);
    const pausedId = await saveRoadUnder600(buyer);
    await t.request
      .patch(`/saved-searches/${pausedId}`)
      .set(buyer.authHeader)
      .send({ paused: true })
      .expect(200);
    await listRoad();
    await match();
    expect(await alerts(seller)).toEqual([]);
    expect(await alerts(buyer)).toEqual([]);
  });

  it('never tells the same bike twice to one search, even when two processes compare it at once', async () => {
    await saveRoadUnder600();
    const another = schedulerAhead(t, 0);
    const told: string[] = [];
    for (let round = 0; round < 20; round += 1) {
      const bikeId = await listRoad({ name: `Giant Contend ${round}` });
      told.push(bikeId);
      await Promise.all([match(), another.run('saved-searches.match')]);
    }
    // Heard again (a renewal): already told.
    await t.request.post(`/bikes/${told[0]}/renew`).set(seller.authHeader).expect(200);
    await match();

    expect((await alerts(buyer)).sort()).toEqual([...told].sort());
    expect(await mailsTo(buyer)).toHaveLength(20);
    expect(await t.db.collection('saved_search_matches').countDocuments()).toBe(20);
  });

  it('tells a listing compared again only to the searches it is new to, each of them once', async () => {
    await saveRoadUnder600(buyer);
    const bikeId = await listRoad();
    await match();
    // Saved since: the renewal's run records these two and refuses the buyer's pair again.
    await saveRoadUnder600(other);
    await saveRoadUnder600(other, 'daily');
    await t.request.post(`/bikes/${bikeId}/renew`).set(seller.authHeader).expect(200);
    await match();

    expect(await alerts(buyer)).toEqual([bikeId]);
    expect(await mailsTo(buyer)).toHaveLength(1);
    expect(await alerts(other)).toEqual([bikeId]);
    expect(await mailsTo(other)).toHaveLength(1);
    expect(
      await t.db
        .collection('saved_search_matches')
        .countDocuments({ bikeId: new ObjectId(bikeId) }),
    ).toBe(3);
  });
});

describe('the daily digest', () => {
  it('mails each person once with every new match, then nothing until there are more', async () => {
    await saveRoadUnder600(buyer, 'daily');
    const first = await listRoad();
    const second = await listRoad({ name: 'Giant TCR' });
    await match();
    expect(await alerts(buyer)).toEqual([]);
    expect(await mailsTo(buyer)).toEqual([]);

    await t.scheduler.run('saved-searches.digest');
    const mails = await mailsTo(buyer);
    expect(mails).toHaveLength(1);
    expect(mails[0]?.subject).toBe(TEXT.digestSubject(2));
    expect(mails[0]?.text).toContain(`/bikes/${first}`);
    expect(mails[0]?.text).toContain(`/bikes/${second}`);
    expect(mails[0]?.headers).toHaveProperty('List-Unsubscribe');

    await t.scheduler.run('saved-searches.digest');
    expect(await mailsTo(buyer)).toHaveLength(1);
  });

  it('mails nobody without new matches', async () => {
    await saveRoadUnder600(buyer, 'daily');
    await listRoad({ resalePrice: 900 });
    await match();
    await t.scheduler.run('saved-searches.digest');
    expect(await t.db.collection('outbox').countDocuments()).toBe(0);
  });
});

describe('unsubscribing from an email', () => {
  const tokenOf = (id: string, at = new Date()) => unsubscribeToken(DEV_TOKEN_SECRET, id, at);

  it('shows what a link stops without signing in, and pauses the search on POST', async () => {
    const id = await saveRoadUnder600();
    const token = tokenOf(id);
    const shown = await t.request.get(`/saved-searches/unsubscribe/${token}`).expect(200);
    expect(shown.body).toEqual({ name: 'Road bikes under $600', paused: false });

    const done = await t.request.post(`/saved-searches/unsubscribe/${token}`).expect(200);
    expect(done.body).toEqual({ name: 'Road bikes under $600', paused: true });

    await listRoad();
    await match();
    expect(await alerts(buyer)).toEqual([]);
  });

  it('takes a mail client’s one-click POST with the token in the URL (RFC 8058)', async () => {
    const id = await saveRoadUnder600();
    await t.request
      .post(`/saved-searches/unsubscribe/${tokenOf(id)}`)
      .type('form')
      .send('List-Unsubscribe=One-Click')
      .expect(200);
    const list = await t.request.get('/saved-searches').set(buyer.authHeader).expect(200);
    expect(list.body[0]).toMatchObject({ paused: true });
  });

  it('refuses forged, malformed and expired tokens with 400, changing nothing', async () => {
    const id = await saveRoadUnder600();
    const valid = tokenOf(id);
    const forged = `${valid.slice(0, -2)}${valid.endsWith('AA') ? 'BB' : 'AA'}`;
    const otherSecret = unsubscribeToken('another-secret-of-enough-length', id, new Date());
    for (const token of [forged, otherSecret, 'garbage', `${id}.1.x`]) {
      const res = await t.request
        .post(`/saved-searches/unsubscribe/${encodeURIComponent(token)}`)
        .expect(400);
      expect(res.body).toMatchObject({
        code: 'VALIDATION_FAILED',
        message: TEXT.unsubscribe.invalid,
      });
    }
    await t.request.get(`/saved-searches/unsubscribe/${forged}`).expect(400);

    const old = tokenOf(id, new Date(Date.now() - 31 * 24 * 60 * 60 * 1000));
    const expired = await t.request.post(`/saved-searches/unsubscribe/${old}`).expect(400);
    expect(expired.body.message).toBe(TEXT.unsubscribe.expired);

    const list = await t.request.get('/saved-searches').set(buyer.authHeader).expect(200);
    expect(list.body[0]).toMatchObject({ paused: false });
  });
});
