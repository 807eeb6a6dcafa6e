import { pino } from 'pino';
import supertest from 'supertest';
import { beforeEach, describe, expect, it } from 'vitest';
import { errorMessages } from '@reride/shared';
import { createApp } from '../app';
import { createTestApp, postRawJson, testConfig, type TestApp } from '../../test/helpers';

let t: TestApp;
beforeEach(async () => {
  t = await createTestApp();
});

describe('unknown routes', () => {
  it('returns 404 NOT_FOUND as JSON', async () => {
    const res = await t.request.get('/no/such/route').expect(404).expect('content-type', /json/);
    expect(res.body).toEqual({ message: errorMessages.errors.routeNotFound, code: 'NOT_FOUND' });
  });

  it('returns 404 NOT_FOUND for a known path with another method', async () => {
    const res = await t.request.put('/categories').expect(404);
    expect(res.body).toMatchObject({ code: 'NOT_FOUND' });
  });
});

describe('request bodies', () => {
  it('returns 400 VALIDATION_FAILED for malformed JSON', async () => {
    const res = await postRawJson(t, '/users', '{"name": "Ann",').expect(400);
    expect(res.body).toEqual({
      message: errorMessages.errors.bodyNotJson,
      code: 'VALIDATION_FAILED',
    });
  });

  it('returns 413 VALIDATION_FAILED for a body over BODY_LIMIT', async () => {
    const res = await t.request
      .post('/users')
      .send({ name: 'x'.repeat(200 * 1024) })
      .expect(413);
    expect(res.body).toEqual({
      message: errorMessages.errors.bodyTooLarge,
      code: 'VALIDATION_FAILED',
    });
  });
});

describe('unexpected errors', () => {
  function appWithBrokenIdentity() {
    return supertest(
      createApp({
        config: testConfig(),
        db: t.db,
        logger: pino({ level: 'silent' }),
        identity: {
          verifyIdToken: () => Promise.reject(new Error('secret internals at /srv/app.js:12')),
          verifyPhoneToken: () => Promise.reject(new Error('secret internals at /srv/app.js:12')),
          disableUser: () => Promise.resolve(),
          deleteUser: () => Promise.resolve(),
          renameUser: () => Promise.resolve(),
        },
      }).app,
    );
  }

  it('returns 500 INTERNAL with the generic message and no internals', async () => {
    const res = await appWithBrokenIdentity()
      .get('/jwt?email=a@b.co')
      .set('Authorization', 'Bearer x')
      .expect(500);
    expect(res.body).toEqual({ message: errorMessages.errors.internal, code: 'INTERNAL' });
    expect(res.text).not.toContain('secret internals');
  });
});

describe('middleware', () => {
  it('echoes a well-formed X-Request-Id and generates one otherwise', async () => {
    const echoed = await t.request.get('/healthz').set('X-Request-Id', 'abc-123').expect(200);
    expect(echoed.headers['x-request-id']).toBe('abc-123');
    const generated = await t.request
      .get('/healthz')
      .set('X-Request-Id', 'bad id\twith spaces')
      .expect(200);
    expect(generated.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('does not announce Express', async () => {
    const res = await t.request.get('/healthz');
    expect(res.headers['x-powered-by']).toBeUndefined();
  });

  it('allows the configured web origin and no other', async () => {
    const allowed = await t.request.get('/healthz').set('Origin', 'http://localhost:5173');
    expect(allowed.headers['access-control-allow-origin']).toBe('http://localhost:5173');
    const other = await t.request.get('/healthz').set('Origin', 'https://evil.example');
    expect(other.headers['access-control-allow-origin']).toBeUndefined();
  });

  it('answers CORS preflights for authenticated calls', async () => {
    const res = await t.request
      .options('/users/me')
      .set('Origin', 'http://localhost:5173')
      .set('Access-Control-Request-Method', 'GET')
      .set('Access-Control-Request-Headers', 'authorization')
      .expect(204);
    expect(res.headers['access-control-allow-headers']).toMatch(/authorization/i);
  });
});
