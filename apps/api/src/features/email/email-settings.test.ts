import { ObjectId } from 'mongodb';
import { beforeEach, describe, expect, it } from 'vitest';
import { DEFAULT_EMAIL_SETTINGS, errorMessages } from '@reride/shared';
import { appWithUsers, type SignedUp, type TestApp } from '../../../test/helpers';

let t: TestApp, buyer: SignedUp, seller: SignedUp;

beforeEach(async () => {
  [t, buyer, seller] = await appWithUsers(['Buyer', 'Seller']);
});

const PATH = '/users/me/email-settings';
const CHOSEN = {
  order: false,
  message: true,
  offer: false,
  wishlist: true,
  listing: false,
  search: false,
};
const get = (as: SignedUp) => t.request.get(PATH).set(as.authHeader);
const put = (as: SignedUp, body: object | undefined) =>
  t.request.put(PATH).set(as.authHeader).send(body);

describe('GET /users/me/email-settings', () => {
  it('answers the defaults to a user who never chose', async () => {
    expect((await get(buyer).expect(200)).body).toEqual(DEFAULT_EMAIL_SETTINGS);
  });

  it('fills a topic missing from what was stored with its default', async () => {
    await t.db
      .collection('users')
      .updateOne(
        { _id: new ObjectId(buyer.user._id) },
        { $set: { emailSettings: { order: false } } },
      );
    expect((await get(buyer).expect(200)).body).toEqual({
      ...DEFAULT_EMAIL_SETTINGS,
      order: false,
    });
  });

  it('refuses a caller without an access token', async () => {
    await t.request.get(PATH).expect(401);
  });
});

describe('PUT /users/me/email-settings', () => {
  it("stores the caller's own choice and nobody else's", async () => {
    expect((await put(buyer, CHOSEN).expect(200)).body).toEqual(CHOSEN);
    expect((await get(buyer).expect(200)).body).toEqual(CHOSEN);
    expect((await get(seller).expect(200)).body).toEqual(DEFAULT_EMAIL_SETTINGS);
  });

  it('takes a choice made before saved searches had a topic, which then stays on', async () => {
    const { search: _search, ...before } = CHOSEN;
    await put(buyer, before).expect(200);
    expect((await get(buyer).expect(200)).body).toEqual({ ...before, search: true });
  });

  it.each([
    ['a missing topic', { order: true, message: true, offer: true }],
    ['an unknown topic', { ...CHOSEN, newsletter: true }],
    ['a topic that is not a boolean', { ...CHOSEN, order: 'yes' }],
    ['no body', undefined],
  ])('answers 400 for %s and changes nothing', async (_label, body) => {
    const res = await put(buyer, body).expect(400);
    expect(res.body).toMatchObject({ code: 'VALIDATION_FAILED' });
    expect((await get(buyer).expect(200)).body).toEqual(DEFAULT_EMAIL_SETTINGS);
  });

  it('answers 401 to a removed user', async () => {
    await t.db
      .collection('users')
      .updateOne({ _id: new ObjectId(buyer.user._id) }, { $set: { deletedAt: new Date() } });
    const res = await put(buyer, CHOSEN).expect(401);
    expect(res.body).toMatchObject({ message: errorMessages.errors.accountRemoved });
  });
});
