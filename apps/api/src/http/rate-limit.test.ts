import { Writable } from 'node:stream';
import { pino } from 'pino';
import supertest from 'supertest';
import { beforeEach, describe, expect, it } from 'vitest';
import { errorMessages } from '@reride/shared';
import { createApp } from '../app';
import { createFirebaseIdentity } from '../features/users/firebase-identity';
import { createTestApp, testConfig, type TestApp } from '../../test/helpers';
import { RATE_LIMIT_RULES } from './rate-limit-policy';
import type { RateLimitStore } from './rate-limit.repository';

/** The real limits (helpers.ts raises them for every other test file). */
const REAL_LIMITS = { RATE_LIMIT_SCALE: '1', JWT_TTL_SECONDS: '86400' };
const CONFIRM = RATE_LIMIT_RULES.paymentConfirm;
const BOOKING = RATE_LIMIT_RULES.booking;
const CONFIRM_PATH = '/sandbox/payment-intents/pi_unknown/confirm';

let now: number;
const clock = () => new Date(now);
let t: TestApp;

beforeEach(async () => {
  // Mid-window, so that the test's own calls never straddle two windows.
  now = Math.floor(Date.UTC(2030, 0, 1) / 3_600_000) * 3_600_000 + 1_000;
  t = await createTestApp({ env: REAL_LIMITS, clock });
});

/** `count` calls of the public sandbox confirmation, each expected to pass the limiter. */
async function confirmTimes(request: supertest.Agent, count: number, ip?: string) {
  for (let i = 0; i < count; i += 1) {
    const call = request.post(CONFIRM_PATH).send({});
    const res = await (ip ? call.set('X-Forwarded-For', ip) : call);
    expect(res.status).not.toBe(429);
  }
}

describe('rate limits', () => {
  it('answers 429 RATE_LIMITED with Retry-After and RateLimit headers past the limit', async () => {
    const first = await t.request.post(CONFIRM_PATH).send({});
    expect(first.status).toBe(400);
    expect(first.headers['ratelimit-limit']).toBe(String(CONFIRM.limit));
    expect(first.headers['ratelimit-remaining']).toBe(String(CONFIRM.limit - 1));
    expect(first.headers['ratelimit-policy']).toBe(`${CONFIRM.limit};w=${CONFIRM.windowSeconds}`);
    await confirmTimes(t.request, CONFIRM.limit - 1);

    const refused = await t.request.post(CONFIRM_PATH).send({}).expect(429);
    expect(refused.body).toEqual({
      message: errorMessages.errors.rateLimited,
      code: 'RATE_LIMITED',
    });
    expect(refused.headers['ratelimit-remaining']).toBe('0');
    // One second into a 600 s window.
    expect(refused.headers['retry-after']).toBe(String(CONFIRM.windowSeconds - 1));
    expect(refused.headers['ratelimit-reset']).toBe(String(CONFIRM.windowSeconds - 1));
  });

  it('counts per user: another buyer is not affected', async () => {
    const [ann, bob] = [await t.signUpAs('Buyer'), await t.signUpAs('Buyer')];
    for (let i = 0; i < BOOKING.limit; i += 1) {
      await t.request.post('/bookings').set(ann.authHeader).send({}).expect(400);
    }
    const refused = await t.request.post('/bookings').set(ann.authHeader).send({}).expect(429);
    expect(refused.body).toMatchObject({ code: 'RATE_LIMITED' });
    await t.request.post('/bookings').set(bob.authHeader).send({}).expect(400);
  });

  it('counts calls with invalid tokens by IP, so rotating garbage tokens does not help', async () => {
    for (let i = 0; i < BOOKING.limit; i += 1) {
      await t.request.post('/bookings').set('Authorization', `Bearer forged-${i}`).expect(401);
    }
    await t.request.post('/bookings').set('Authorization', 'Bearer forged-x').expect(429);
  });

  it('opens a new window when the old one ends, and sweeps the ended one', async () => {
    await confirmTimes(t.request, CONFIRM.limit);
    await t.request.post(CONFIRM_PATH).send({}).expect(429);
    const windows = t.db.collection('rate_limits');
    expect(await windows.countDocuments()).toBe(1);

    now += CONFIRM.windowSeconds * 1000;
    const again = await t.request.post(CONFIRM_PATH).send({}).expect(400);
    expect(again.headers['ratelimit-remaining']).toBe(String(CONFIRM.limit - 1));
    const left = await windows.find().toArray();
    expect(left).toHaveLength(1);
    expect(left[0]).toMatchObject({ count: 1, windowStart: new Date(now - 1_000) });
  });

  it('shares the counters between two app instances on one database', async () => {
    const other = await createTestApp({ env: REAL_LIMITS, clock });
    expect(other.db.databaseName).toBe(t.db.databaseName);
    await confirmTimes(t.request, CONFIRM.limit - 3);
    await confirmTimes(other.request, 3);
    await other.request.post(CONFIRM_PATH).send({}).expect(429);
    await t.request.post(CONFIRM_PATH).send({}).expect(429);
  });

  it('ignores X-Forwarded-For unless TRUST_PROXY names the proxy', async () => {
    for (let i = 0; i < CONFIRM.limit; i += 1) {
      await t.request.post(CONFIRM_PATH).set('X-Forwarded-For', `203.0.113.${i}`).send({});
    }
    await t.request.post(CONFIRM_PATH).set('X-Forwarded-For', '203.0.113.99').expect(429);

    const proxied = await createTestApp({
      env: { ...REAL_LIMITS, TRUST_PROXY: 'loopback' },
      dbSuffix: '_proxied',
      clock,
    });
    await confirmTimes(proxied.request, CONFIRM.limit, '198.51.100.1');
    await proxied.request.post(CONFIRM_PATH).set('X-Forwarded-For', '198.51.100.1').expect(429);
    await confirmTimes(proxied.request, 1, '198.51.100.2');
  });

  it('turns limits off with RATE_LIMIT_SCALE=0', async () => {
    const unlimited = await createTestApp({ env: { RATE_LIMIT_SCALE: '0' }, clock });
    await confirmTimes(unlimited.request, CONFIRM.limit + 2);
    expect(await unlimited.db.collection('rate_limits').countDocuments()).toBe(0);
  });
});

describe('rate limits with a failing counter store (stub store)', () => {
  it('lets the request through and logs a warning instead of answering 5xx', async () => {
    const lines: { level: number; msg: string; bucket?: string }[] = [];
    const sink = new Writable({
      write(chunk: Buffer, _enc, done) {
        lines.push(JSON.parse(chunk.toString()) as (typeof lines)[number]);
        done();
      },
    });
    const failing: RateLimitStore = {
      hit: () => Promise.reject(new Error('counter store down')),
      sweep: () => Promise.reject(new Error('counter store down')),
    };
    const config = testConfig({ ...REAL_LIMITS, MONGODB_DB: t.db.databaseName });
    const { app } = createApp({
      config,
      db: t.db,
      logger: pino({ level: 'warn' }, sink),
      identity: createFirebaseIdentity(config.FIREBASE_PROJECT_ID),
      clock,
      rateLimitStore: failing,
    });
    for (let i = 0; i < CONFIRM.limit + 2; i += 1) {
      const res = await supertest(app).post(CONFIRM_PATH).send({});
      expect(res.status).toBe(400);
      expect(res.headers['ratelimit-limit']).toBeUndefined();
    }
    const warnings = lines.filter((l) => l.msg.startsWith('rate limit store failed'));
    expect(warnings).toHaveLength(CONFIRM.limit + 2);
    expect(warnings[0]).toMatchObject({ level: 40, bucket: 'paymentConfirm' });
  });
});
