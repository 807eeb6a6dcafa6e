import { ObjectId } from 'mongodb';
import { beforeEach, describe, expect, it } from 'vitest';
import { errorMessages } from '@reride/shared';
import { lookupFirebaseUser } from '../../../test/firebase-emulator';
import { createTestApp, type SignedUp, type TestApp } from '../../../test/helpers';
import { confirmPhoneInDb } from '../../../test/fixtures/users';
import { createBikeAs, findBikeDoc } from '../../../test/fixtures/bikes';
import type { RemovedUser } from './users-admin.service';

let t: TestApp;
let buyer: SignedUp;
let seller: SignedUp;
let admin: SignedUp;
const removedHeard: RemovedUser[] = [];

beforeEach(async () => {
  removedHeard.length = 0;
  t = await createTestApp();
  t.events.subscribe('user.removed', (user) => void removedHeard.push(user), {
    subscriber: 'test.listen',
  });
  [buyer, seller, admin] = await Promise.all([
    t.signUpAs('Buyer'),
    t.signUpAs('Seller'),
    t.signUpAs('Admin'),
  ]);
});

const users = () => t.db.collection('users');
const auditRows = () => t.db.collection('audit_log').find().toArray();

/** Inserts users straight into the database, oldest first. */
async function insertUsers(userType: string, count: number) {
  const docs = Array.from({ length: count }, (_, i) => ({
    _id: new ObjectId(),
    firebaseUid: `uid-${userType}-${i}`,
    name: `${userType} ${i}`,
    email: `${userType.toLowerCase()}-${i}-${new ObjectId().toHexString()}@example.com`,
    userType,
    roles: [userType],
    verified: false,
    createdAt: new Date(),
    updatedAt: new Date(),
    deletedAt: null,
    deletedBy: null,
  }));
  await users().insertMany(docs);
  return docs;
}

describe.each([
  ['/users/buyers', 'Buyer'],
  ['/users/sellers', 'Seller'],
] as const)('GET %s', (path, userType) => {
  it('lists live users of that type only, newest first', async () => {
    const [older, newer] = await insertUsers(userType, 2);
    await users().updateOne({ _id: older!._id }, { $set: { deletedAt: new Date() } });
    const res = await t.request.get(path).set(admin.authHeader).expect(200);
    const self = userType === 'Buyer' ? buyer : seller;
    expect((res.body as { _id: string }[]).map((u) => u._id)).toEqual([
      newer!._id.toHexString(),
      self.user._id,
    ]);
    expect(res.body[1]).toEqual({
      ...self.user,
      sanction: { suspension: null, warning: null },
      verification: { phone: null, adminCheck: null, withdrawn: null },
    });
  });

  it('is bounded to 100 by default and continues with X-Next-Cursor', async () => {
    await insertUsers(userType, 104);
    const first = await t.request.get(path).set(admin.authHeader).expect(200);
    expect(first.body).toHaveLength(100);
    const cursor = first.headers['x-next-cursor'];
    expect(cursor).toMatch(/^[A-Za-z0-9_-]+$/);
    const rest = await t.request.get(path).query({ cursor }).set(admin.authHeader).expect(200);
    expect(rest.body).toHaveLength(5);
    const ids = [...first.body, ...rest.body].map((u: { _id: string }) => u._id);
    expect(new Set(ids).size).toBe(105);
    expect(rest.headers['x-next-cursor']).toBeUndefined();
  });

  it('returns 400 VALIDATION_FAILED for a limit over 100', async () => {
    await t.request.get(path).query({ limit: 101 }).set(admin.authHeader).expect(400);
  });

  it.each(['buyer', 'seller'] as const)('returns 403 FORBIDDEN for a %s', async (who) => {
    const res = await t.request.get(path).set({ buyer, seller }[who].authHeader).expect(403);
    expect(res.body).toEqual({ message: errorMessages.errors.forbidden, code: 'FORBIDDEN' });
  });
});

describe('PATCH /sellers/:id', () => {
  it('checks a seller with a confirmed phone, so they are verified, and records it in the audit log', async () => {
    await confirmPhoneInDb(t.db, seller.user._id);
    const res = await t.request
      .patch(`/sellers/${seller.user._id}`)
      .set(admin.authHeader)
      .expect(200);
    expect(res.body).toEqual({ acknowledged: true, modifiedCount: 1 });
    expect(await users().findOne({ email: seller.email })).toMatchObject({ verified: true });
    expect(await auditRows()).toEqual([
      expect.objectContaining({
        action: 'seller.verify',
        actorId: new ObjectId(admin.user._id),
        actorEmail: admin.email,
        targetType: 'seller',
        targetId: seller.user._id,
        at: expect.any(Date),
      }),
    ]);
  });

  it('is idempotent: a second call answers modifiedCount 0', async () => {
    await confirmPhoneInDb(t.db, seller.user._id);
    await t.request.patch(`/sellers/${seller.user._id}`).set(admin.authHeader).expect(200);
    const res = await t.request
      .patch(`/sellers/${seller.user._id}`)
      .set(admin.authHeader)
      .expect(200);
    expect(res.body).toEqual({ acknowledged: true, modifiedCount: 0 });
    expect(await auditRows()).toHaveLength(1);
  });

  it.each([
    ['a buyer', () => buyer.user._id],
    ['an admin', () => admin.user._id],
    ['an unknown id', () => new ObjectId().toHexString()],
  ])('returns 404 NOT_FOUND for %s', async (_label, id) => {
    const res = await t.request.patch(`/sellers/${id()}`).set(admin.authHeader).expect(404);
    expect(res.body).toEqual({ message: errorMessages.errors.userNotFound, code: 'NOT_FOUND' });
  });

  it('returns 400 VALIDATION_FAILED for a malformed id', async () => {
    await t.request.patch('/sellers/123').set(admin.authHeader).expect(400);
  });

  it('returns 403 FORBIDDEN for a seller verifying themself', async () => {
    await t.request.patch(`/sellers/${seller.user._id}`).set(seller.authHeader).expect(403);
    expect(await users().findOne({ email: seller.email })).toMatchObject({ verified: false });
  });
});

describe.each([
  ['/sellers/:id', 'Seller', 'seller'],
  ['/buyers/:id', 'Buyer', 'buyer'],
] as const)('DELETE %s', (route, userType, targetType) => {
  const target = () => (userType === 'Seller' ? seller : buyer);
  const other = () => (userType === 'Seller' ? buyer : seller);
  const url = (id: string) => route.replace(':id', id);

  it('soft-removes the user, disables the Firebase account and logs the action', async () => {
    const res = await t.request.delete(url(target().user._id)).set(admin.authHeader).expect(200);
    expect(res.body).toEqual({ acknowledged: true, deletedCount: 1 });
    const stored = await users().findOne({ email: target().email });
    expect(stored).toMatchObject({
      deletedAt: expect.any(Date),
      deletedBy: new ObjectId(admin.user._id),
    });
    expect((await lookupFirebaseUser(target().uid)).disabled).toBe(true);
    expect(await auditRows()).toEqual([
      expect.objectContaining({
        action: `${targetType}.remove`,
        targetId: target().user._id,
        actorEmail: admin.email,
      }),
    ]);
    expect(removedHeard).toEqual([
      { userId: target().user._id, email: target().email, userType, removedBy: admin.user._id },
    ]);
    expect(stored).not.toHaveProperty('removalDue');
  });

  it("refuses the removed user's still-valid access token at once", async () => {
    await t.request.delete(url(target().user._id)).set(admin.authHeader).expect(200);
    const res = await t.request.get('/users/me').set(target().authHeader).expect(401);
    expect(res.body).toEqual({
      message: errorMessages.errors.accountRemoved,
      code: 'UNAUTHENTICATED',
    });
  });

  it('refuses a new access token for the removed account', async () => {
    await t.request.delete(url(target().user._id)).set(admin.authHeader).expect(200);
    const res = await t.request
      .get('/jwt')
      .query({ email: target().email })
      .set(target().firebaseHeader)
      .expect(403);
    expect(res.body).toEqual({ message: errorMessages.errors.accountRemoved, code: 'FORBIDDEN' });
  });

  it('drops the user from the admin list', async () => {
    await t.request.delete(url(target().user._id)).set(admin.authHeader).expect(200);
    const list = await t.request.get(`/users/${targetType}s`).set(admin.authHeader).expect(200);
    expect(list.body).toEqual([]);
  });

  it('returns 404 NOT_FOUND for an already removed user', async () => {
    await t.request.delete(url(target().user._id)).set(admin.authHeader).expect(200);
    await t.request.delete(url(target().user._id)).set(admin.authHeader).expect(404);
  });

  it('returns 404 NOT_FOUND for a user of the other type, leaving them live', async () => {
    await t.request.delete(url(other().user._id)).set(admin.authHeader).expect(404);
    expect(await users().findOne({ email: other().email })).toMatchObject({ deletedAt: null });
  });

  it('returns 403 FORBIDDEN for an admin removing themself', async () => {
    await t.request.delete(url(admin.user._id)).set(admin.authHeader).expect(403);
  });

  it('returns 403 FORBIDDEN for another admin as the target', async () => {
    const otherAdmin = await t.signUpAs('Admin');
    await t.request.delete(url(otherAdmin.user._id)).set(admin.authHeader).expect(403);
    expect(await users().findOne({ email: otherAdmin.email })).toMatchObject({ deletedAt: null });
  });

  it('returns 403 FORBIDDEN for a non-admin, removing nothing', async () => {
    await t.request.delete(url(target().user._id)).set(other().authHeader).expect(403);
    expect(await users().findOne({ email: target().email })).toMatchObject({ deletedAt: null });
  });
});

describe('DELETE /sellers/:id when a subscriber of user.removed fails', () => {
  it('answers 200 with the seller removed, and the repair job tells the removal again', async () => {
    let failing = true;
    const heard: string[] = [];
    t.events.subscribe(
      'user.removed',
      ({ userId }) => {
        heard.push(userId);
        return failing ? Promise.reject(new Error('catalogue down')) : Promise.resolve();
      },
      { subscriber: 'test.flaky' },
    );
    const bikeId = await createBikeAs(t.request, seller.authHeader);
    await t.request.delete(`/sellers/${seller.user._id}`).set(admin.authHeader).expect(200);
    expect(await users().findOne({ email: seller.email })).toMatchObject({
      deletedAt: expect.any(Date),
      removalDue: expect.any(Date),
    });
    expect(heard).toEqual([seller.user._id]);
    // The catalogue's subscriber ran all the same: the seller's bike left the public lists.
    expect(await findBikeDoc(t.db, bikeId)).toMatchObject({ sellerRemoved: true });

    // A removal younger than a minute is left to its own request.
    failing = false;
    await t.scheduler.run('users.removal-repair');
    expect(heard).toEqual([seller.user._id]);
    const aMinuteAgo = new Date(Date.now() - 2 * 60_000);
    await users().updateOne({ email: seller.email }, { $set: { removalDue: aMinuteAgo } });
    await t.scheduler.run('users.removal-repair');
    expect(heard).toEqual([seller.user._id, seller.user._id]);
    expect(await users().findOne({ email: seller.email })).not.toHaveProperty('removalDue');
  });
});

describe('DELETE /buyers/:id when a subscriber of user.access-revoked fails', () => {
  it('keeps the removal due, and the repair job revokes again with the same time', async () => {
    let failing = true;
    const heard: { userId: string; reason: string; at: Date }[] = [];
    t.events.subscribe(
      'user.access-revoked',
      (revoked) => {
        heard.push(revoked);
        return failing ? Promise.reject(new Error('streams down')) : Promise.resolve();
      },
      { subscriber: 'test.flaky' },
    );
    await t.request.delete(`/buyers/${buyer.user._id}`).set(admin.authHeader).expect(200);
    const removed = await users().findOne({ email: buyer.email });
    expect(removed).toMatchObject({ removalDue: expect.any(Date) });
    expect(heard).toEqual([{ userId: buyer.user._id, reason: 'removed', at: removed!.deletedAt }]);

    failing = false;
    const aMinuteAgo = new Date(Date.now() - 2 * 60_000);
    await users().updateOne({ email: buyer.email }, { $set: { removalDue: aMinuteAgo } });
    await t.scheduler.run('users.removal-repair');
    expect(heard).toEqual([heard[0], heard[0]]);
    expect(await users().findOne({ email: buyer.email })).not.toHaveProperty('removalDue');
    // The notifications feature stored the end once for the other processes' streams.
    const ends = await t.db.collection<{ userId: ObjectId }>('access_revocations').find().toArray();
    expect(ends.map((e) => e.userId.toHexString())).toEqual([buyer.user._id]);
  });
});
