import { ObjectId } from 'mongodb';
import { beforeEach, describe, expect, it } from 'vitest';
import { CATEGORIES, catalogueMessages } from '@reride/shared';
import { collection } from '../../db/collections';
import { bikeEdits } from './bikes.collections';
import { appWithUsers, type SignedUp, type TestApp } from '../../../test/helpers';
import {
  bikesIn,
  editBody,
  createBikeAs,
  findBikeDoc,
  setBikeFields,
} from '../../../test/fixtures/bikes';

/** A seller's edit of a listing (docs/domain.md#editing), with the public cache on. */
const NOW = new Date('2025-03-09T10:30:00Z');
const DAY_MS = 24 * 60 * 60 * 1000;
let t: TestApp, seller: SignedUp, anotherSeller: SignedUp, buyer: SignedUp;

beforeEach(async () => {
  [t, seller, anotherSeller, buyer] = await appWithUsers(['Seller', 'Seller', 'Buyer'], {
    env: { PUBLIC_CACHE_TTL_MS: '60000' },
    clock: () => NOW,
  });
});

const form = editBody;
const edit = (id: string, body: object, who: SignedUp = seller) =>
  t.request.put(`/bikes/${id}`).set(who.authHeader).send(body);
const historyOf = (id: string) =>
  collection(t.db, bikeEdits)
    .find({ bikeId: new ObjectId(id) })
    .toArray();
const searchNames = async (q: string) =>
  bikesIn(await t.request.get('/bikes/search').query({ q }).expect(200)).map((b) => b.name);

const GRAVEL = CATEGORIES[2];
const edited = form({
  name: 'Cannondale Topstone gravel',
  description: 'New tyres fitted.',
  condition: 'Excellent',
  resalePrice: 420,
  originalPrice: 950,
  purchaseYear: 2022,
  location: 'Khulna, Bangladesh',
  categoryId: GRAVEL._id,
  brand: 'Cannondale',
  frameSize: 'M',
});

describe('PUT /bikes/:id', () => {
  it("changes every field of the seller's bike and keeps who changed what, from what to what", async () => {
    const id = await createBikeAs(t.request, seller.authHeader);

    const res = await edit(id, edited).expect(200);

    expect(res.body).toEqual({
      acknowledged: true,
      modifiedCount: 1,
      changed: expect.arrayContaining(['name', 'categoryId', 'resalePrice', 'brand', 'frameSize']),
    });
    const page = await t.request.get(`/bikes/${id}`).expect(200);
    // Visitors are never shown the mobile number.
    const { mobile: _mobile, ...shown } = edited;
    expect(page.body).toMatchObject({ ...shown, category: GRAVEL.title });
    const [entry, ...more] = await historyOf(id);
    expect(more).toEqual([]);
    expect(entry?.by.toHexString()).toBe(seller.user._id);
    expect(entry?.at).toEqual(NOW);
    expect(entry?.changes).toEqual(
      expect.arrayContaining([
        { field: 'name', from: 'Trek Marlin 7', to: 'Cannondale Topstone gravel' },
        { field: 'resalePrice', from: 450, to: 420 },
        { field: 'brand', from: null, to: 'Cannondale' },
      ]),
    );
  });

  it('shows the new name in search and the public lists at once, and no longer the old', async () => {
    const id = await createBikeAs(t.request, seller.authHeader);
    const mountain = `/bikes/category/${CATEGORIES[0]._id}`;
    expect(await searchNames('marlin')).toEqual(['Trek Marlin 7']);
    expect(bikesIn(await t.request.get(mountain).expect(200))).toHaveLength(1);

    await edit(id, edited).expect(200);

    expect(await searchNames('marlin')).toEqual([]);
    expect(await searchNames('topstone')).toEqual(['Cannondale Topstone gravel']);
    expect(await searchNames('gravel khulna')).toEqual(['Cannondale Topstone gravel']);
    expect(bikesIn(await t.request.get(mountain).expect(200))).toEqual([]);
    const gravel = await t.request.get(`/bikes/category/${GRAVEL._id}`).expect(200);
    expect(bikesIn(gravel).map((b) => b.name)).toEqual(['Cannondale Topstone gravel']);
  });

  it('clears an attribute the form leaves out, and changes nothing when nothing differs', async () => {
    const id = await createBikeAs(t.request, seller.authHeader, { brand: 'Trek' });

    const same = await edit(id, form({ brand: 'Trek' })).expect(200);
    expect(same.body).toEqual({ acknowledged: true, modifiedCount: 0, changed: [] });
    expect(await historyOf(id)).toEqual([]);

    const cleared = await edit(id, form()).expect(200);
    expect(cleared.body.changed).toEqual(['brand']);
    expect(await findBikeDoc(t.db, id)).not.toHaveProperty('brand');
  });

  it('refuses another seller (403), a buyer (403), no token (401) and an unknown bike (404)', async () => {
    const id = await createBikeAs(t.request, seller.authHeader);
    const before = await findBikeDoc(t.db, id);

    const other = await edit(id, edited, anotherSeller);
    const asBuyer = await edit(id, edited, buyer);
    const anonymous = await t.request.put(`/bikes/${id}`).send(edited);
    const unknown = await edit(new ObjectId().toHexString(), edited);

    expect([other.status, asBuyer.status, anonymous.status, unknown.status]).toEqual([
      403, 403, 401, 404,
    ]);
    expect(other.body.code).toBe('FORBIDDEN');
    expect(await findBikeDoc(t.db, id)).toEqual(before);
    expect(await historyOf(id)).toEqual([]);
  });

  it('answers 409 once the bike is sold (a paid order marks it Sold) and changes nothing', async () => {
    const id = await createBikeAs(t.request, seller.authHeader);
    await setBikeFields(t.db, id, { status: 'Sold', soldBookingId: new ObjectId() });
    const before = await findBikeDoc(t.db, id);

    const res = await edit(id, edited).expect(409);

    expect(res.body).toMatchObject({ code: 'CONFLICT', message: catalogueMessages.bikes.editSold });
    expect(await findBikeDoc(t.db, id)).toEqual(before);
    expect(await historyOf(id)).toEqual([]);
  });

  it('validates with the add form rules: 400 for a price below 20 or a missing name', async () => {
    const id = await createBikeAs(t.request, seller.authHeader);

    const cheap = await edit(id, form({ resalePrice: 5 })).expect(400);
    const { name: _name, ...nameless } = form();
    const noName = await edit(id, nameless).expect(400);

    expect(cheap.body.details).toEqual([expect.objectContaining({ path: 'resalePrice' })]);
    expect(noName.body.details).toEqual([expect.objectContaining({ path: 'name' })]);
    expect((await findBikeDoc(t.db, id))?.resalePrice).toBe(450);
  });
});

describe("the bike page's lowered price", () => {
  // Signed in, so a write straight to the database is not hidden by the public cache.
  const wasPrice = async (id: string) =>
    (
      (await t.request.get(`/bikes/${id}`).set(buyer.authHeader).expect(200)).body as {
        wasPrice?: number;
      }
    ).wasPrice;

  it('shows the price before a cut as "was", until a raise or the 14 days pass', async () => {
    const id = await createBikeAs(t.request, seller.authHeader);
    expect(await wasPrice(id)).toBeUndefined();

    await edit(id, form({ resalePrice: 400 })).expect(200);
    expect(await wasPrice(id)).toBe(450);

    await edit(id, form({ resalePrice: 380 })).expect(200);
    expect(await wasPrice(id)).toBe(400);

    await edit(id, form({ resalePrice: 500 })).expect(200);
    expect(await wasPrice(id)).toBeUndefined();
  });

  it('stops showing a cut older than 14 days', async () => {
    const id = await createBikeAs(t.request, seller.authHeader);
    await edit(id, form({ resalePrice: 400 })).expect(200);
    expect(await wasPrice(id)).toBe(450);

    // The cut made 15 days ago (moving the app's clock that far would expire the tokens).
    const longAgo = new Date(NOW.getTime() - 15 * DAY_MS);
    await collection(t.db, bikeEdits).updateMany({}, { $set: { at: longAgo } });
    expect(await wasPrice(id)).toBeUndefined();
  });
});
