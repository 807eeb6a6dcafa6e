import { ObjectId } from 'mongodb';
import { beforeEach, describe, expect, it } from 'vitest';
import { type BikeDetail, catalogueMessages, commonMessages, errorMessages } from '@reride/shared';
import type { SignedUp, TestApp } from '../../../test/helpers';
import { forgedToken } from '../../../test/tokens';
import {
  appWithSellersAndBuyer,
  bikeBody,
  createBikeAs,
  findBikeDoc,
  setBikeFields,
  uploadImage,
} from '../../../test/fixtures/bikes';

let t: TestApp, seller: SignedUp, anotherSeller: SignedUp, buyer: SignedUp;

beforeEach(async () => {
  [t, seller, anotherSeller, buyer] = await appWithSellersAndBuyer();
});

const idOf = (url: string) => url.slice(-24);
const detail = (res: { body: unknown }) => res.body as BikeDetail;
const postBike = (body: object) => t.request.post('/bikes').set(seller.authHeader).send(body);
const setImages = (who: SignedUp, id: string, images: unknown) =>
  t.request.patch(`/bikes/${id}/images`).set(who.authHeader).send({ images });

async function uploads(user: SignedUp, count: number): Promise<string[]> {
  const urls: string[] = [];
  for (let i = 0; i < count; i += 1)
    urls.push((await uploadImage(t.request, user.authHeader)).data.url);
  return urls;
}

describe('POST /bikes (photos and attributes)', () => {
  it('stores every photo in order, the cover first, and the attributes', async () => {
    const photos = await uploads(seller, 3);
    const body = bikeBody(photos[0]!, {
      images: photos,
      brand: '  Trek ',
      frameSize: 'M',
      wheelSize: '29"',
      frameMaterial: 'Aluminium',
    });
    const res = await postBike(body).expect(201);
    const doc = await findBikeDoc(t.db, (res.body as { insertedId: string }).insertedId);
    expect(doc?.images.map(idOf)).toEqual(photos.map(idOf));
    expect(doc?.img).toBe(doc?.images[0]);
    expect(doc).toMatchObject({
      brand: 'Trek',
      frameSize: 'M',
      wheelSize: '29"',
      frameMaterial: 'Aluminium',
    });
    // Name and brand words with their prefixes, the category title, the place, the description.
    expect(doc?.searchTokens).toEqual(
      expect.arrayContaining(['trek', '^tr', 'marlin', 'mountain', 'dhaka', 'serviced']),
    );
  });

  it('stores [img] without images, and no attribute fields when none are given', async () => {
    const [photo] = await uploads(seller, 1);
    const res = await postBike({ ...bikeBody(photo!), brand: '', frameSize: '' }).expect(201);
    const doc = await findBikeDoc(t.db, (res.body as { insertedId: string }).insertedId);
    expect(doc?.images).toEqual([doc?.img]);
    for (const field of ['brand', 'frameSize', 'wheelSize', 'frameMaterial']) {
      expect(doc).not.toHaveProperty(field);
    }
  });

  it('returns 400 when images does not start with the cover', async () => {
    const photos = await uploads(seller, 2);
    const coverSecond = bikeBody(photos[0]!, { images: [photos[1]!, photos[0]!] });
    const res = await postBike(coverSecond).expect(400);
    expect(res.body).toMatchObject({ code: 'VALIDATION_FAILED' });
    expect(JSON.stringify(res.body.details)).toContain(commonMessages.validation.coverMustBeFirst);
    expect(await t.db.collection('bikes').countDocuments()).toBe(0);
  });

  it("returns 400 when one photo is another seller's, and stores nothing", async () => {
    const [mine] = await uploads(seller, 1);
    const [theirs] = await uploads(anotherSeller, 1);
    const res = await postBike(bikeBody(mine!, { images: [mine!, theirs!] })).expect(400);
    expect(res.body.message).toBe(commonMessages.validation.invalidImageUrl);
    expect(await t.db.collection('bikes').countDocuments()).toBe(0);
  });

  it('returns 400 for seven photos or a duplicate', async () => {
    const [photo] = await uploads(seller, 1);
    const seven = [
      photo!,
      ...Array.from({ length: 6 }, (_, i) => `/images/${String(i).padStart(24, 'a')}`),
    ];
    await postBike(bikeBody(photo!, { images: seven })).expect(400);
    await postBike(bikeBody(photo!, { images: [photo!, photo!] })).expect(400);
  });
});

describe('GET /bikes/:id', () => {
  it('answers the bike page with seller name and id, seller since and availability', async () => {
    const id = await createBikeAs(t.request, seller.authHeader, { brand: 'Trek', frameSize: 'L' });
    const res = await t.request.get(`/bikes/${id}`).set(buyer.authHeader).expect(200);
    expect(detail(res)).toMatchObject({
      _id: id,
      name: 'Trek Marlin 7',
      availability: 'available',
      sellerName: seller.user.name,
      sellerId: seller.user._id,
      brand: 'Trek',
      frameSize: 'L',
    });
    expect(detail(res).images).toEqual([detail(res).img]);
    expect(Date.parse(detail(res).sellerSince)).not.toBeNaN();
    // Contact details are the seller's and the administrators' (contact-privacy.test.ts).
    for (const hidden of ['sellerEmail', 'mobile']) expect(res.body).not.toHaveProperty(hidden);
    for (const internal of ['searchTokens', 'imageId', 'deletedAt', 'sellerRemoved']) {
      expect(res.body).not.toHaveProperty(internal);
    }
    const own = await t.request.get(`/bikes/${id}`).set(seller.authHeader).expect(200);
    expect(detail(own)).toMatchObject({ sellerEmail: seller.email, mobile: '01711223344' });
  });

  it('never shows sellerEmail or mobile to visitors, even with a forged token', async () => {
    const id = await createBikeAs(t.request, seller.authHeader);
    for (const [i, req] of [
      t.request.get(`/bikes/${id}`),
      t.request.get(`/bikes/${id}`).set('Authorization', `Bearer ${forgedToken(buyer.user)}`),
    ].entries()) {
      const res = await req.expect(200);
      expect(res.body, String(i)).not.toHaveProperty('sellerEmail');
      expect(res.body).not.toHaveProperty('mobile');
      expect(res.body.sellerName).toBe(seller.user.name);
    }
  });

  it('shows a sold bike as sold', async () => {
    const id = await createBikeAs(t.request, seller.authHeader);
    await setBikeFields(t.db, id, { status: 'Sold' });
    const res = await t.request.get(`/bikes/${id}`).expect(200);
    expect(res.body).toMatchObject({ status: 'Sold', availability: 'sold' });
  });

  it('returns 404 "no longer listed" for a deleted bike and a removed seller\'s bike', async () => {
    const deleted = await createBikeAs(t.request, seller.authHeader);
    await t.request.delete(`/bikes/${deleted}`).set(seller.authHeader).expect(200);
    const ofRemoved = await createBikeAs(t.request, anotherSeller.authHeader);
    const admin = await t.signUpAs('Admin');
    await t.request.delete(`/sellers/${anotherSeller.user._id}`).set(admin.authHeader).expect(200);
    for (const id of [deleted, ofRemoved]) {
      const res = await t.request.get(`/bikes/${id}`).expect(404);
      expect(res.body).toEqual({ code: 'NOT_FOUND', message: catalogueMessages.bikes.notListed });
    }
  });

  it('answers [img] for an older document without images', async () => {
    const id = await createBikeAs(t.request, seller.authHeader);
    await t.db.collection('bikes').updateOne({ _id: new ObjectId(id) }, { $unset: { images: '' } });
    const res = await t.request.get(`/bikes/${id}`).expect(200);
    expect(res.body.images).toEqual([res.body.img]);
  });

  it('returns 404 for an unknown id and 400 for a malformed one', async () => {
    const res = await t.request.get(`/bikes/${new ObjectId().toHexString()}`).expect(404);
    expect(res.body).toEqual({ code: 'NOT_FOUND', message: errorMessages.errors.bikeNotFound });
    expect((await t.request.get('/bikes/not-an-id').expect(400)).body.code).toBe(
      'VALIDATION_FAILED',
    );
  });
});

describe('PATCH /bikes/:id/images', () => {
  it('reorders and replaces the photos; the first becomes the cover', async () => {
    const photos = await uploads(seller, 3);
    const body = bikeBody(photos[0]!, { images: [photos[0]!, photos[1]!] });
    const res0 = await postBike(body).expect(201);
    const id = res0.body.insertedId as string;
    const next = [photos[2]!, photos[0]!];
    const res = await setImages(seller, id, next).expect(200);
    expect(res.body).toMatchObject({ acknowledged: true, modifiedCount: 1 });
    expect((res.body as { images: string[] }).images.map(idOf)).toEqual(next.map(idOf));
    const doc = await findBikeDoc(t.db, id);
    expect(doc?.images.map(idOf)).toEqual(next.map(idOf));
    expect(idOf(doc!.img)).toBe(idOf(photos[2]!));
    expect(doc?.imageId.toHexString()).toBe(idOf(photos[2]!));
    const page = await t.request.get(`/bikes/${id}`).expect(200);
    expect(idOf(detail(page).img)).toBe(idOf(photos[2]!));
  });

  it("returns 403 for another seller's bike and leaves it unchanged", async () => {
    const id = await createBikeAs(t.request, seller.authHeader);
    const before = await findBikeDoc(t.db, id);
    const [theirs] = await uploads(anotherSeller, 1);
    const res = await setImages(anotherSeller, id, [theirs]).expect(403);
    expect(res.body.code).toBe('FORBIDDEN');
    expect((await findBikeDoc(t.db, id))?.images).toEqual(before?.images);
  });

  it('returns 400 for a photo the seller did not upload, and changes nothing', async () => {
    const id = await createBikeAs(t.request, seller.authHeader);
    const before = await findBikeDoc(t.db, id);
    const [theirs] = await uploads(anotherSeller, 1);
    const res = await setImages(seller, id, [before!.img, theirs]).expect(400);
    expect(res.body.message).toBe(commonMessages.validation.invalidImageUrl);
    expect((await findBikeDoc(t.db, id))?.images).toEqual(before?.images);
  });

  it('returns 409 for a sold bike and 404 for a deleted one', async () => {
    const [photo] = await uploads(seller, 1);
    const sold = await createBikeAs(t.request, seller.authHeader);
    await setBikeFields(t.db, sold, { status: 'Sold' });
    const res = await setImages(seller, sold, [photo]).expect(409);
    expect(res.body).toEqual({ code: 'CONFLICT', message: catalogueMessages.bikes.imagesSold });
    const gone = await createBikeAs(t.request, seller.authHeader);
    await t.request.delete(`/bikes/${gone}`).set(seller.authHeader).expect(200);
    await setImages(seller, gone, [photo]).expect(404);
  });

  it('returns 400 for no photos, duplicates or seven photos', async () => {
    const id = await createBikeAs(t.request, seller.authHeader);
    const doc = await findBikeDoc(t.db, id);
    for (const images of [
      [],
      [doc!.img, doc!.img],
      Array.from({ length: 7 }, () => doc!.img),
      undefined,
    ]) {
      const res = await setImages(seller, id, images).expect(400);
      expect(res.body.code).toBe('VALIDATION_FAILED');
    }
  });

  it('returns 401 without a token and 403 for a buyer', async () => {
    const id = await createBikeAs(t.request, seller.authHeader);
    await t.request.patch(`/bikes/${id}/images`).send({ images: [] }).expect(401);
    await setImages(buyer, id, ['/images/0123456789abcdef01234567']).expect(403);
  });
});
