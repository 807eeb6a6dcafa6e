import { beforeEach, describe, expect, it } from 'vitest';
import type { Bike, BikeDetail, QueueItem, SerialDuplicate, TheftReport } from '@reride/shared';
import { appWithUsers, type SignedUp, type TestApp } from '../../../test/helpers';
import { bikesIn, createBikeAs, editBikeAs, findBikeDoc } from '../../../test/fixtures/bikes';

// Frame serials, our own theft registry and the holds it makes (docs/domain.md#frame-serials).
const NOW = new Date('2025-04-02T08:00:00Z');
let t: TestApp, admin: SignedUp, seller: SignedUp, owner: SignedUp;

beforeEach(async () => {
  [t, admin, seller, owner] = await appWithUsers(['Admin', 'Seller', 'Buyer'], {
    clock: () => NOW,
  });
});

const reportTheft = (who: SignedUp, body: object) =>
  t.request.post('/theft-reports').set(who.authHeader).send(body);

/** An owner's report of this serial, confirmed by the administrator. */
async function confirmedReport(serial: string): Promise<string> {
  const res = await reportTheft(owner, { serial, description: 'Taken from the station' }).expect(
    200,
  );
  const id = (res.body as { insertedId: string }).insertedId;
  await t.request.post(`/theft-reports/${id}/confirmation`).set(admin.authHeader).expect(200);
  return id;
}

const sharedSerials = async () =>
  (await t.request.get('/serial-duplicates').set(admin.authHeader).expect(200))
    .body as SerialDuplicate[];

const listReports = async (state: string) =>
  (await t.request.get('/theft-reports').query({ state }).set(admin.authHeader).expect(200))
    .body as TheftReport[];
const queue = async () =>
  (await t.request.get('/admin/queue').set(admin.authHeader).expect(200)).body as QueueItem[];
const bikePage = async (id: string, who?: SignedUp) => {
  const req = t.request.get(`/bikes/${id}`);
  return (await (who ? req.set(who.authHeader) : req).expect(200)).body as BikeDetail;
};

describe('theft reports', () => {
  it('are filed by any signed-in user and listed to administrators as pending', async () => {
    const res = await reportTheft(owner, { serial: 'wtu-123 456', description: 'Gone overnight' });
    expect(res.status).toBe(200);
    const [listed] = await listReports('pending');
    expect(listed).toMatchObject({
      _id: (res.body as { insertedId: string }).insertedId,
      serial: 'wtu-123 456',
      reporterId: owner.user._id,
      state: 'pending',
      decidedAt: null,
    });
    expect((await queue()).filter((q) => q.kind === 'theft-report')).toMatchObject([
      { id: listed!._id, link: '/dashboard/admin/theft' },
    ]);
  });

  it('refuses a missing, too long or too short serial and an empty description', async () => {
    const answers = [
      await reportTheft(owner, { description: 'x' }),
      await reportTheft(owner, { serial: 'A'.repeat(41), description: 'x' }),
      await reportTheft(owner, { serial: '- 1', description: 'x' }),
      await reportTheft(owner, { serial: 'WTU123', description: '  ' }),
      await reportTheft(owner, { serial: 'WTU123', description: 'x', state: 'confirmed' }),
    ];
    expect(answers.map((r) => r.status)).toEqual([400, 400, 400, 400, 400]);
    expect(await t.db.collection('theft_reports').countDocuments()).toBe(0);
    await t.request.post('/theft-reports').send({ serial: 'WTU123', description: 'x' }).expect(401);
  });

  it('are confirmed once, withdrawn with a reason, and both leave an audit row', async () => {
    const id = await confirmedReport('WTU123456');
    expect((await listReports('confirmed')).map((r) => r._id)).toEqual([id]);
    const again = await t.request.post(`/theft-reports/${id}/confirmation`).set(admin.authHeader);
    expect(again.status).toBe(409);
    await t.request
      .post(`/theft-reports/${id}/withdrawal`)
      .set(admin.authHeader)
      .send({})
      .expect(400);
    await t.request
      .post(`/theft-reports/${id}/withdrawal`)
      .set(admin.authHeader)
      .send({ reason: 'Found in the garage' })
      .expect(200);
    expect((await listReports('withdrawn'))[0]).toMatchObject({
      state: 'withdrawn',
      withdrawReason: 'Found in the garage',
      decidedAt: NOW.toISOString(),
    });
    const actions = await t.db.collection('audit_log').find({ targetId: id }).toArray();
    expect(actions.map((a) => String(a.action)).sort()).toEqual([
      'theft-report.confirm',
      'theft-report.withdraw',
    ]);
    await t.request
      .post(`/theft-reports/aaaaaaaaaaaaaaaaaaaaaaaa/confirmation`)
      .set(admin.authHeader)
      .expect(404);
  });
});

describe('the serial check of a listing', () => {
  it('marks a clean serial checked and never shows it to anybody but the seller and admins', async () => {
    const id = await createBikeAs(t.request, seller.authHeader, { serial: 'WTU 777 888' });
    const doc = await findBikeDoc(t.db, id);
    expect(doc).toMatchObject({ serial: 'WTU 777 888', serialKey: 'WTU777888' });
    expect(doc!.serialCheck).toBe('checked');
    const visitor = await bikePage(id);
    expect(visitor.serialCheck).toBe('checked');
    expect(JSON.stringify(visitor)).not.toMatch(/WTU|777888/);
    const buyerList = await t.request.get('/bikes/advertised').set(owner.authHeader);
    expect(JSON.stringify(buyerList.body)).not.toMatch(/777 888|777888/);
    expect(JSON.stringify((await bikePage(id, owner)) as unknown)).not.toMatch(/777888|777 888/);
    expect((await bikePage(id, seller)).serial).toBe('WTU 777 888');
    expect((await bikePage(id, admin)).serial).toBe('WTU 777 888');
  });

  it('answers serialCheck null for a listing without a serial', async () => {
    const id = await createBikeAs(t.request, seller.authHeader);
    expect((await bikePage(id)).serialCheck).toBeNull();
  });

  it('holds a listing whose serial exactly matches a confirmed report, whatever its spelling', async () => {
    await confirmedReport('WTU-0I-2345');
    const id = await createBikeAs(t.request, seller.authHeader, { serial: 'wtu o1 2345' });
    expect((await findBikeDoc(t.db, id))!.held).toEqual({ reason: 'stolen-serial', since: NOW });
    await t.request.get(`/bikes/${id}`).expect(404);
    await t.request.get(`/bikes/${id}`).set(owner.authHeader).expect(404);
    expect(await queue()).toContainEqual(
      expect.objectContaining({ kind: 'held-listing', id, link: `/bikes/${id}` }),
    );
    const notices = await t.request.get('/notifications').set(seller.authHeader).expect(200);
    expect(notices.body).toMatchObject([{ topic: 'listing', event: 'serial-held', bikeId: id }]);
  });

  it('holds on a near match (one character apart), not on a pending or withdrawn report', async () => {
    await confirmedReport('WTU123456');
    await reportTheft(owner, { serial: 'PEND1NG1', description: 'x' }).expect(200);
    const near = await createBikeAs(t.request, seller.authHeader, { serial: 'WTU123457' });
    const pending = await createBikeAs(t.request, seller.authHeader, { serial: 'PEND1NG1' });
    const far = await createBikeAs(t.request, seller.authHeader, { serial: 'WTU123499' });
    expect((await findBikeDoc(t.db, near))!.held).toMatchObject({ reason: 'stolen-serial' });
    expect((await findBikeDoc(t.db, pending))!.held ?? null).toBeNull();
    expect((await findBikeDoc(t.db, far))!.held ?? null).toBeNull();
  });

  it('checks an edited serial, and holds live listings the moment a report is confirmed', async () => {
    const id = await createBikeAs(t.request, seller.authHeader, { serial: 'ABC111' });
    const other = await createBikeAs(t.request, seller.authHeader, { serial: 'ZZZ999' });
    await editBikeAs(t.request, seller.authHeader, id, { serial: 'ZZZ998' }).expect(200);
    expect(await findBikeDoc(t.db, id)).toMatchObject({
      serialKey: 'ZZZ998',
      serialCheck: 'checked',
    });
    const report = await confirmedReport('ZZZ999');
    expect((await findBikeDoc(t.db, other))!.held).toMatchObject({ reason: 'stolen-serial' });
    expect((await findBikeDoc(t.db, id))!.held).toMatchObject({ reason: 'stolen-serial' });
    await t.request.get(`/bikes/${other}`).expect(404);
    // Swept at once: the job finds nothing left of it.
    const swept = await t.db.collection('theft_reports').findOne({ state: 'confirmed' });
    expect(swept).toMatchObject({ swept: true });
    expect(report).toBe(swept!._id.toHexString());
  });

  it('releases, on withdrawal, the listings no other report explains, and tells their seller', async () => {
    const first = await confirmedReport('ZZZ999');
    await confirmedReport('QQQ111');
    const explained = await createBikeAs(t.request, seller.authHeader, { serial: 'QQQ111' });
    const only = await createBikeAs(t.request, seller.authHeader, { serial: 'ZZZ999' });
    await t.request
      .post(`/theft-reports/${first}/withdrawal`)
      .set(admin.authHeader)
      .send({ reason: 'Found in the garage' })
      .expect(200);
    expect((await findBikeDoc(t.db, only))!.held ?? null).toBeNull();
    expect((await bikePage(only)).serialCheck).toBe('checked');
    expect((await findBikeDoc(t.db, explained))!.held).toMatchObject({ reason: 'stolen-serial' });
    const notices = (await t.request.get('/notifications').set(seller.authHeader).expect(200))
      .body as { event: string; bikeId: string }[];
    expect(
      notices
        .filter((n) => n.bikeId === only)
        .map((n) => n.event)
        .sort(),
    ).toEqual(['serial-cleared', 'serial-held']);
  });

  it('is released by an administrator: public again, audit row; a second release is 409', async () => {
    await confirmedReport('WTU123456');
    const id = await createBikeAs(t.request, seller.authHeader, { serial: 'WTU123456' });
    await t.request.post(`/serial-holds/${id}/release`).set(seller.authHeader).expect(403);
    await t.request.post(`/serial-holds/${id}/release`).set(admin.authHeader).expect(200);
    expect((await bikePage(id)).serialCheck).toBe('checked');
    await t.request.post(`/serial-holds/${id}/release`).set(admin.authHeader).expect(409);
    const notices = (await t.request.get('/notifications').set(seller.authHeader).expect(200))
      .body as { event: string }[];
    expect(notices.map((n) => n.event)).toEqual(['serial-cleared', 'serial-held']);
    const rows = await t.db.collection('audit_log').countDocuments({ targetId: id });
    expect(rows).toBe(1);
  });

  it('flags one serial on two sellers’ live listings to administrators', async () => {
    const other = await t.signUpAs('Seller');
    const first = await createBikeAs(t.request, seller.authHeader, { serial: 'DUP-12345' });
    await createBikeAs(t.request, seller.authHeader, { serial: 'DUP12345' });
    expect((await queue()).filter((q) => q.kind === 'duplicate-serial')).toEqual([]);
    const third = await createBikeAs(t.request, other.authHeader, { serial: 'dup 12345' });
    const flagged = (await queue()).filter((q) => q.kind === 'duplicate-serial');
    const [flag] = await sharedSerials();
    expect(flagged).toMatchObject([
      { id: flag!._id, reportCount: 3, link: '/dashboard/admin/theft#shared-serials' },
    ]);
    expect(flag!.bikeIds[0]).toBe(first);
    expect(flag!.bikeIds).toContain(third);
    expect(JSON.stringify([flagged, flag])).not.toMatch(/12345/);
  });
});

describe('shared serials', () => {
  const dismiss = (id: string, body: object, who = admin) =>
    t.request.post(`/serial-duplicates/${id}/dismissal`).set(who.authHeader).send(body);

  async function flagged(): Promise<{ id: string; other: SignedUp }> {
    const other = await t.signUpAs('Seller');
    await createBikeAs(t.request, seller.authHeader, { serial: 'SAME-777' });
    await createBikeAs(t.request, other.authHeader, { serial: 'same777' });
    const [flag] = await sharedSerials();
    return { id: flag!._id, other };
  }

  it('are dismissed once with a reason, audited, and leave the queue', async () => {
    const { id } = await flagged();
    await dismiss(id, { reason: '' }).expect(400);
    await dismiss(id, { reason: 'Same shop, two branches' }, seller).expect(403);
    await t.request.get('/serial-duplicates').set(seller.authHeader).expect(403);
    await dismiss('0123456789abcdef01234567', { reason: 'x' }).expect(404);
    expect(await sharedSerials()).toHaveLength(1);

    await dismiss(id, { reason: 'Same shop, two branches' }).expect(200);
    expect(await sharedSerials()).toEqual([]);
    expect((await queue()).filter((q) => q.kind === 'duplicate-serial')).toEqual([]);
    const again = await dismiss(id, { reason: 'Again' });
    expect(again.status).toBe(409);
    const audit = await t.db.collection('audit_log').find({ targetId: id }).toArray();
    expect(audit).toMatchObject([
      { action: 'serial-duplicate.dismiss', details: { reason: 'Same shop, two branches' } },
    ]);
  });

  it('open again when another listing with the serial appears, not when a known one is checked again', async () => {
    const { id, other } = await flagged();
    await dismiss(id, { reason: 'Looked at both' }).expect(200);
    const [known] = await t.db.collection('bikes').find({ serialKey: 'SAME777' }).toArray();
    await editBikeAs(t.request, seller.authHeader, known!._id.toHexString(), {
      serial: 'SAME 777',
    }).expect(200);
    expect(await sharedSerials()).toEqual([]);
    const third = await createBikeAs(t.request, other.authHeader, { serial: 'SAME-777' });
    const [reopened] = await sharedSerials();
    expect(reopened).toMatchObject({ _id: id });
    expect(reopened!.bikeIds).toContain(third);
  });
});

describe('the listing form', () => {
  it('refuses a serial over 40 characters', async () => {
    const id = await createBikeAs(t.request, seller.authHeader);
    const res = await editBikeAs(t.request, seller.authHeader, id, { serial: 'A'.repeat(41) });
    expect(res.status).toBe(400);
    expect(bikesIn({ body: [] })).toEqual([]);
  });

  it('keeps the serial out of My Products for no one but the seller', async () => {
    await createBikeAs(t.request, seller.authHeader, { serial: 'OWN123' });
    const own = await t.request
      .get('/bikes')
      .query({ email: seller.email })
      .set(seller.authHeader)
      .expect(200);
    expect((own.body as Bike[])[0]).toMatchObject({ serial: 'OWN123', serialCheck: 'checked' });
  });
});
