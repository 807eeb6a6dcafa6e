import { ObjectId } from 'mongodb';
import { beforeEach, describe, expect, it } from 'vitest';
import { CATEGORIES } from '@reride/shared';
import type { SignedUp, TestApp } from '../../../test/helpers';
import {
  appWithSellersAndBuyer,
  bikeBody,
  CATALOGUE_NOW,
  bikesIn,
  createBikeAs,
  findBikeDoc,
  setBikeFields,
  uploadImage,
} from '../../../test/fixtures/bikes';

const NOW = CATALOGUE_NOW;
let t: TestApp, seller: SignedUp, anotherSeller: SignedUp, buyer: SignedUp;

beforeEach(async () => {
  [t, seller, anotherSeller, buyer] = await appWithSellersAndBuyer();
});

const unknownId = () => new ObjectId().toHexString();
const postBike = (body: object) => t.request.post('/bikes').set(seller.authHeader).send(body);
/** PATCH /bikes/:id, the advertise toggle, as the bike's seller. */
const toggleAdvertised = (id: string, body: object) =>
  t.request.patch(`/bikes/${id}`).set(seller.authHeader).send(body);

describe('GET /bikes', () => {
  it("lists the caller's own live bikes, Sold included, with contact details", async () => {
    const sold = await createBikeAs(t.request, seller.authHeader, { name: 'Sold one' });
    await createBikeAs(t.request, seller.authHeader, { name: 'Available one' });
    const gone = await createBikeAs(t.request, seller.authHeader, { name: 'Deleted one' });
    await createBikeAs(t.request, anotherSeller.authHeader, { name: 'Not mine' });
    await setBikeFields(t.db, sold, { status: 'Sold' });
    await t.request.delete(`/bikes/${gone}`).set(seller.authHeader).expect(200);

    const res = await t.request
      .get('/bikes')
      .query({ email: seller.email.toUpperCase() })
      .set(seller.authHeader)
      .expect(200);
    expect(bikesIn(res).map((b) => [b.name, b.status])).toEqual([
      ['Available one', 'unsold'],
      ['Sold one', 'Sold'],
    ]);
    expect(res.body[0]).toMatchObject({ sellerEmail: seller.email, mobile: '01711223344' });
  });

  it("returns 403 FORBIDDEN for another seller's email", async () => {
    const res = await t.request
      .get('/bikes')
      .query({ email: anotherSeller.email })
      .set(seller.authHeader)
      .expect(403);
    expect(res.body.code).toBe('FORBIDDEN');
  });

  it('returns 400 without an email, 401 without a token, 403 for a buyer', async () => {
    const missing = await t.request.get('/bikes').set(seller.authHeader);
    const anonymous = await t.request.get('/bikes').query({ email: seller.email });
    const asBuyer = await t.request
      .get('/bikes')
      .query({ email: buyer.email })
      .set(buyer.authHeader);
    expect([missing.status, anonymous.status, asBuyer.status]).toEqual([400, 401, 403]);
  });
});

describe('POST /bikes', () => {
  it('stores the bike with the server-side seller, category, status, flags and date', async () => {
    const { data } = await uploadImage(t.request, seller.authHeader);
    const relative = `/images/${data.id}`;
    const sneaky = {
      status: 'Sold',
      advertised: true,
      reported: true,
      sellerEmail: 'x@y.z',
      seller: 'Someone',
    };
    const body = { ...bikeBody(relative, { categoryId: CATEGORIES[2]._id }), ...sneaky };
    const res = await postBike(body).expect(201);
    expect(res.body).toEqual({
      acknowledged: true,
      insertedId: expect.stringMatching(/^[0-9a-f]{24}$/),
    });

    const doc = await findBikeDoc(t.db, (res.body as { insertedId: string }).insertedId);
    expect(doc).toMatchObject({
      name: 'Trek Marlin 7',
      img: `${t.config.PUBLIC_API_URL}/images/${data.id}`,
      category: CATEGORIES[2].title,
      seller: seller.user.name,
      sellerEmail: seller.email,
      status: 'unsold',
      advertised: false,
      reported: false,
      postedOn: '09/03/2025',
      createdAt: NOW,
      deletedAt: null,
      sellerRemoved: false,
    });
    expect(doc!.sellerId.toHexString()).toBe(seller.user._id);
    expect(doc!.categoryId.toHexString()).toBe(CATEGORIES[2]._id);
  });

  it("returns 400 for an image uploaded by another seller or that doesn't exist", async () => {
    const { data } = await uploadImage(t.request, anotherSeller.authHeader);
    for (const img of [data.url, `/images/${unknownId()}`]) {
      const res = await postBike(bikeBody(img)).expect(400);
      expect(res.body).toMatchObject({
        code: 'VALIDATION_FAILED',
        message: 'Image must be an uploaded image URL',
      });
    }
    expect(await t.db.collection('bikes').countDocuments()).toBe(0);
  });

  it('returns 400 with the form messages for missing or invalid fields', async () => {
    const res = await postBike({
      resalePrice: 10,
      img: 'https://elsewhere.example/pic.jpg',
    }).expect(400);
    const byPath = Object.fromEntries(
      (res.body as { details: { path: string; message: string }[] }).details.map((d) => [
        d.path,
        d.message,
      ]),
    );
    expect(byPath).toMatchObject({
      name: 'Required field',
      originalPrice: 'Required field',
      mobile: 'Required field',
      resalePrice: 'Price must be at least $20',
      img: 'Image must be an uploaded image URL',
    });
  });

  it('returns 401 without a token and 403 for a buyer', async () => {
    const body = bikeBody(`/images/${unknownId()}`);
    const anonymous = await t.request.post('/bikes').send(body);
    const asBuyer = await t.request.post('/bikes').set(buyer.authHeader).send(body);
    expect([anonymous.status, anonymous.body.code, asBuyer.status, asBuyer.body.code]).toEqual([
      401,
      'UNAUTHENTICATED',
      403,
      'FORBIDDEN',
    ]);
  });
});

describe('PATCH /bikes/:id', () => {
  it('toggles from the stored value, whatever the client sends', async () => {
    const id = await createBikeAs(t.request, seller.authHeader);
    const on = await toggleAdvertised(id, { advertised: true }).expect(200);
    expect(on.body).toEqual({ acknowledged: true, modifiedCount: 1, advertised: true });
    expect((await findBikeDoc(t.db, id))!.advertised).toBe(true);
    const off = await toggleAdvertised(id, { advertised: true }).expect(200);
    expect(off.body).toEqual({ acknowledged: true, modifiedCount: 1, advertised: false });
    expect((await findBikeDoc(t.db, id))!.advertised).toBe(false);
  });

  it('returns 409 CONFLICT when advertising a sold bike, yet lets its advert be revoked', async () => {
    const id = await createBikeAs(t.request, seller.authHeader);
    await setBikeFields(t.db, id, { status: 'Sold' });
    const refused = await toggleAdvertised(id, {}).expect(409);
    expect(refused.body.code).toBe('CONFLICT');
    expect((await findBikeDoc(t.db, id))!.advertised).toBe(false);
    await setBikeFields(t.db, id, { advertised: true });
    const revoked = await toggleAdvertised(id, {}).expect(200);
    expect(revoked.body.advertised).toBe(false);
  });

  it("returns 403 for another seller's bike and 404 for a missing or deleted one", async () => {
    const id = await createBikeAs(t.request, seller.authHeader);
    const foreign = await t.request.patch(`/bikes/${id}`).set(anotherSeller.authHeader).send({});
    const missing = await t.request.patch(`/bikes/${unknownId()}`).set(seller.authHeader).send({});
    await t.request.delete(`/bikes/${id}`).set(seller.authHeader).expect(200);
    const deleted = await toggleAdvertised(id, {});
    expect([foreign.status, missing.status, deleted.status]).toEqual([403, 404, 404]);
    expect((await findBikeDoc(t.db, id))!.advertised).toBe(false);
  });

  it('returns 400 for a malformed id or body, 401 without a token, 403 for a buyer', async () => {
    const id = await createBikeAs(t.request, seller.authHeader);
    const badId = await t.request.patch('/bikes/123').set(seller.authHeader).send({});
    const badBody = await toggleAdvertised(id, { advertised: 'yes' });
    const anonymous = await t.request.patch(`/bikes/${id}`).send({});
    const asBuyer = await t.request.patch(`/bikes/${id}`).set(buyer.authHeader).send({});
    expect([badId.status, badBody.status, anonymous.status, asBuyer.status]).toEqual([
      400, 400, 401, 403,
    ]);
  });
});

describe('DELETE /bikes/:id', () => {
  it('soft-deletes the bike: deletedAt and deletedBy set, gone from every list', async () => {
    const id = await createBikeAs(t.request, seller.authHeader);
    await setBikeFields(t.db, id, { advertised: true });
    const res = await t.request.delete(`/bikes/${id}`).set(seller.authHeader).expect(200);
    expect(res.body).toEqual({ acknowledged: true, deletedCount: 1 });
    const doc = await findBikeDoc(t.db, id);
    expect(doc!.deletedAt).toEqual(NOW);
    expect(doc!.deletedBy?.toHexString()).toBe(seller.user._id);
    const mine = await t.request
      .get('/bikes')
      .query({ email: seller.email })
      .set(seller.authHeader);
    const advertised = await t.request.get('/bikes/advertised');
    const category = await t.request.get(`/bikes/category/${CATEGORIES[0]._id}`);
    expect([mine.body, advertised.body, category.body]).toEqual([[], [], []]);
    await t.request.delete(`/bikes/${id}`).set(seller.authHeader).expect(404);
  });

  it("returns 403 for another seller's bike, 404 for an unknown one, 401 and 403 for others", async () => {
    const id = await createBikeAs(t.request, seller.authHeader);
    const admin = await t.signUpAs('Admin');
    const statuses = await Promise.all([
      t.request.delete(`/bikes/${id}`).set(anotherSeller.authHeader),
      t.request.delete(`/bikes/${unknownId()}`).set(seller.authHeader),
      t.request.delete(`/bikes/${id}`),
      t.request.delete(`/bikes/${id}`).set(buyer.authHeader),
      t.request.delete(`/bikes/${id}`).set(admin.authHeader),
    ]);
    expect(statuses.map((r) => r.status)).toEqual([403, 404, 401, 403, 403]);
    expect((await findBikeDoc(t.db, id))!.deletedAt).toBeNull();
  });
});
