import { ObjectId } from 'mongodb';
import { beforeEach, describe, expect, it } from 'vitest';
import {
  WISHLIST_MAX_ITEMS,
  type WishlistItem,
  catalogueMessages,
  errorMessages,
} from '@reride/shared';
import { appWithUsers, type SignedUp, type TestApp } from '../../../test/helpers';
import { createBikeAs, insertBikes, setBikeFields } from '../../../test/fixtures/bikes';

let t: TestApp, seller: SignedUp, buyer: SignedUp;
let tick = 0;
const clock = () => new Date(Date.UTC(2025, 0, 1) + tick * 1000);

beforeEach(async () => {
  tick = 0;
  [t, seller, buyer] = await appWithUsers(['Seller', 'Buyer'], { clock });
});

const items = (res: { body: unknown }) => res.body as WishlistItem[];

async function save(bikeId: string, as: SignedUp = buyer, status = 200) {
  tick += 1;
  return t.request.put(`/wishlist/${bikeId}`).set(as.authHeader).expect(status);
}

describe('PUT /wishlist/:bikeId', () => {
  it('saves a listed bike, idempotently', async () => {
    const id = await createBikeAs(t.request, seller.authHeader);
    expect((await save(id)).body).toEqual({ saved: true });
    expect((await save(id)).body).toEqual({ saved: true });
    expect(await t.db.collection('wishlist').countDocuments()).toBe(1);
    const ids = await t.request.get('/wishlist/ids').set(buyer.authHeader).expect(200);
    expect(ids.body).toEqual([id]);
  });

  it('keeps one entry when the same bike is saved several times at once', async () => {
    const id = await createBikeAs(t.request, seller.authHeader);
    const answers = await Promise.all(
      Array.from({ length: 5 }, () => t.request.put(`/wishlist/${id}`).set(buyer.authHeader)),
    );
    expect(answers.map((r) => r.status)).toEqual([200, 200, 200, 200, 200]);
    expect(await t.db.collection('wishlist').countDocuments()).toBe(1);
  });

  it('returns 404 for an unknown bike, a deleted bike and a removed seller’s bike', async () => {
    const res = await save(new ObjectId().toHexString(), buyer, 404);
    expect(res.body).toEqual({ code: 'NOT_FOUND', message: errorMessages.errors.bikeNotFound });
    const deleted = await createBikeAs(t.request, seller.authHeader);
    await t.request.delete(`/bikes/${deleted}`).set(seller.authHeader).expect(200);
    const removed = await createBikeAs(t.request, seller.authHeader);
    await setBikeFields(t.db, removed, { sellerRemoved: true });
    for (const id of [deleted, removed]) {
      expect((await save(id, buyer, 404)).body.message).toBe(catalogueMessages.bikes.notListed);
    }
    expect(await t.db.collection('wishlist').countDocuments()).toBe(0);
  });

  it('returns 409 for a sold bike not yet saved, but keeps answering saved once it was', async () => {
    const sold = await createBikeAs(t.request, seller.authHeader);
    const savedBefore = await createBikeAs(t.request, seller.authHeader);
    await save(savedBefore);
    await setBikeFields(t.db, sold, { status: 'Sold' });
    await setBikeFields(t.db, savedBefore, { status: 'Sold' });
    const res = await save(sold, buyer, 409);
    expect(res.body).toEqual({
      code: 'CONFLICT',
      message: catalogueMessages.wishlist.soldCannotSave,
    });
    expect((await save(savedBefore)).body).toEqual({ saved: true });
  });

  it(`returns 409 beyond ${WISHLIST_MAX_ITEMS} saved bikes`, async () => {
    const sellerRef = { _id: seller.user._id, name: seller.user.name, email: seller.email };
    const ids = await insertBikes(t.db, sellerRef, WISHLIST_MAX_ITEMS + 1);
    await t.db.collection('wishlist').insertMany(
      ids.slice(0, WISHLIST_MAX_ITEMS).map((id, i) => ({
        userId: new ObjectId(buyer.user._id),
        bikeId: new ObjectId(id),
        savedAt: new Date(Date.UTC(2024, 0, 1, 0, 0, i)),
      })),
    );
    const res = await save(ids[WISHLIST_MAX_ITEMS]!, buyer, 409);
    expect(res.body).toEqual({ code: 'CONFLICT', message: catalogueMessages.wishlist.full });
    // Saving one already there still answers saved.
    expect((await save(ids[0]!)).body).toEqual({ saved: true });
    expect(await t.db.collection('wishlist').countDocuments()).toBe(WISHLIST_MAX_ITEMS);
  });

  it('returns 400 for a malformed id, 401 without a token and 403 for a seller', async () => {
    const id = await createBikeAs(t.request, seller.authHeader);
    expect(
      (await t.request.put('/wishlist/nope').set(buyer.authHeader).expect(400)).body.code,
    ).toBe('VALIDATION_FAILED');
    await t.request.put(`/wishlist/${id}`).expect(401);
    await t.request.put(`/wishlist/${id}`).set(seller.authHeader).expect(403);
    expect(await t.db.collection('wishlist').countDocuments()).toBe(0);
  });
});

describe('GET /wishlist', () => {
  it('lists saved bikes newest saved first with availability available, sold or removed', async () => {
    const available = await createBikeAs(t.request, seller.authHeader, { name: 'Available' });
    const sold = await createBikeAs(t.request, seller.authHeader, { name: 'Sold later' });
    const deleted = await createBikeAs(t.request, seller.authHeader, { name: 'Deleted later' });
    const ofRemoved = await createBikeAs(t.request, seller.authHeader, { name: 'Seller removed' });
    for (const id of [available, sold, deleted, ofRemoved]) await save(id);
    await setBikeFields(t.db, sold, { status: 'Sold' });
    await t.request.delete(`/bikes/${deleted}`).set(seller.authHeader).expect(200);
    await setBikeFields(t.db, ofRemoved, { sellerRemoved: true });

    const res = await t.request.get('/wishlist').set(buyer.authHeader).expect(200);
    expect(items(res).map((i) => [i.bike.name, i.availability])).toEqual([
      ['Seller removed', 'removed'],
      ['Deleted later', 'removed'],
      ['Sold later', 'sold'],
      ['Available', 'available'],
    ]);
    const last = items(res)[3]!;
    expect(last).toMatchObject({
      bikeId: available,
      savedAt: new Date(Date.UTC(2025, 0, 1) + 1000).toISOString(),
      bike: {
        _id: available,
        resalePrice: 450,
        location: 'Dhaka, Bangladesh',
        category: 'Mountain Bikes',
        condition: 'Good',
      },
    });
    expect(Object.keys(last.bike).sort()).toEqual(
      [
        '_id',
        'category',
        'categoryId',
        'condition',
        'img',
        'location',
        'name',
        'resalePrice',
      ].sort(),
    );
  });

  it("shows only the caller's own saved bikes", async () => {
    const other = await t.signUpAs('Buyer');
    const mine = await createBikeAs(t.request, seller.authHeader, { name: 'Mine' });
    const theirs = await createBikeAs(t.request, seller.authHeader, { name: 'Theirs' });
    await save(mine);
    await save(theirs, other);
    const res = await t.request.get('/wishlist').set(buyer.authHeader).expect(200);
    expect(items(res).map((i) => i.bike.name)).toEqual(['Mine']);
    const ids = await t.request.get('/wishlist/ids').set(other.authHeader).expect(200);
    expect(ids.body).toEqual([theirs]);
  });

  it('answers an empty list for a new buyer, 401 without a token and 403 for a seller', async () => {
    expect((await t.request.get('/wishlist').set(buyer.authHeader).expect(200)).body).toEqual([]);
    expect((await t.request.get('/wishlist/ids').set(buyer.authHeader).expect(200)).body).toEqual(
      [],
    );
    await t.request.get('/wishlist').expect(401);
    await t.request.get('/wishlist/ids').set(seller.authHeader).expect(403);
  });
});

describe('DELETE /wishlist/:bikeId', () => {
  it('forgets a saved bike, idempotently, even once the bike is gone', async () => {
    const id = await createBikeAs(t.request, seller.authHeader);
    await save(id);
    await t.request.delete(`/bikes/${id}`).set(seller.authHeader).expect(200);
    for (let i = 0; i < 2; i += 1) {
      const res = await t.request.delete(`/wishlist/${id}`).set(buyer.authHeader).expect(200);
      expect(res.body).toEqual({ saved: false });
    }
    expect(await t.db.collection('wishlist').countDocuments()).toBe(0);
  });

  it("never removes another buyer's saved bike", async () => {
    const other = await t.signUpAs('Buyer');
    const id = await createBikeAs(t.request, seller.authHeader);
    await save(id, other);
    await t.request.delete(`/wishlist/${id}`).set(buyer.authHeader).expect(200);
    const ids = await t.request.get('/wishlist/ids').set(other.authHeader).expect(200);
    expect(ids.body).toEqual([id]);
  });

  it('returns 400 for a malformed id, 401 without a token and 403 for an admin', async () => {
    const admin = await t.signUpAs('Admin');
    const id = new ObjectId().toHexString();
    await t.request.delete('/wishlist/123').set(buyer.authHeader).expect(400);
    await t.request.delete(`/wishlist/${id}`).expect(401);
    await t.request.delete(`/wishlist/${id}`).set(admin.authHeader).expect(403);
  });
});
