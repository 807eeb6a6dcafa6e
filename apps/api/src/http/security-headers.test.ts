import type { Response } from 'supertest';
import { beforeEach, describe, expect, it } from 'vitest';
import { CATEGORIES, errorMessages } from '@reride/shared';
import { createTestApp, postRawJson, type TestApp } from '../../test/helpers';
import { makePng, uploadImage } from '../../test/fixtures/bikes';

let t: TestApp;
beforeEach(async () => {
  t = await createTestApp();
});

/** helmet's answer on every response, JSON and binary alike. */
function expectHardenedHeaders(res: Response) {
  expect(res.headers['x-content-type-options']).toBe('nosniff');
  expect(res.headers['x-frame-options']).toBe('SAMEORIGIN');
  expect(res.headers['referrer-policy']).toBe('no-referrer');
  expect(res.headers['strict-transport-security']).toMatch(/max-age=\d+/);
  expect(res.headers['cross-origin-opener-policy']).toBe('same-origin');
  expect(res.headers['x-dns-prefetch-control']).toBe('off');
  const csp = String(res.headers['content-security-policy']);
  expect(csp).toContain("object-src 'none'");
  expect(csp).toContain("script-src 'self'");
  expect(res.headers['x-powered-by']).toBeUndefined();
}

describe('security headers', () => {
  it('are set on a JSON response', async () => {
    const res = await t.request.get('/categories').expect(200).expect('content-type', /json/);
    expectHardenedHeaders(res);
  });

  it('are set on an error response', async () => {
    const res = await t.request.get('/users/me').expect(401);
    expectHardenedHeaders(res);
  });

  it('are set on an image, which other origins may embed but not sniff', async () => {
    const seller = await t.signUpAs('Seller');
    const { id } = (await uploadImage(t.request, seller.authHeader, await makePng())).data;
    const res = await t.request
      .get(`/images/${id}`)
      .expect(200)
      .expect('content-type', 'image/webp');
    expectHardenedHeaders(res);
    expect(res.headers['cross-origin-resource-policy']).toBe('cross-origin');
  });
});

describe('query strings', () => {
  const categoryPath = `/bikes/category/${CATEGORIES[0]._id}`;

  it.each([
    ['an operator object', `${categoryPath}?limit[$gt]=1`],
    ['a nested key', `${categoryPath}?cursor[a][b]=1`],
  ])('cannot build objects: %s is an unknown plain key, ignored', async (_label, url) => {
    const plain = await t.request.get(categoryPath).expect(200);
    const res = await t.request.get(url).expect(200);
    expect(res.body).toEqual(plain.body);
  });

  it('refuses a repeated key (an array where a value belongs) with 400', async () => {
    const res = await t.request.get(`${categoryPath}?limit=1&limit=2`).expect(400);
    expect(res.body).toMatchObject({ code: 'VALIDATION_FAILED' });
  });

  it('refuses an operator where a required value belongs with 400', async () => {
    const buyer = await t.signUpAs('Buyer');
    const res = await t.request.get('/bookings?email[$ne]=x').set(buyer.authHeader).expect(400);
    expect(res.body).toMatchObject({ code: 'VALIDATION_FAILED' });
  });
});

describe('request bodies', () => {
  it('returns 413 with the error body for a JSON body over BODY_LIMIT on an authenticated route', async () => {
    const buyer = await t.signUpAs('Buyer');
    const res = await t.request
      .post('/bookings')
      .set(buyer.authHeader)
      .send({ phone: '0'.repeat(200 * 1024) })
      .expect(413);
    expect(res.body).toEqual({
      message: errorMessages.errors.bodyTooLarge,
      code: 'VALIDATION_FAILED',
    });
  });

  it('answers a body that is not JSON with 400, not with the parser message', async () => {
    const res = await postRawJson(t, '/bookings', '{"__proto__": ').expect(400);
    expect(res.body).toEqual({
      message: errorMessages.errors.bodyNotJson,
      code: 'VALIDATION_FAILED',
    });
    expect(res.text).not.toMatch(/at JSON\.parse|node_modules|Unexpected end/);
    expect(errorMessages.errors.internal).not.toBe(res.body.message);
  });
});
