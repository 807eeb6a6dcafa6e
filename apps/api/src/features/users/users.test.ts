import jwt from 'jsonwebtoken';
import { beforeEach, describe, expect, it } from 'vitest';
import { errorMessages } from '@reride/shared';
import {
  createFirebaseUser,
  uniqueEmail,
  type FirebaseUser,
} from '../../../test/firebase-emulator';
import { createTestApp, type TestApp } from '../../../test/helpers';
import { emulatorIdToken } from '../../../test/tokens';

let t: TestApp;
let person: FirebaseUser;
const bearer = (token: string) => ({ Authorization: `Bearer ${token}` });

beforeEach(async () => {
  t = await createTestApp();
  person = await createFirebaseUser({ name: 'Ann Rider' });
});

const usersCount = () => t.db.collection('users').countDocuments();

describe('POST /users', () => {
  it('registers the signed-in person with the email of their token', async () => {
    const res = await t.request
      .post('/users')
      .set(bearer(person.idToken))
      .send({ name: 'Ann Rider', userType: 'Seller' })
      .expect(200);
    expect(res.body).toEqual({
      acknowledged: true,
      insertedId: expect.stringMatching(/^[0-9a-f]{24}$/),
      user: {
        _id: res.body.insertedId,
        name: 'Ann Rider',
        email: person.email,
        userType: 'Seller',
        roles: ['Seller'],
        verified: false,
        createdAt: expect.any(String),
      },
    });
    const stored = await t.db.collection('users').findOne({ email: person.email });
    expect(stored).toMatchObject({ firebaseUid: person.uid, userType: 'Seller', deletedAt: null });
  });

  it('defaults the user type to Buyer and accepts the same email in another case', async () => {
    const res = await t.request
      .post('/users')
      .set(bearer(person.idToken))
      .send({ name: 'Ann', email: person.email.toUpperCase() })
      .expect(200);
    expect(res.body.user).toMatchObject({ userType: 'Buyer', email: person.email });
  });

  it('returns 401 UNAUTHENTICATED without a token', async () => {
    const res = await t.request.post('/users').send({ name: 'Ann' }).expect(401);
    expect(res.body).toEqual({
      message: errorMessages.errors.unauthenticated,
      code: 'UNAUTHENTICATED',
    });
  });

  it('returns 401 UNAUTHENTICATED for one of our access tokens instead of a Firebase token', async () => {
    const buyer = await t.signUpAs('Buyer');
    const res = await t.request
      .post('/users')
      .set(buyer.authHeader)
      .send({ name: 'Ann' })
      .expect(401);
    expect(res.body.code).toBe('UNAUTHENTICATED');
  });

  it('returns 403 FORBIDDEN when the body email is not the token email, storing nothing', async () => {
    const res = await t.request
      .post('/users')
      .set(bearer(person.idToken))
      .send({ name: 'Ann', email: uniqueEmail('someone-else') })
      .expect(403);
    expect(res.body).toEqual({ message: errorMessages.errors.emailMismatch, code: 'FORBIDDEN' });
    expect(await usersCount()).toBe(0);
  });

  it.each([
    ['userType Admin', { name: 'Ann', userType: 'Admin' }],
    ['verified: true', { name: 'Ann', verified: true }],
    ['a role field', { name: 'Ann', role: 'Admin' }],
    ['an operator instead of an email', { name: 'Ann', email: { $ne: '' } }],
    ['no name', { userType: 'Buyer' }],
  ])('returns 400 VALIDATION_FAILED for %s, storing nothing', async (_label, body) => {
    const res = await t.request.post('/users').set(bearer(person.idToken)).send(body).expect(400);
    expect(res.body.code).toBe('VALIDATION_FAILED');
    expect(res.body.details).toEqual(
      expect.arrayContaining([expect.objectContaining({ message: res.body.message })]),
    );
    expect(await usersCount()).toBe(0);
  });

  it('does not overwrite an existing user on a second call (Google sign-in)', async () => {
    const first = await t.request
      .post('/users')
      .set(bearer(person.idToken))
      .send({ name: 'Ann', userType: 'Seller' });
    const second = await t.request
      .post('/users')
      .set(bearer(person.idToken))
      .send({ name: 'Someone Else', userType: 'Buyer' })
      .expect(200);
    expect(second.body).toEqual({ acknowledged: true, insertedId: null, user: first.body.user });
    expect(await usersCount()).toBe(1);
  });

  it('registers once when two calls race', async () => {
    const calls = await Promise.all(
      [1, 2, 3].map(() =>
        t.request.post('/users').set(bearer(person.idToken)).send({ name: 'Ann' }),
      ),
    );
    expect(calls.map((r) => r.status)).toEqual([200, 200, 200]);
    expect(calls.filter((r) => r.body.insertedId !== null)).toHaveLength(1);
    expect(await usersCount()).toBe(1);
  });

  it('makes an email listed in ADMIN_EMAILS an Admin', async () => {
    const withAdmins = await createTestApp({
      env: { ADMIN_EMAILS: `other@example.com,${person.email}` },
    });
    const res = await withAdmins.request
      .post('/users')
      .set(bearer(person.idToken))
      .send({ name: 'Boss' })
      .expect(200);
    expect(res.body.user.userType).toBe('Admin');
  });

  it('returns 403 FORBIDDEN for a removed user', async () => {
    await t.request.post('/users').set(bearer(person.idToken)).send({ name: 'Ann' }).expect(200);
    await t.db
      .collection('users')
      .updateOne({ email: person.email }, { $set: { deletedAt: new Date() } });
    const res = await t.request
      .post('/users')
      .set(bearer(person.idToken))
      .send({ name: 'Ann' })
      .expect(403);
    expect(res.body).toEqual({ message: errorMessages.errors.accountRemoved, code: 'FORBIDDEN' });
  });
});

describe('GET /jwt', () => {
  const register = () =>
    t.request.post('/users').set(bearer(person.idToken)).send({ name: 'Ann' }).expect(200);
  /** GET /jwt for the person's email, with this Firebase ID token. */
  const jwtFor = (idToken: string) =>
    t.request.get('/jwt').query({ email: person.email }).set(bearer(idToken));

  it('answers an HS256 access token for the registered user', async () => {
    const { body: created } = await register();
    const res = await jwtFor(person.idToken).expect(200);
    const decoded = jwt.decode(String(res.body.accessToken), { complete: true });
    expect(decoded?.header.alg).toBe('HS256');
    expect(decoded?.payload).toMatchObject({ sub: created.insertedId, email: person.email });
    const { iat, exp } = decoded?.payload as { iat: number; exp: number };
    expect(exp - iat).toBe(900);
  });

  it('returns 401 UNAUTHENTICATED without a token', async () => {
    const res = await t.request.get('/jwt').query({ email: person.email }).expect(401);
    expect(res.body.code).toBe('UNAUTHENTICATED');
  });

  it('returns 401 with the expiry message for an expired Firebase token', async () => {
    const past = Math.floor(Date.now() / 1000) - 7200;
    const expired = emulatorIdToken(person.uid, person.email, { iat: past, exp: past + 3600 });
    const res = await jwtFor(expired).expect(401);
    expect(res.body).toEqual({
      message: errorMessages.errors.tokenExpired,
      code: 'UNAUTHENTICATED',
    });
  });

  it('returns 403 FORBIDDEN when the Firebase token is for another email', async () => {
    await register();
    const other = await createFirebaseUser({});
    const res = await jwtFor(other.idToken).expect(403);
    expect(res.body).toEqual({ message: errorMessages.errors.emailMismatch, code: 'FORBIDDEN' });
  });

  it.each([
    ['an operator in the query', `email[$ne]=`],
    ['two emails', `email=a@example.com&email=b@example.com`],
    ['no email', ''],
    ['a malformed email', 'email=not-an-email'],
  ])('returns 400 VALIDATION_FAILED for %s', async (_label, query) => {
    const res = await t.request.get(`/jwt?${query}`).set(bearer(person.idToken)).expect(400);
    expect(res.body.code).toBe('VALIDATION_FAILED');
  });

  it('returns 404 NOT_FOUND for a person who has not registered yet', async () => {
    const res = await jwtFor(person.idToken).expect(404);
    expect(res.body).toEqual({ message: errorMessages.errors.userNotFound, code: 'NOT_FOUND' });
  });

  it('returns 403 FORBIDDEN for a removed user', async () => {
    await register();
    await t.db
      .collection('users')
      .updateOne({ email: person.email }, { $set: { deletedAt: new Date() } });
    const res = await jwtFor(person.idToken).expect(403);
    expect(res.body).toEqual({ message: errorMessages.errors.accountRemoved, code: 'FORBIDDEN' });
  });
});
