import { ObjectId } from 'mongodb';
import { beforeEach, describe, expect, it } from 'vitest';
import { type ManagedUser, type Sanction, sanctionMessages, errorMessages } from '@reride/shared';
import { createTestApp, type SignedUp, type TestApp } from '../../../test/helpers';
import { callAs } from '../../../test/fixtures/orders';

const m = sanctionMessages.sanctions;
const DAY_MS = 24 * 60 * 60 * 1000;
const REASON = 'Rude messages to several buyers';

let t: TestApp;
let buyer: SignedUp;
let seller: SignedUp;
let admin: SignedUp;
/** The app's clock runs this far ahead of the wall clock (a suspension's end, reached). */
let aheadMs = 0;

beforeEach(async () => {
  aheadMs = 0;
  t = await createTestApp({ clock: () => new Date(Date.now() + aheadMs) });
  [buyer, seller, admin] = await Promise.all([
    t.signUpAs('Buyer'),
    t.signUpAs('Seller'),
    t.signUpAs('Admin'),
  ]);
});

const userDoc = (id: string) => t.db.collection('users').findOne({ _id: new ObjectId(id) });
const auditRows = () => t.db.collection('audit_log').find().sort({ at: 1 }).toArray();

const warn = (id: string, body: object = { reason: REASON }, who: SignedUp = admin) =>
  callAs(t, 'warnUser', who, { params: { id }, body });
const suspend = (id: string, body: object = { reason: REASON, days: 3 }, who = admin) =>
  callAs(t, 'suspendUser', who, { params: { id }, body });
const lift = (id: string, body: object = { reason: 'Apologised' }, who = admin) =>
  callAs(t, 'liftSuspension', who, { params: { id }, body });
const mine = async (who: SignedUp) =>
  (await callAs(t, 'getMySanction', who).expect(200)).body as Sanction;

/** A new access token from the app's clock, once it ran past the old one's expiry. */
async function signInAgain(who: SignedUp): Promise<SignedUp> {
  const res = await t.request.get('/jwt').query({ email: who.email }).set(who.firebaseHeader);
  expect(res.status).toBe(200);
  return { ...who, authHeader: { Authorization: `Bearer ${res.body.accessToken}` } };
}

/** Sends a refused decision and checks it changed neither the user nor the audit log. */
async function refused(
  call: () => PromiseLike<{ status: number; body: unknown }>,
  status: number,
  message?: string,
) {
  const before = {
    users: await t.db.collection('users').find().toArray(),
    audit: await auditRows(),
  };
  const res = await call();
  expect(res.status, JSON.stringify(res.body)).toBe(status);
  if (message) expect((res.body as { message: string }).message).toBe(message);
  expect({
    users: await t.db.collection('users').find().toArray(),
    audit: await auditRows(),
  }).toEqual(before);
  return res;
}

describe('POST /users/:id/warning', () => {
  it('stores the warning, audits it with its reason, and the person sees it until dismissed', async () => {
    const res = await warn(seller.user._id).expect(200);
    expect(res.body).toEqual({
      suspension: null,
      warning: { reason: REASON, at: expect.any(String) },
    });
    expect(await auditRows()).toMatchObject([
      {
        action: 'seller.warn',
        actorEmail: admin.email,
        targetType: 'seller',
        targetId: seller.user._id,
        details: { reason: REASON, email: seller.email },
      },
    ]);
    expect((await auditRows())[0]?.details).toEqual({ reason: REASON, email: seller.email });
    expect((await mine(seller)).warning).toEqual({ reason: REASON, at: res.body.warning.at });

    const dismissed = await callAs(t, 'acknowledgeWarning', seller).expect(200);
    expect(dismissed.body).toEqual({ suspension: null, warning: null });
    expect(await mine(seller)).toEqual({ suspension: null, warning: null });
    // A repeat answers the same and the administrators still see the warning.
    await callAs(t, 'acknowledgeWarning', seller).expect(200);
    const list = await t.request.get('/users/sellers').set(admin.authHeader).expect(200);
    const row = (list.body as ManagedUser[]).find((u) => u._id === seller.user._id);
    expect(row?.sanction.warning?.reason).toBe(REASON);
  });

  it('warns a buyer as a buyer in the audit log', async () => {
    await warn(buyer.user._id).expect(200);
    expect((await auditRows())[0]).toMatchObject({ action: 'buyer.warn', targetType: 'buyer' });
  });

  it('refuses a reason shorter than 3 characters or a stray field with 400', async () => {
    const res = await refused(() => warn(seller.user._id, { reason: ' a ' }), 400);
    expect(res.body).toMatchObject({ code: 'VALIDATION_FAILED' });
    await refused(() => warn(seller.user._id, { reason: REASON, extra: 1 }), 400);
    await refused(() => warn(seller.user._id, {}), 400);
  });
});

describe('POST /users/:id/suspension', () => {
  it('suspends for the chosen days, audits the reason and end, and lists the suspension', async () => {
    const res = await suspend(buyer.user._id, { reason: REASON, days: 7 }).expect(200);
    const { suspension } = res.body as Sanction;
    expect(suspension?.reason).toBe(REASON);
    expect(Date.parse(suspension!.until) - Date.parse(suspension!.at)).toBe(7 * DAY_MS);
    expect((await auditRows())[0]).toMatchObject({
      action: 'buyer.suspend',
      targetId: buyer.user._id,
      details: { reason: REASON, until: suspension!.until },
    });
    expect((await mine(buyer)).suspension).toEqual(suspension);
    const list = await t.request.get('/users/buyers').set(admin.authHeader).expect(200);
    const row = (list.body as ManagedUser[]).find((u) => u._id === buyer.user._id);
    expect(row?.sanction).toEqual({ suspension, warning: null });
  });

  it('suspends until a chosen moment', async () => {
    const until = new Date(Date.now() + 5 * DAY_MS).toISOString();
    const res = await suspend(seller.user._id, { reason: REASON, until }).expect(200);
    expect((res.body as Sanction).suspension?.until).toBe(until);
  });

  it.each([
    [{ reason: REASON, days: 2 }, undefined],
    [{ reason: REASON }, undefined],
    [{ reason: REASON, days: 1, until: new Date().toISOString() }, undefined],
    [{ reason: REASON, until: new Date(Date.now() - 60_000).toISOString() }, m.untilInPast],
    [{ reason: REASON, until: new Date(Date.now() + 400 * DAY_MS).toISOString() }, m.untilTooFar],
  ])('refuses %j with 400', async (body, message) => {
    await refused(() => suspend(seller.user._id, body), 400, message);
  });

  it('answers 409 while a suspension runs, changing nothing', async () => {
    await suspend(seller.user._id).expect(200);
    await refused(
      () => suspend(seller.user._id, { reason: REASON, days: 30 }),
      409,
      m.alreadySuspended,
    );
  });

  it('ends by itself at its end: the person no longer sees it and may be suspended again', async () => {
    await suspend(seller.user._id, { reason: REASON, days: 1 }).expect(200);
    aheadMs = DAY_MS + 1000;
    // The app's clock is a day ahead: the access tokens are too old, so sign in again.
    expect((await mine(await signInAgain(seller))).suspension).toBeNull();
    const later = await signInAgain(admin);
    await suspend(seller.user._id, { reason: 'Again', days: 1 }, later).expect(200);
  });
});

describe('POST /users/:id/suspension/lift', () => {
  it('ends a running suspension early and audits the reason', async () => {
    await suspend(seller.user._id).expect(200);
    const res = await lift(seller.user._id).expect(200);
    expect(res.body).toEqual({ suspension: null, warning: null });
    expect((await userDoc(seller.user._id))?.suspension).toBeUndefined();
    expect(
      (await auditRows()).map((r) => [
        r.action as string,
        (r.details as { reason: string }).reason,
      ]),
    ).toEqual([
      ['seller.suspend', REASON],
      ['seller.lift', 'Apologised'],
    ]);
  });

  it('answers 409 without a running suspension, changing nothing', async () => {
    await refused(() => lift(seller.user._id), 409, m.notSuspended);
    await suspend(seller.user._id, { reason: REASON, days: 1 }).expect(200);
    aheadMs = DAY_MS + 1000;
    const later = await signInAgain(admin);
    await refused(() => lift(seller.user._id, { reason: 'Too late' }, later), 409, m.notSuspended);
  });
});

describe('targets', () => {
  it.each(['warnUser', 'suspendUser', 'liftSuspension'] as const)(
    '%s answers 409 for a removed user, 403 for an administrator or oneself, 404 for no one',
    async (name) => {
      const body = name === 'suspendUser' ? { reason: REASON, days: 1 } : { reason: REASON };
      const call = (id: string) => callAs(t, name, admin, { params: { id }, body });
      await t.request.delete(`/buyers/${buyer.user._id}`).set(admin.authHeader).expect(200);
      await refused(() => call(buyer.user._id), 409, m.removed);
      const other = await t.signUpAs('Admin');
      await refused(() => call(other.user._id), 403);
      await refused(() => call(admin.user._id), 403);
      await refused(
        () => call(new ObjectId().toHexString()),
        404,
        errorMessages.errors.userNotFound,
      );
    },
  );

  it('is for administrators only', async () => {
    await refused(() => warn(buyer.user._id, { reason: REASON }, seller), 403);
    await refused(() => suspend(seller.user._id, { reason: REASON, days: 1 }, buyer), 403);
  });
});
