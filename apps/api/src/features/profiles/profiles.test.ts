import { ObjectId } from 'mongodb';
import { beforeEach, describe, expect, it } from 'vitest';
import { type ProfileSitemap, type PublicProfile, profileMessages } from '@reride/shared';
import { appWithUsers, type SignedUp, type TestApp } from '../../../test/helpers';
import { insertBikes, setBikeFields } from '../../../test/fixtures/bikes';

const PHONE = '01799887766';
let t: TestApp, seller: SignedUp, other: SignedUp;

const profilePath = (id: string) => `/users/${id}/profile`;
const profileOf = (res: { body: unknown }) => res.body as PublicProfile;
const sellerRef = (s: SignedUp) => ({ _id: s.user._id, name: s.user.name, email: s.user.email });

async function setUserFields(id: string, fields: Record<string, unknown>) {
  await t.db.collection('users').updateOne({ _id: new ObjectId(id) }, { $set: fields });
}

/** Orders straight into the database: only the seller and the status matter to the count. */
beforeEach(async () => {
  [t, seller, , other] = await appWithUsers(['Seller', 'Buyer', 'Seller']);
  await setUserFields(seller.user._id, { verified: true, city: 'Dhaka, Bangladesh', phone: PHONE });
});

describe('GET /users/:id/profile', () => {
  it('answers the public fields and never the email or the phone', async () => {
    const res = await t.request.get(profilePath(seller.user._id)).expect(200);
    const profile = profileOf(res);
    expect(profile).toMatchObject({
      id: seller.user._id,
      name: seller.user.name,
      city: 'Dhaka, Bangladesh',
      verified: true,
      verification: { numberConfirmed: false, checkedByReRide: false },
      completedSales: 0,
      answerMinutes: null,
      bikes: [],
      nextCursor: null,
    });
    expect(Number.isNaN(Date.parse(profile.memberSince))).toBe(false);
    expect(res.text).not.toContain(seller.user.email);
    expect(res.text).not.toContain(PHONE);
    expect(res.text).not.toMatch(/email|phone|mobile/i);
  });

  it('lists only live, unsold, shown bikes, newest first, a page at a time', async () => {
    const [newest, sold, deleted, hidden, second, third] = await insertBikes(
      t.db,
      sellerRef(seller),
      6,
    );
    await setBikeFields(t.db, sold!, { status: 'Sold' });
    await setBikeFields(t.db, deleted!, { deletedAt: new Date() });
    await setBikeFields(t.db, hidden!, { sellerRemoved: true });
    await insertBikes(t.db, sellerRef(other), 1);

    const first = profileOf(await t.request.get(profilePath(seller.user._id)).query({ limit: 2 }));
    expect(first.bikes.map((b) => b._id)).toEqual([newest, second]);
    expect(first.bikes.every((b) => b.sellerVerified && !('mobile' in b))).toBe(true);
    expect(first.nextCursor).toEqual(expect.any(String));

    const next = await t.request
      .get(profilePath(seller.user._id))
      .query({ limit: 2, cursor: first.nextCursor! })
      .expect(200);
    expect(profileOf(next).bikes.map((b) => b._id)).toEqual([third]);
    expect(profileOf(next).nextCursor).toBeNull();
  });

  it('answers the completed sales of the stored reputation figures', async () => {
    const figures = t.db.collection<{ _id: ObjectId; [field: string]: unknown }>('reputations');
    const stored = { ratingSum: 0, ratingCount: 0, paidEnded: 3, sellerCancelled: 1 };
    await figures.insertOne({ _id: new ObjectId(seller.user._id), ...stored, completed: 2 });
    await figures.insertOne({ _id: new ObjectId(other.user._id), ...stored, completed: 1 });
    const res = await t.request.get(profilePath(seller.user._id)).expect(200);
    expect(profileOf(res).completedSales).toBe(2);
  });

  it('answers 404 with the product message for a removed person', async () => {
    await setUserFields(seller.user._id, { deletedAt: new Date() });
    const res = await t.request.get(profilePath(seller.user._id)).expect(404);
    expect(res.body).toMatchObject({
      code: 'NOT_FOUND',
      message: profileMessages.profile.notFound,
    });
  });

  it('answers 404 for an unknown id and 400 for a malformed one', async () => {
    const res = await t.request.get(profilePath(new ObjectId().toHexString())).expect(404);
    expect(res.body).toMatchObject({
      code: 'NOT_FOUND',
      message: profileMessages.profile.notFound,
    });
    await t.request.get(profilePath('not-an-id')).expect(400);
  });
});

describe('GET /sitemap/profiles', () => {
  it('names each person with a listed bike once, and never one whose bikes are all gone or removed', async () => {
    const [removed, quiet] = await Promise.all([t.signUpAs('Seller'), t.signUpAs('Seller')]);
    await insertBikes(t.db, sellerRef(seller), 2);
    await insertBikes(t.db, sellerRef(other), 1);
    const [sold, deleted] = await insertBikes(t.db, sellerRef(quiet), 2);
    await setBikeFields(t.db, sold!, { status: 'Sold' });
    await setBikeFields(t.db, deleted!, { deletedAt: new Date() });
    // A removal hides the person's bikes (docs/domain.md#public-profiles), so they drop out.
    const [hidden] = await insertBikes(t.db, sellerRef(removed), 1);
    await setBikeFields(t.db, hidden!, { sellerRemoved: true });
    await setUserFields(removed.user._id, { deletedAt: new Date() });

    const res = await t.request.get('/sitemap/profiles').expect(200);
    const { profiles } = res.body as ProfileSitemap;
    expect(profiles.map((p) => p._id)).toEqual([seller.user._id, other.user._id].sort());
    expect(profiles.every((p) => !Number.isNaN(Date.parse(p.lastModified ?? '')))).toBe(true);
    expect(res.text).not.toMatch(/email|name/i);
  });
});
