import { ObjectId } from 'mongodb';
import { beforeEach, describe, expect, it } from 'vitest';
import { type Notification, verificationMessages } from '@reride/shared';
import {
  lookupFirebaseUser,
  phoneSignIn,
  uniquePhoneNumber,
} from '../../../test/firebase-emulator';
import { appWithUsers, type SignedUp, type TestApp } from '../../../test/helpers';
import { TEST_FIREBASE_PROJECT_ID } from '../../../test/global-setup';
import { emulatorIdToken } from '../../../test/tokens';
import { backfillUsersPhoneClaim } from '../../db/migrations/users-phone-claim';
import { backfillUsersVerification } from '../../db/migrations/users-verification';

/** The Verified badge and its criteria (docs/domain.md#seller-verification). */

const m = verificationMessages.verification;
let t: TestApp;
let seller: SignedUp;
let buyer: SignedUp;
let admin: SignedUp;

beforeEach(async () => {
  [t, seller, buyer, admin] = await appWithUsers(['Seller', 'Buyer', 'Admin']);
});

const userDoc = (id: string) => t.db.collection('users').findOne({ _id: new ObjectId(id) });
const auditRows = () => t.db.collection('audit_log').find().sort({ at: 1 }).toArray();

const confirm = (who: SignedUp, idToken: string) =>
  t.request.post('/users/me/phone-verification').set(who.authHeader).send({ idToken });

/** The seller links a phone to their own Firebase account and sends that token. */
async function confirmOwnPhone(who: SignedUp, number = uniquePhoneNumber()) {
  const { idToken } = await phoneSignIn(number, { linkTo: who.idToken });
  await confirm(who, idToken).expect(200);
  return number;
}

const check = (id: string, by = admin) => t.request.patch(`/sellers/${id}`).set(by.authHeader);
const withdraw = (id: string, reason: unknown, by = admin) =>
  t.request.post(`/sellers/${id}/verification/withdrawal`).set(by.authHeader).send({ reason });

async function accountEvents(who: SignedUp) {
  const res = await t.request.get('/notifications').set(who.authHeader).expect(200);
  return (res.body as Notification[]).flatMap((n) =>
    n.topic === 'account' ? [[n.event, n.reason]] : [],
  );
}

describe('POST /users/me/phone-verification', () => {
  it("stores the number of a phone linked to the caller's own Firebase account", async () => {
    const number = uniquePhoneNumber();
    const { idToken } = await phoneSignIn(number, { linkTo: seller.idToken });
    const res = await confirm(seller, idToken).expect(200);
    expect(res.body).toMatchObject({
      verified: false,
      verification: { phone: { number }, adminCheck: null, withdrawn: null },
    });
    const me = await t.request.get('/users/me').set(seller.authHeader).expect(200);
    expect(me.body.verification.phone.number).toBe(number);
    expect(me.body.verified).toBe(false);
  });

  it('takes a fresh phone-only sign-in, then deletes that auxiliary Firebase account', async () => {
    const number = uniquePhoneNumber();
    const aux = await phoneSignIn(number);
    await confirm(seller, aux.idToken).expect(200);
    expect((await userDoc(seller.user._id))?.verification.phone.number).toBe(number);
    await expect(lookupFirebaseUser(aux.uid)).rejects.toThrow(/No emulator account/);
    // The caller's own account is untouched.
    await expect(lookupFirebaseUser(seller.uid)).resolves.toMatchObject({ email: seller.email });
  });

  it("refuses with 403 the phone token of another person's account, changing nothing", async () => {
    const number = uniquePhoneNumber();
    await phoneSignIn(number, { linkTo: buyer.idToken });
    // A number linked to an account signs in to that account, the buyer's.
    const { idToken } = await phoneSignIn(number);
    const res = await confirm(seller, idToken).expect(403);
    expect(res.body).toMatchObject({ code: 'FORBIDDEN', message: m.tokenNotYours });
    expect((await userDoc(seller.user._id))?.verification).toBeUndefined();
    await expect(lookupFirebaseUser(buyer.uid)).resolves.toMatchObject({ email: buyer.email });
  });

  it('refuses with 403 a phone-only sign-in older than a few minutes', async () => {
    const [late, lateSeller] = await appWithUsers(['Seller'], {
      clock: () => new Date(Date.now() + 10 * 60_000),
    });
    const aux = await phoneSignIn(uniquePhoneNumber());
    await late.request
      .post('/users/me/phone-verification')
      .set(lateSeller.authHeader)
      .send({ idToken: aux.idToken })
      .expect(403);
    expect(
      (await late.db.collection('users').findOne({ email: lateSeller.email }))?.verification,
    ).toBeUndefined();
  });

  it('refuses with 400 a forged, an expired or a phoneless token', async () => {
    const now = Math.floor(Date.now() / 1000);
    const expired = emulatorIdToken(seller.uid, seller.email, { iat: now - 7200, exp: now - 3600 });
    // The emulator's tokens are unsigned: what a forger controls there is the claims.
    const forged = (claims: object) =>
      [{ alg: 'none', typ: 'JWT' }, claims]
        .map((part) => Buffer.from(JSON.stringify(part)).toString('base64url'))
        .join('.') + '.';
    const phoneClaims = (uid: string, aud: string) => ({
      iss: `https://securetoken.google.com/${aud}`,
      aud,
      sub: uid,
      user_id: uid,
      auth_time: now - 10,
      iat: now - 10,
      exp: now + 3600,
      phone_number: '+15550001111',
      firebase: { identities: { phone: ['+15550001111'] }, sign_in_provider: 'phone' },
    });
    const cases = [
      ['not-a-token', m.tokenInvalid],
      [forged(phoneClaims(seller.uid, 'another-project')), m.tokenInvalid],
      [forged(phoneClaims('no-such-account', TEST_FIREBASE_PROJECT_ID)), m.tokenInvalid],
      [expired, m.tokenExpired],
      [seller.idToken, m.tokenWithoutPhone],
    ] as const;
    for (const [token, message] of cases) {
      const res = await confirm(seller, token).expect(400);
      expect(res.body).toMatchObject({ code: 'VALIDATION_FAILED', message });
    }
    await confirm(seller, '').expect(400);
    await t.request
      .post('/users/me/phone-verification')
      .set(seller.authHeader)
      .send({ idToken: 'x', phoneNumber: '+15550000000' })
      .expect(400);
    expect((await userDoc(seller.user._id))?.verification).toBeUndefined();
  });

  it('refuses with 409 a number already confirmed on another account', async () => {
    const number = uniquePhoneNumber();
    await confirm(buyer, (await phoneSignIn(number)).idToken).expect(200);
    // Its auxiliary account is gone, so the same number makes a new one.
    const res = await confirm(seller, (await phoneSignIn(number)).idToken).expect(409);
    expect(res.body).toMatchObject({ code: 'CONFLICT', message: m.phoneTaken });
    expect((await userDoc(seller.user._id))?.verification).toBeUndefined();
  });

  it('answers 401 without an access token', async () => {
    await t.request.post('/users/me/phone-verification').send({ idToken: 'x' }).expect(401);
  });

  it('gives one number to exactly one of two accounts confirming it at once, 20 rounds', async () => {
    for (let round = 0; round < 20; round++) {
      const [first, second] = [await t.signUpAs('Buyer'), await t.signUpAs('Seller')];
      const number = uniquePhoneNumber();
      // Firebase links a number to one account only, so the race is over a fresh phone-only
      // sign-in: both send its token before either confirmation deletes that auxiliary account.
      const { idToken } = await phoneSignIn(number);
      const answers = await Promise.all([confirm(first, idToken), confirm(second, idToken)]);
      // The loser hears 409 when both overlap; arriving after the winner deleted the
      // auxiliary account, its token no longer verifies (400). Never do both win.
      const statuses = answers.map((r) => r.status).sort();
      expect(statuses[0], `round ${round}`).toBe(200);
      expect([400, 409], `round ${round}: ${JSON.stringify(answers[1]?.body)}`).toContain(
        statuses[1],
      );
      const holders = await t.db
        .collection('users')
        .countDocuments({ 'verification.phone.number': number });
      expect(holders, `round ${round}`).toBe(1);
    }
  });

  it('frees the number of a removed account for another one', async () => {
    const number = uniquePhoneNumber();
    await confirm(buyer, (await phoneSignIn(number)).idToken).expect(200);
    await t.request.delete(`/buyers/${buyer.user._id}`).set(admin.authHeader).expect(200);
    await confirm(seller, (await phoneSignIn(number)).idToken).expect(200);
    expect(await userDoc(seller.user._id)).toMatchObject({ phoneClaim: number });
    expect(await userDoc(buyer.user._id)).not.toHaveProperty('phoneClaim');
  });
});

describe('PATCH /sellers/:id (Check seller)', () => {
  it('refuses with 409 a seller whose phone is not confirmed, changing nothing', async () => {
    const res = await check(seller.user._id).expect(409);
    expect(res.body).toMatchObject({ code: 'CONFLICT', message: m.phoneNotConfirmed });
    expect(await userDoc(seller.user._id)).toMatchObject({ verified: false });
    expect(await auditRows()).toEqual([]);
  });

  it('makes a seller with a confirmed phone Verified, audited and told; a repeat changes nothing', async () => {
    const number = await confirmOwnPhone(seller);
    expect((await check(seller.user._id).expect(200)).body).toEqual({
      acknowledged: true,
      modifiedCount: 1,
    });
    expect(await userDoc(seller.user._id)).toMatchObject({
      verified: true,
      verification: { adminCheck: { by: new ObjectId(admin.user._id) } },
    });
    expect((await check(seller.user._id).expect(200)).body.modifiedCount).toBe(0);
    const rows = await auditRows();
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      action: 'seller.verify',
      targetId: seller.user._id,
      details: { phone: number },
    });
    expect(await accountEvents(seller)).toEqual([['verified', '']]);

    const profile = await t.request.get(`/users/${seller.user._id}/profile`).expect(200);
    expect(profile.body).toMatchObject({
      verified: true,
      verification: { numberConfirmed: true, checkedByReRide: true },
    });
    expect(JSON.stringify(profile.body)).not.toContain(number);
    const verify = await t.request
      .get('/verify')
      .query({ email: seller.email })
      .set(seller.authHeader);
    expect(verify.body).toEqual({ isSellerVerified: true });
  });

  it('answers 404 for a buyer, an administrator or an unknown id and 403 for a seller', async () => {
    await check(buyer.user._id).expect(404);
    await check(admin.user._id).expect(404);
    await check(new ObjectId().toHexString()).expect(404);
    await check(seller.user._id, seller).expect(403);
  });
});

describe('POST /sellers/:id/verification/withdrawal', () => {
  beforeEach(async () => {
    await confirmOwnPhone(seller);
    await check(seller.user._id).expect(200);
  });

  it('withdraws the badge with its reason, audited and told; a new check restores it', async () => {
    const res = await withdraw(seller.user._id, '  Fake documents  ').expect(200);
    expect(res.body).toMatchObject({
      verified: false,
      verification: { withdrawn: { reason: 'Fake documents' } },
    });
    expect(await userDoc(seller.user._id)).toMatchObject({ verified: false });
    const profile = await t.request.get(`/users/${seller.user._id}/profile`).expect(200);
    expect(profile.body).toMatchObject({
      verified: false,
      verification: { numberConfirmed: true, checkedByReRide: false },
    });
    const rows = await auditRows();
    expect(
      rows.map((r) => [r.action as string, (r.details as { reason?: string }).reason]),
    ).toEqual([
      ['seller.verify', undefined],
      ['seller.withdrawVerification', 'Fake documents'],
    ]);
    expect(await accountEvents(seller)).toEqual([
      ['verification_withdrawn', 'Fake documents'],
      ['verified', ''],
    ]);

    await withdraw(seller.user._id, 'Again').expect(409);
    await check(seller.user._id).expect(200);
    const doc = await userDoc(seller.user._id);
    expect(doc).toMatchObject({ verified: true });
    expect(doc?.verification.withdrawn).toBeUndefined();
  });

  it('refuses a missing, empty or too long reason with 400, changing nothing', async () => {
    for (const reason of [undefined, '', '   ', 'x'.repeat(501)]) {
      await withdraw(seller.user._id, reason).expect(400);
    }
    expect(await userDoc(seller.user._id)).toMatchObject({ verified: true });
  });

  it('refuses with 409 a seller who is not verified', async () => {
    const other = await t.signUpAs('Seller');
    const res = await withdraw(other.user._id, 'No badge').expect(409);
    expect(res.body).toMatchObject({ code: 'CONFLICT', message: m.notVerified });
  });

  it('is for administrators only', async () => {
    await withdraw(seller.user._id, 'Mine', seller).expect(403);
    await withdraw(seller.user._id, 'Theirs', buyer).expect(403);
    expect(await userDoc(seller.user._id)).toMatchObject({ verified: true });
  });
});

describe('sellers verified by the old toggle (migration users-verification-v1)', () => {
  it('keep the check but lose the badge until they confirm their phone', async () => {
    await t.db
      .collection('users')
      .updateOne({ _id: new ObjectId(seller.user._id) }, { $set: { verified: true } });
    await backfillUsersVerification(t.db);
    expect(await userDoc(seller.user._id)).toMatchObject({
      verified: false,
      verification: { phone: null, adminCheck: { by: null } },
    });
    const res = await confirm(
      seller,
      (await phoneSignIn(uniquePhoneNumber(), { linkTo: seller.idToken })).idToken,
    ).expect(200);
    expect(res.body.verified).toBe(true);
    expect(await accountEvents(seller)).toEqual([['verified', '']]);
  });
});

describe('phones confirmed before the claim (migration users-phone-claim-v1)', () => {
  it('claims each live number once, the earlier confirmation first', async () => {
    const set = (who: SignedUp, at: string, extra: object = {}) =>
      t.db.collection('users').updateOne(
        { _id: new ObjectId(who.user._id) },
        {
          $set: {
            verification: { phone: { number: '+15550001111', confirmedAt: new Date(at) } },
            ...extra,
          },
        },
      );
    const removed = await t.signUpAs('Buyer');
    await set(seller, '2025-02-01T00:00:00Z');
    await set(buyer, '2025-01-01T00:00:00Z');
    await set(removed, '2024-01-01T00:00:00Z', { deletedAt: new Date() });
    await backfillUsersPhoneClaim(t.db);
    await backfillUsersPhoneClaim(t.db);
    expect(await userDoc(buyer.user._id)).toMatchObject({ phoneClaim: '+15550001111' });
    expect(await userDoc(seller.user._id)).not.toHaveProperty('phoneClaim');
    expect(await userDoc(removed.user._id)).not.toHaveProperty('phoneClaim');
  });
});
