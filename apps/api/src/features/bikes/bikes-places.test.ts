import { beforeEach, describe, expect, it } from 'vitest';
import { findPlace, geohashCells, type BikeDetail, placesMessages } from '@reride/shared';
import { appWithUsers, collectionsState, type SignedUp, type TestApp } from '../../../test/helpers';
import {
  bikeBody,
  bikesIn,
  createBikeAs,
  editBody,
  findBikeDoc,
  uploadImage,
} from '../../../test/fixtures/bikes';

/** A listing's place on adding and editing (docs/domain.md#places). */
let t: TestApp, seller: SignedUp;
const pm = placesMessages;

beforeEach(async () => {
  [t, seller] = await appWithUsers(['Seller']);
});

const geoAt = (id: string) => {
  const { lat, lon } = findPlace(id)!;
  return { lat, lon, cells: geohashCells({ lat, lon }) };
};
const nearNames = async (near: string, radiusKm = 3) =>
  bikesIn(await t.request.get('/bikes/search').query({ near, radiusKm }).expect(200)).map(
    (b) => b.name,
  );

function post(body: object) {
  return t.request.post('/bikes').set(seller.authHeader).send(body);
}

async function formWithImage(overrides: object = {}) {
  const { data } = await uploadImage(t.request, seller.authHeader);
  return { ...bikeBody(data.url), ...overrides };
}

describe('POST /bikes with a place', () => {
  it("takes the place's city when only the place is given, stores its position, answers its label", async () => {
    const { location: _location, ...form } = await formWithImage({ placeId: 'uttara' });
    const res = await post(form).expect(201);
    const id = (res.body as { insertedId: string }).insertedId;

    const doc = await findBikeDoc(t.db, id);
    expect(doc).toMatchObject({ location: 'Dhaka, Bangladesh', placeId: 'uttara' });
    expect(doc?.geo).toEqual(geoAt('uttara'));
    const detail = (await t.request.get(`/bikes/${id}`).expect(200)).body as BikeDetail;
    expect(detail).toMatchObject({ placeId: 'uttara', placeLabel: 'Uttara, Dhaka' });
    expect(detail).not.toHaveProperty('geo');
    expect(await nearNames('uttara')).toEqual(['Trek Marlin 7']);
  });

  it("stores a listing without a place at its city's centre", async () => {
    const id = await createBikeAs(t.request, seller.authHeader, { location: 'Sylhet, Bangladesh' });
    const doc = await findBikeDoc(t.db, id);
    expect(doc?.geo).toEqual(geoAt('sylhet'));
    expect(doc).not.toHaveProperty('placeId');
  });

  it.each([
    [{ placeId: 'uttara', location: 'Chattogram, Bangladesh' }, pm.placeCityMismatch],
    [{ placeId: 'atlantis' }, pm.unknownPlace],
  ])('refuses %o with 400 and stores nothing', async (overrides, message) => {
    const form = await formWithImage(overrides);
    const before = await collectionsState(t.db, ['bikes']);
    const res = await post(form).expect(400);
    expect(res.body.code).toBe('VALIDATION_FAILED');
    expect(JSON.stringify(res.body.details)).toContain(message);
    expect(await collectionsState(t.db, ['bikes'])).toEqual(before);
  });
});

describe('PUT /bikes/:id with a place', () => {
  it('moves the listing: a new place and city change its stored position and the history', async () => {
    const id = await createBikeAs(t.request, seller.authHeader, { placeId: 'uttara' });
    const res = await t.request
      .put(`/bikes/${id}`)
      .set(seller.authHeader)
      .send(editBody({ placeId: 'agrabad', location: 'Chattogram, Bangladesh' }))
      .expect(200);
    expect(res.body.changed).toEqual(expect.arrayContaining(['location', 'placeId']));
    expect((await findBikeDoc(t.db, id))?.geo).toEqual(geoAt('agrabad'));
    expect(await nearNames('uttara')).toEqual([]);
    expect(await nearNames('agrabad')).toEqual(['Trek Marlin 7']);
  });

  it("clears a place left out of the form: the listing goes back to its city's centre", async () => {
    const id = await createBikeAs(t.request, seller.authHeader, { placeId: 'uttara' });
    await t.request.put(`/bikes/${id}`).set(seller.authHeader).send(editBody()).expect(200);
    const doc = await findBikeDoc(t.db, id);
    expect(doc).not.toHaveProperty('placeId');
    expect(doc?.geo).toEqual(geoAt('dhaka'));
  });

  it('refuses a place outside the city with 400 and changes nothing', async () => {
    const id = await createBikeAs(t.request, seller.authHeader, { placeId: 'uttara' });
    const before = await collectionsState(t.db, ['bikes', 'bike_edits']);
    const res = await t.request
      .put(`/bikes/${id}`)
      .set(seller.authHeader)
      .send(editBody({ placeId: 'agrabad' }))
      .expect(400);
    expect(JSON.stringify(res.body.details)).toContain(pm.placeCityMismatch);
    expect(await collectionsState(t.db, ['bikes', 'bike_edits'])).toEqual(before);
  });
});
