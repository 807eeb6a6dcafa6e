import { beforeEach, describe, expect, it } from 'vitest';
import { CATEGORIES } from '@reride/shared';
import { appWithUsers, type SignedUp, type TestApp } from '../../test/helpers';
import { bikesIn, createBikeAs, insertBikes } from '../../test/fixtures/bikes';
import { PRIVATE_CACHE_CONTROL, PUBLIC_CACHE_CONTROL } from './public-cache';

/** The public cache, Cache-Control, ETags and compression on the real app and database. */
const TTL = 5000;
const [MOUNTAIN] = CATEGORIES;
const categoryPath = `/bikes/category/${MOUNTAIN._id}`;
let now: number;
let t: TestApp, seller: SignedUp;

beforeEach(async () => {
  now = Date.now();
  [t, seller] = await appWithUsers(['Seller'], {
    env: { PUBLIC_CACHE_TTL_MS: String(TTL) },
    clock: () => new Date(now),
  });
});

const sellerRef = () => ({ _id: seller.user._id, name: seller.user.name, email: seller.email });
const names = (res: { body: unknown }) => bikesIn(res).map((b) => b.name);

describe('GET /bikes/category/:categoryId with the public cache on', () => {
  it('serves anonymous visitors the cached page until the TTL passes', async () => {
    await createBikeAs(t.request, seller.authHeader, { name: 'First' });
    expect(names(await t.request.get(categoryPath).expect(200))).toEqual(['First']);
    // Written by another replica (straight to the database): not seen before the TTL.
    await insertBikes(t.db, sellerRef(), 1, { overrides: { name: 'Elsewhere' } });
    expect(names(await t.request.get(categoryPath).expect(200))).toEqual(['First']);
    now += TTL;
    expect(names(await t.request.get(categoryPath).expect(200))).toContain('Elsewhere');
  });

  it('shows a write through this process at once', async () => {
    await createBikeAs(t.request, seller.authHeader, { name: 'First' });
    await t.request.get(categoryPath).expect(200);
    await createBikeAs(t.request, seller.authHeader, { name: 'Second' });
    expect(names(await t.request.get(categoryPath).expect(200))).toEqual(['Second', 'First']);
  });

  it('never answers a signed-in viewer from the anonymous entry', async () => {
    await createBikeAs(t.request, seller.authHeader);
    const anonymous = await t.request.get(categoryPath).expect(200);
    expect(anonymous.body[0].mobile).toBeUndefined();
    expect(anonymous.headers['cache-control']).toBe(PUBLIC_CACHE_CONTROL);
    const signedIn = await t.request.get(categoryPath).set(seller.authHeader).expect(200);
    expect(signedIn.body[0].mobile).toBe('01711223344');
    expect(signedIn.headers['cache-control']).toBe(PRIVATE_CACHE_CONTROL);
    expect(signedIn.headers.vary).toMatch(/Authorization/);
  });

  it('answers 304 to If-None-Match, from the cache and without it', async () => {
    await createBikeAs(t.request, seller.authHeader);
    const first = await t.request.get(categoryPath).expect(200);
    expect(first.headers.etag).toBeTruthy();
    await t.request.get(categoryPath).set('If-None-Match', first.headers.etag!).expect(304);
    now += TTL;
    await t.request.get(categoryPath).set('If-None-Match', first.headers.etag!).expect(304);
  });
});

describe('cache hits, answered ahead of the rate limits and compression', () => {
  const without = (headers: Record<string, string>, ...names: string[]) =>
    Object.fromEntries(Object.entries(headers).filter(([name]) => !names.includes(name)));

  it('carry the headers of the miss that filled them: security, CORS, Vary, request id', async () => {
    await insertBikes(t.db, sellerRef(), 10);
    const ask = (id: string) =>
      t.request
        .get(categoryPath)
        .set('Origin', 'http://localhost:5173')
        .set('Accept-Encoding', 'gzip, deflate, br')
        .set('X-Request-Id', id)
        .expect(200);
    const miss = await ask('the-miss');
    const hit = await ask('the-hit');
    expect(hit.headers['x-request-id']).toBe('the-hit');
    expect(without(hit.headers, 'date', 'x-request-id')).toEqual(
      without(miss.headers, 'date', 'x-request-id'),
    );
    expect(hit.headers).toMatchObject({
      'access-control-allow-origin': 'http://localhost:5173',
      'x-content-type-options': 'nosniff',
      'cross-origin-resource-policy': 'cross-origin',
      'content-encoding': 'br',
      vary: 'Origin, Authorization, Accept-Encoding',
    });
    expect(hit.body).toEqual(miss.body);
  });

  it('answer If-None-Match with 304 from the stored ETag, still varying on Accept-Encoding', async () => {
    await insertBikes(t.db, sellerRef(), 10);
    const first = await t.request.get(categoryPath).set('Accept-Encoding', 'gzip').expect(200);
    const again = await t.request
      .get(categoryPath)
      .set('Accept-Encoding', 'gzip')
      .set('If-None-Match', first.headers.etag!)
      .expect(304);
    expect(again.headers.etag).toBe(first.headers.etag);
    expect(again.headers.vary).toBe(first.headers.vary);
    expect(again.headers['x-content-type-options']).toBe('nosniff');
  });
});

describe('compression', () => {
  it('gzips a list larger than 1 KB for clients that accept it', async () => {
    await insertBikes(t.db, sellerRef(), 10);
    const res = await t.request
      .get(categoryPath)
      .set('Accept-Encoding', 'gzip')
      .expect(200)
      .expect('content-encoding', 'gzip');
    expect(res.body).toHaveLength(10);
  });

  it('sends small answers uncompressed', async () => {
    const res = await t.request
      .get(`/category-titles/${MOUNTAIN._id}`)
      .set('Accept-Encoding', 'gzip');
    expect(res.status).toBe(200);
    expect(res.headers['content-encoding']).toBeUndefined();
  });
});
