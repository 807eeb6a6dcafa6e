import { ObjectId } from 'mongodb';
import { beforeEach, describe, expect, it } from 'vitest';
import { CATEGORIES, messages, type CreateBikeBody } from '@reride/shared';
import { collection } from '../../db/collections';
import { bikeEdits } from './bikes.collections';
import { appWithUsers, type SignedUp, type TestApp } from '../../../test/helpers';
import {
  bikeBody,
  bikesIn,
  createBikeAs,
  findBikeDoc,
  setBikeFields,
} from '../../../test/fixtures/bikes';

/** A seller's edit of a listing (docs/domain.md#editing), with the public cache on. */
const NOW = new Date('2025-03-09T10:30:00Z');
let t: TestApp, seller: SignedUp, anotherSeller: SignedUp, buyer: SignedUp;

beforeEach(async () => {
  [t, seller, anotherSeller, buyer] = await appWithUsers(['Seller', 'Seller', 'Buyer'], {
    env: { PUBLIC_CACHE_TTL_MS: '60000' },
    clock: () => NOW,
  });
});

/** The whole form, as the edit page sends it: the add form's fields without the photos. */
function form(overrides: Partial<CreateBikeBody> = {}) {
  const { img: _img, ...fields } = bikeBody('', overrides);
  return fields;
}
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

    expect(res.body).toMatchObject({ code: 'CONFLICT', message: messages.bikes.editSold });
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
