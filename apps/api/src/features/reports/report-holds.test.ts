import { ObjectId } from 'mongodb';
import { beforeEach, describe, expect, it } from 'vitest';
import { CATEGORIES, type Notification, type ReportedBike, holdMessages } from '@reride/shared';
import { appWithUsers, type SignedUp, type TestApp } from '../../../test/helpers';
import { PHONE } from '../../../test/fixtures/bookings';
import { bikesIn, createBikeAs, findBikeDoc } from '../../../test/fixtures/bikes';

// Reasons, the distinct-reporter threshold and the decisions after a hold
// (docs/domain.md#moderation-queue). The threshold is the default, 3.
const NOW = new Date('2025-04-02T08:00:00Z');
let t: TestApp, admin: SignedUp, seller: SignedUp, buyer: SignedUp, bikeId: string;

/** An administrator, a seller with one listed bike, and a buyer who may report it. */
beforeEach(async () => {
  const users = await appWithUsers(['Admin', 'Seller', 'Buyer'], { clock: () => NOW });
  [t, admin, seller, buyer] = users;
  bikeId = await createBikeAs(t.request, seller.authHeader, { name: 'Crowded bike' });
});

const report = (who: SignedUp, body: object = { reason: 'scam' }) =>
  t.request.patch(`/reported/${bikeId}`).set(who.authHeader).send(body);
const reportedList = async () =>
  (await t.request.get('/reported').set(admin.authHeader).expect(200)).body as ReportedBike[];
const categoryIds = async () =>
  bikesIn(await t.request.get(`/bikes/category/${CATEGORIES[0]._id}`).expect(200)).map(
    (b) => b._id,
  );
const searchIds = async () =>
  bikesIn(await t.request.get('/bikes/search').query({ q: 'crowded' }).expect(200)).map(
    (b) => b._id,
  );
const listingNotices = async (who: SignedUp) =>
  (
    (await t.request.get('/notifications').set(who.authHeader).expect(200)).body as Notification[]
  ).filter((n) => n.topic === 'listing');

async function reporters(n: number): Promise<SignedUp[]> {
  const out: SignedUp[] = [];
  for (let i = 0; i < n; i += 1) out.push(await t.signUpAs('Buyer'));
  return out;
}

describe('reasons of a report', () => {
  it('refuses a missing or unknown reason, "other" without a note and a long note', async () => {
    const answers = [
      await report(buyer, {}),
      await report(buyer, { reason: 'ugly' }),
      await report(buyer, { reason: 'other' }),
      await report(buyer, { reason: 'other', note: '   ' }),
      await report(buyer, { reason: 'scam', note: 'x'.repeat(501) }),
    ];
    expect(answers.map((r) => r.status)).toEqual([400, 400, 400, 400, 400]);
    expect(answers[2]!.body).toMatchObject({
      code: 'VALIDATION_FAILED',
      details: [{ path: 'note', message: 'Tell us what is wrong when you choose "Other"' }],
    });
    expect(await t.db.collection('reports').countDocuments()).toBe(0);
    expect((await findBikeDoc(t.db, bikeId))!.reported).toBe(false);
  });

  it('shows administrators the count per reason and the notes; old reports read as other', async () => {
    const [a, b] = await reporters(2);
    await report(buyer, { reason: 'stolen', note: 'Serial filed off' }).expect(200);
    await report(a!, { reason: 'stolen' }).expect(200);
    // A report stored before reasons existed: free text, no note.
    await t.db.collection('reports').insertOne({
      bikeId: new ObjectId(bikeId),
      reporterId: new ObjectId(b!.user._id),
      reporterEmail: b!.email,
      reason: 'Looks off',
      createdAt: NOW,
      applied: true,
    });
    const [listed] = await reportedList();
    expect(listed).toMatchObject({
      _id: bikeId,
      reportCount: 3,
      reasons: [
        { reason: 'stolen', count: 2 },
        { reason: 'other', count: 1 },
      ],
    });
    expect([...listed!.notes].sort()).toEqual(['Looks off', 'Serial filed off']);
  });
});

describe('the report threshold', () => {
  it('keeps a bike listed at 2 distinct reporters and hides it at the 3rd', async () => {
    const [a, b] = await reporters(2);
    await report(buyer).expect(200);
    await report(a!).expect(200);
    expect(await categoryIds()).toContain(bikeId);
    expect((await findBikeDoc(t.db, bikeId))!.held ?? null).toBeNull();

    await report(b!).expect(200);
    expect((await findBikeDoc(t.db, bikeId))!.held).toEqual({ reason: 'reports', since: NOW });
    expect(await categoryIds()).not.toContain(bikeId);
    expect(await searchIds()).not.toContain(bikeId);
    const profile = await t.request
      .get(`/bikes`)
      .query({ email: seller.email })
      .set(seller.authHeader);
    expect(bikesIn(profile).find((bike) => bike._id === bikeId)?.held).toEqual({
      reason: 'reports',
      since: NOW.toISOString(),
    });
    // The page: 404 to the public and to a buyer, shown to the seller and administrators.
    await t.request.get(`/bikes/${bikeId}`).expect(404);
    await t.request.get(`/bikes/${bikeId}`).set(buyer.authHeader).expect(404);
    await t.request.get(`/bikes/${bikeId}`).set(seller.authHeader).expect(200);
    await t.request.get(`/bikes/${bikeId}`).set(admin.authHeader).expect(200);
    // The seller is told once, with the listing topic.
    expect(await listingNotices(seller)).toMatchObject([{ event: 'held', bikeId }]);
  });

  it('counts the same user twice as one', async () => {
    const [a] = await reporters(1);
    await report(buyer).expect(200);
    await report(buyer, { reason: 'stolen' }).expect(200);
    await report(a!).expect(200);
    await report(a!).expect(200);
    expect(await categoryIds()).toContain(bikeId);
    expect((await findBikeDoc(t.db, bikeId))!.held ?? null).toBeNull();
    expect(await listingNotices(seller)).toEqual([]);
  });

  it('refuses to book a held bike with 409, changing nothing', async () => {
    for (const who of [buyer, ...(await reporters(2))]) await report(who).expect(200);
    const [other] = await reporters(1);
    const res = await t.request
      .post('/bookings')
      .set(other!.authHeader)
      .send({ bikeId, phone: PHONE, location: 'Station' });
    expect(res.status).toBe(409);
    expect(res.body).toMatchObject({ message: holdMessages.held });
    expect(await t.db.collection('bookings').countDocuments()).toBe(0);
  });
});

describe('deciding a held listing', () => {
  beforeEach(async () => {
    for (const who of [buyer, ...(await reporters(2))]) await report(who).expect(200);
  });

  it('"keep" lists it again, clears the flag, and the old reports count no more', async () => {
    await t.request.patch(`/unreport/${bikeId}`).set(admin.authHeader).expect(200);
    const doc = await findBikeDoc(t.db, bikeId);
    expect(doc).toMatchObject({ reported: false, held: null });
    expect(await categoryIds()).toContain(bikeId);
    await t.request.get(`/bikes/${bikeId}`).expect(200);
    // A fourth reporter starts a new count: one report, not four.
    const [late] = await reporters(1);
    await report(late!).expect(200);
    expect((await findBikeDoc(t.db, bikeId))!.held).toBeNull();
    expect((await reportedList())[0]).toMatchObject({ _id: bikeId, reportCount: 1 });
  });

  it('"remove" deletes it as before', async () => {
    await t.request.delete(`/reported/${bikeId}`).set(admin.authHeader).expect(200);
    expect((await findBikeDoc(t.db, bikeId))!.deletedAt).toEqual(NOW);
    expect(await categoryIds()).not.toContain(bikeId);
    expect(await reportedList()).toEqual([]);
  });
});
