import { ObjectId } from 'mongodb';
import { beforeEach, describe, expect, it } from 'vitest';
import { CATEGORIES, type Bike, type Notification, moderationMessages } from '@reride/shared';
import { appWithUsers, type SignedUp, type TestApp } from '../../../test/helpers';
import { collection } from '../../db/collections';
import { auditLog } from '../audit/audit.collections';
import {
  bikeBody,
  bikesIn,
  findBikeDoc,
  insertBikes,
  setBikeFields,
  uploadImage,
} from '../../../test/fixtures/bikes';

// Pre-moderation of a seller's first listing and the administrators' two decisions on it
// (docs/domain.md#moderation-queue).
const NOW = new Date('2025-04-02T08:00:00Z');
const FIRST_LISTING_HOLD = { reason: 'first-listing', since: NOW };
let t: TestApp, admin: SignedUp, seller: SignedUp, buyer: SignedUp;

async function app(premoderate: 'true' | 'false') {
  [t, admin, seller, buyer] = await appWithUsers(['Admin', 'Seller', 'Buyer'], {
    clock: () => NOW,
    env: { PREMODERATE_FIRST_LISTING: premoderate },
  });
}

/** POST /bikes as `who`: the whole answer (its `held` tells the seller). */
async function create(who: SignedUp, name = 'First bike') {
  const { data } = await uploadImage(t.request, who.authHeader);
  const res = await t.request
    .post('/bikes')
    .set(who.authHeader)
    .send(bikeBody(data.url, { name }))
    .expect(201);
  return res.body as { insertedId: string; held?: { reason: string; since: string } };
}

const approve = (id: string, who?: SignedUp) => {
  const req = t.request.post(`/bikes/${id}/approval`);
  return who ? req.set(who.authHeader) : req;
};
const reject = (id: string, who?: SignedUp, body: object = { reason: 'Photos are not yours' }) => {
  const req = t.request.post(`/bikes/${id}/rejection`).send(body);
  return who ? req.set(who.authHeader) : req;
};
const categoryIds = async () =>
  bikesIn(await t.request.get(`/bikes/category/${CATEGORIES[0]._id}`).expect(200)).map(
    (b) => b._id,
  );
const myProducts = async (who: SignedUp) =>
  bikesIn(
    await t.request.get('/bikes').query({ email: who.email }).set(who.authHeader).expect(200),
  );
const listingNotices = async (who: SignedUp) =>
  (
    (await t.request.get('/notifications').set(who.authHeader).expect(200)).body as Notification[]
  ).filter((n) => n.topic === 'listing');
const sellerRef = () => ({ _id: seller.user._id, name: seller.user.name, email: seller.email });
const auditRows = () => collection(t.db, auditLog).find({ targetType: 'bike' }).toArray();

describe('PREMODERATE_FIRST_LISTING', () => {
  it('off (the default): a first listing is public at once', async () => {
    await app('false');
    const created = await create(seller);
    expect(created.held).toBeUndefined();
    expect((await findBikeDoc(t.db, created.insertedId))!.held ?? null).toBeNull();
    expect(await categoryIds()).toContain(created.insertedId);
  });

  it('on: the first listing is held and out of public view, the second is not', async () => {
    await app('true');
    const first = await create(seller);
    expect(first.held).toEqual({ reason: 'first-listing', since: NOW.toISOString() });
    expect((await findBikeDoc(t.db, first.insertedId))!.held).toEqual(FIRST_LISTING_HOLD);
    expect(await categoryIds()).not.toContain(first.insertedId);
    await t.request.get(`/bikes/${first.insertedId}`).expect(404);
    await t.request.get(`/bikes/${first.insertedId}`).set(buyer.authHeader).expect(404);
    // The administrator's page shows the hold, so the web offers the decision there.
    const page = await t.request
      .get(`/bikes/${first.insertedId}`)
      .set(admin.authHeader)
      .expect(200);
    expect((page.body as Bike).held?.reason).toBe('first-listing');
    const own = (await myProducts(seller)).find((b: Bike) => b._id === first.insertedId);
    expect(own?.held).toEqual({ reason: 'first-listing', since: NOW.toISOString() });

    // The queue's row leads to the page where the administrator decides.
    const queue = await t.request.get('/admin/queue').set(admin.authHeader).expect(200);
    expect(queue.body).toMatchObject([
      { kind: 'held-listing', id: first.insertedId, link: `/bikes/${first.insertedId}` },
    ]);

    const second = await create(seller, 'Second bike');
    expect(second.held).toBeUndefined();
    expect(await categoryIds()).toContain(second.insertedId);
  });

  it('on: a seller whose only bike was deleted is not listing for the first time', async () => {
    await app('true');
    // Stored before the setting was on, then deleted by its seller.
    const [old] = await insertBikes(t.db, sellerRef(), 1);
    await t.request.delete(`/bikes/${old}`).set(seller.authHeader).expect(200);
    const next = await create(seller, 'After a deletion');
    expect(next.held).toBeUndefined();
    expect(await categoryIds()).toContain(next.insertedId);
  });

  it('refuses a value other than true or false', async () => {
    await expect(appWithUsers([], { env: { PREMODERATE_FIRST_LISTING: 'yes' } })).rejects.toThrow(
      /PREMODERATE_FIRST_LISTING/,
    );
  });
});

describe('deciding a first listing', () => {
  let bikeId: string;
  beforeEach(async () => {
    await app('true');
    bikeId = (await create(seller)).insertedId;
  });

  it('approve: the listing is public, audited, and the seller told; a repeat is 409', async () => {
    const res = await approve(bikeId, admin).expect(200);
    expect(res.body).toEqual({ acknowledged: true, modifiedCount: 1 });
    expect((await findBikeDoc(t.db, bikeId))!.held).toBeNull();
    expect(await categoryIds()).toContain(bikeId);
    await t.request.get(`/bikes/${bikeId}`).expect(200);
    expect((await myProducts(seller))[0]?.held).toBeUndefined();
    const rows = await auditRows();
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      action: 'bike.approve',
      targetId: bikeId,
      actorEmail: admin.email,
      at: NOW,
    });
    expect(await listingNotices(seller)).toMatchObject([{ event: 'approved', bikeId }]);

    const again = await approve(bikeId, admin).expect(409);
    expect(again.body).toMatchObject({
      code: 'CONFLICT',
      message: moderationMessages.approval.notWaiting,
    });
    expect(await auditRows()).toHaveLength(1);
  });

  it('reject: removed like a reported bike, audited with the reason, the seller told why', async () => {
    const res = await reject(bikeId, admin, { reason: '  Stock photos only  ' }).expect(200);
    expect(res.body).toEqual({ acknowledged: true, deletedCount: 1 });
    const doc = await findBikeDoc(t.db, bikeId);
    expect(doc!.deletedAt).toEqual(NOW);
    expect(doc!.deletedBy?.toHexString()).toBe(admin.user._id);
    await t.request.get(`/bikes/${bikeId}`).expect(404);
    expect(await myProducts(seller)).toEqual([]);
    const [row, ...more] = await auditRows();
    expect(more).toEqual([]);
    expect(row).toMatchObject({
      action: 'bike.reject',
      targetId: bikeId,
      details: { reason: 'Stock photos only', sellerId: seller.user._id },
    });
    expect(await listingNotices(seller)).toMatchObject([
      { event: 'rejected', bikeId, reason: 'Stock photos only' },
    ]);
    // Decided: neither decision applies again.
    await approve(bikeId, admin).expect(404);
    await reject(bikeId, admin).expect(404);
  });

  it('reject needs a reason of 1 to 500 characters, changing nothing otherwise', async () => {
    const answers = await Promise.all([
      reject(bikeId, admin, {}),
      reject(bikeId, admin, { reason: '   ' }),
      reject(bikeId, admin, { reason: 'x'.repeat(501) }),
      reject(bikeId, admin, { reason: 'ok', extra: 1 }),
    ]);
    expect(answers.map((r) => r.status)).toEqual([400, 400, 400, 400]);
    expect(answers[1].body).toMatchObject({
      code: 'VALIDATION_FAILED',
      details: [{ path: 'reason', message: moderationMessages.approval.reasonRequired }],
    });
    expect((await findBikeDoc(t.db, bikeId))!).toMatchObject({
      deletedAt: null,
      held: FIRST_LISTING_HOLD,
    });
    expect(await auditRows()).toEqual([]);
  });

  it('refuses anonymous (401), the seller and a buyer (403); unknown bike 404', async () => {
    const answers = await Promise.all([
      approve(bikeId),
      approve(bikeId, seller),
      approve(bikeId, buyer),
      reject(bikeId),
      reject(bikeId, seller),
      reject(bikeId, buyer),
      approve(new ObjectId().toHexString(), admin),
      reject(new ObjectId().toHexString(), admin),
    ]);
    expect(answers.map((r) => r.status)).toEqual([401, 403, 403, 401, 403, 403, 404, 404]);
    expect((await findBikeDoc(t.db, bikeId))!).toMatchObject({
      deletedAt: null,
      held: FIRST_LISTING_HOLD,
    });
    expect(await auditRows()).toEqual([]);
    expect(await listingNotices(seller)).toEqual([]);
  });

  it('409 for a bike not held or held after reports, which keeps its hold', async () => {
    const [reportsHeld, notHeld] = await insertBikes(t.db, sellerRef(), 2);
    await setBikeFields(t.db, reportsHeld!, {
      held: { reason: 'reports', since: NOW },
      reported: true,
    });
    const answers = await Promise.all([
      approve(reportsHeld!, admin),
      reject(reportsHeld!, admin),
      approve(notHeld!, admin),
      reject(notHeld!, admin),
    ]);
    expect(answers.map((r) => r.status)).toEqual([409, 409, 409, 409]);
    expect((await findBikeDoc(t.db, reportsHeld!))!).toMatchObject({
      deletedAt: null,
      held: { reason: 'reports', since: NOW },
    });
    expect((await findBikeDoc(t.db, notHeld!))!.deletedAt).toBeNull();
    expect(await auditRows()).toEqual([]);
  });

  it('two administrators deciding at once: one outcome, one audit row, one notice (20 rounds)', async () => {
    const other = await t.signUpAs('Admin');
    const ids = await insertBikes(t.db, sellerRef(), 20, {
      overrides: { held: { reason: 'first-listing', since: NOW } },
    });
    for (const [round, id] of ids.entries()) {
      // Approve against reject, then each against itself.
      const pair =
        round % 3 === 0
          ? [approve(id, admin), reject(id, other)]
          : round % 3 === 1
            ? [approve(id, admin), approve(id, other)]
            : [reject(id, admin), reject(id, other)];
      const answers = await Promise.all(pair);
      const statuses = answers.map((r) => r.status).sort();
      expect(statuses[0], `round ${round}`).toBe(200);
      expect([404, 409], `round ${round}`).toContain(statuses[1]);
      const doc = await findBikeDoc(t.db, id);
      const approved = doc!.deletedAt === null;
      expect(doc!.held ?? null, `round ${round}`).toEqual(approved ? null : FIRST_LISTING_HOLD);
      const rows = await collection(t.db, auditLog).find({ targetId: id }).toArray();
      expect(rows.map((r) => r.action)).toEqual([approved ? 'bike.approve' : 'bike.reject']);
    }
    const notices = t.db.collection('notifications');
    expect(await notices.countDocuments({ key: { $regex: '^listing:' } })).toBe(20);
  });
});
