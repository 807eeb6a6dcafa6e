import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { inject } from 'vitest';
import { errorMessages } from '@reride/shared';
import { createTestApp, type TestApp } from '../../../test/helpers';
import {
  createFirebaseUser,
  uniqueEmail,
  type FirebaseUser,
} from '../../../test/firebase-emulator';
import { startTcpSwitch, type TcpSwitch } from '../../../test/tcp-switch';

/**
 * The Auth emulator (Firebase in production) cannot be reached. firebase-admin fixes the
 * emulator address when this file first uses it, so the app talks to the emulator through a
 * TCP switch that the tests turn off (connections refused) and on again.
 */
let emulator: TcpSwitch;
let t: TestApp;
let firebase: FirebaseUser;
const realHost = process.env.FIREBASE_AUTH_EMULATOR_HOST;

beforeAll(async () => {
  emulator = await startTcpSwitch(inject('authEmulatorHost'));
  process.env.FIREBASE_AUTH_EMULATOR_HOST = emulator.host;
});
afterAll(async () => {
  process.env.FIREBASE_AUTH_EMULATOR_HOST = realHost;
  await emulator.close();
});

beforeEach(async () => {
  await emulator.on();
  t = await createTestApp({ env: { FIREBASE_AUTH_EMULATOR_HOST: emulator.host } });
  firebase = await createFirebaseUser({ email: uniqueEmail('offline'), name: 'Offline Rider' });
});

const unavailable = { code: 'UNAVAILABLE', message: errorMessages.errors.unavailable };
const firebaseAuth = () => ({ Authorization: `Bearer ${firebase.idToken}` });
const register = () =>
  t.request.post('/users').set(firebaseAuth()).send({ name: 'Offline Rider', userType: 'Buyer' });
const getJwt = () => t.request.get('/jwt').query({ email: firebase.email }).set(firebaseAuth());

describe('GET /jwt while the identity service is unreachable', () => {
  it('answers 503 UNAVAILABLE rather than 401 or 500, and serves again once it is back', async () => {
    await register().expect(200);
    await emulator.off();
    const res = await getJwt().expect(503);
    expect(res.body).toEqual(unavailable);

    await emulator.on();
    const back = await getJwt().expect(200);
    expect(back.body).toEqual({ accessToken: expect.any(String) });
  });
});

describe('POST /users while the identity service is unreachable', () => {
  it('answers 503 UNAVAILABLE and creates no user', async () => {
    await emulator.off();
    const res = await register().expect(503);
    expect(res.body).toEqual(unavailable);
    expect(await t.db.collection('users').countDocuments({ email: firebase.email })).toBe(0);
  });
});
