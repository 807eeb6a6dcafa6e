import sharp from 'sharp';
import { beforeEach, describe, expect, it } from 'vitest';
import { type Account, type PublicProfile, photoMessages } from '@reride/shared';
import { appWithUsers, type SignedUp, type TestApp } from '../../../test/helpers';
import { bikeBody, createBikeAs, makePng, uploadImage } from '../../../test/fixtures/bikes';

/** A person's profile photo (docs/domain.md#accounts), with the public cache on. */
let t: TestApp, buyer: SignedUp, seller: SignedUp;

beforeEach(async () => {
  [t, buyer, seller] = await appWithUsers(['Buyer', 'Seller'], {
    env: { PUBLIC_CACHE_TTL_MS: '60000' },
  });
});

async function uploadAvatar(who: SignedUp, file?: Buffer) {
  const res = await t.request
    .post('/images/avatar')
    .set(who.authHeader)
    .attach('image', file ?? (await makePng(900, 600, '#c0392b')), 'me.png')
    .expect(201);
  return (res.body as { data: { id: string; url: string } }).data;
}
const setPhoto = (who: SignedUp, imageId: string) =>
  t.request.put('/users/me/photo').set(who.authHeader).send({ imageId });
const removePhoto = (who: SignedUp) => t.request.delete('/users/me/photo').set(who.authHeader);
const anonymousProfile = async (who: SignedUp) =>
  (await t.request.get(`/users/${who.user._id}/profile`).expect(200)).body as PublicProfile;
const storedUser = (who: SignedUp) => t.db.collection('users').findOne({ email: who.email });

describe('POST /images/avatar', () => {
  it('lets a buyer upload a photo, cropped square in a large and a small size', async () => {
    const { id, url } = await uploadAvatar(buyer);
    expect(url).toBe(`${t.config.PUBLIC_API_URL}/images/${id}`);
    const large = await t.request.get(`/images/${id}`).responseType('blob').expect(200);
    const card = await t.request.get(`/images/${id}?size=card`).responseType('blob').expect(200);
    const big = await sharp(large.body as Buffer).metadata();
    const small = await sharp(card.body as Buffer).metadata();
    expect([big.format, big.width, big.height]).toEqual(['webp', 320, 320]);
    expect([small.width, small.height]).toEqual([96, 96]);
    const files = await t.db.collection('images.files').find().toArray();
    expect(files.map((f) => (f.metadata as { avatar?: boolean }).avatar)).toEqual([true, true]);
  });

  it('refuses a file that is not an image, storing nothing', async () => {
    const res = await t.request
      .post('/images/avatar')
      .set(buyer.authHeader)
      .attach('image', Buffer.from('not an image at all'), 'me.png')
      .expect(400);
    expect(res.body.code).toBe('VALIDATION_FAILED');
    expect(await t.db.collection('images.files').countDocuments()).toBe(0);
  });

  it('cannot be used as a bike photo', async () => {
    const { url } = await uploadAvatar(seller);
    const res = await t.request.post('/bikes').set(seller.authHeader).send(bikeBody(url));
    expect(res.status).toBe(400);
    expect(await t.db.collection('bikes').countDocuments()).toBe(0);
  });
});

describe('PUT and DELETE /users/me/photo', () => {
  it('sets an own photo: the account, the profile and the bike page show it', async () => {
    const bikeId = await createBikeAs(t.request, seller.authHeader);
    // Read once anonymously, so the public cache holds the answers without the photo.
    expect((await anonymousProfile(seller)).photoUrl).toBeNull();
    const before = await t.request.get(`/bikes/${bikeId}`).expect(200);
    expect(before.body.sellerPhotoUrl).toBeNull();

    const photo = await uploadAvatar(seller);
    const res = await setPhoto(seller, photo.id).expect(200);
    expect((res.body as Account).photo).toEqual(photo);
    const me = await t.request.get('/users/me').set(seller.authHeader).expect(200);
    expect(me.body.photo).toEqual(photo);
    expect((await storedUser(seller))?.photo).toEqual(photo);

    // The public cache follows the change at once.
    expect((await anonymousProfile(seller)).photoUrl).toBe(photo.url);
    const after = await t.request.get(`/bikes/${bikeId}`).expect(200);
    expect(after.body.sellerPhotoUrl).toBe(photo.url);
  });

  it("refuses another person's photo with 404 and keeps the account's own", async () => {
    const own = await uploadAvatar(buyer);
    await setPhoto(buyer, own.id).expect(200);
    const theirs = await uploadAvatar(seller);
    const res = await setPhoto(buyer, theirs.id).expect(404);
    expect(res.body).toMatchObject({ code: 'NOT_FOUND', message: photoMessages.notYours });
    expect((await storedUser(buyer))?.photo).toEqual(own);
  });

  it('refuses a bike photo, an unknown id and a malformed one', async () => {
    const bikePhoto = await uploadImage(t.request, seller.authHeader);
    await setPhoto(seller, bikePhoto.data.id).expect(404);
    await setPhoto(seller, '0123456789abcdef01234567').expect(404);
    const bad = await setPhoto(seller, 'nope').expect(400);
    expect(bad.body.code).toBe('VALIDATION_FAILED');
    const extra = await t.request
      .put('/users/me/photo')
      .set(seller.authHeader)
      .send({ imageId: bikePhoto.data.id, url: 'https://elsewhere.example/x.png' })
      .expect(400);
    expect(extra.body.code).toBe('VALIDATION_FAILED');
    expect(await storedUser(seller)).not.toHaveProperty('photo');
  });

  it('removes the photo: initials again everywhere, the cache too', async () => {
    const photo = await uploadAvatar(seller);
    await setPhoto(seller, photo.id).expect(200);
    expect((await anonymousProfile(seller)).photoUrl).toBe(photo.url);
    const res = await removePhoto(seller).expect(200);
    expect((res.body as Account).photo).toBeNull();
    expect(await storedUser(seller)).not.toHaveProperty('photo');
    expect((await anonymousProfile(seller)).photoUrl).toBeNull();
    // A second removal is the same answer.
    await removePhoto(seller).expect(200);
  });

  it('asks for a signed-in caller', async () => {
    const photo = await uploadAvatar(buyer);
    await t.request.put('/users/me/photo').send({ imageId: photo.id }).expect(401);
    await t.request.delete('/users/me/photo').expect(401);
    await t.request
      .post('/images/avatar')
      .attach('image', await makePng(), 'me.png')
      .expect(401);
  });
});
