import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { contract, type EndpointName } from '@reride/shared';
import { checkResponse, inputIsValid } from './check';
import { encodeQuery } from './encode';
import { emptyPools, relate } from './pools';
import { forUrl, requestArbitrary, type FuzzRequest } from './requests';
import { describeError } from './report';
import type { FuzzResponse } from './send';

const ID = '0123456789abcdef01234567';
const pools = {
  ...emptyPools(),
  bikeIds: [ID],
  bookingIds: [ID],
  userIds: [ID],
  categoryIds: ['637f4e0c7d8f1b2a3c4d5e01'],
  intentIds: ['pi_123'],
  clientSecrets: ['pi_123_secret_1'],
  emails: ['someone@example.com'],
  cardNumbers: ['4242424242424242'],
  imageUrls: [`/images/${ID}`],
};
const actor = {
  role: 'seller' as const,
  userId: ID,
  email: 'me@example.com',
  accessToken: 'a',
  idToken: 'i',
};
const NAMES = Object.keys(contract) as EndpointName[];

function sample(name: EndpointName, runs = 60): FuzzRequest[] {
  return fc.sample(requestArbitrary(name, 'seller', actor, pools), { numRuns: runs, seed: 42 });
}

describe('request generation', () => {
  it('cuts a huge value bound for the URL, as its JSON when it is an object', () => {
    const huge = { _id: '🚲'.repeat(50_000) };
    expect(String(forUrl('params', huge)).length).toBe(1000);
    expect(String(forUrl('query', 'a'.repeat(5000))).length).toBe(1000);
    expect(forUrl('params', { _id: 'short' })).toEqual({ _id: 'short' });
    expect(forUrl('body', huge)).toBe(huge);
  });

  it('bounds an array of arrays of a long value bound for the URL (arrayOf twice)', () => {
    const bikes = '🚲'.repeat(500);
    const twice = forUrl('params', [forUrl('params', [bikes, bikes]), bikes]);
    expect(String(twice).length).toBe(1000);
    // Percent-encoding writes at most three characters per UTF-8 byte.
    expect(Buffer.byteLength(String(twice)) * 3).toBeLessThan(16 * 1024);
  });

  // Node answers 431 (or resets) past 16 KB of request line and headers, before the API runs.
  it.each(NAMES)('keeps the request line and headers of %s under 16 KB', (name) => {
    for (const request of sample(name, 200)) {
      const headers = Object.entries(request.headers).map(([key, value]) => `${key}: ${value}`);
      const bytes = Buffer.byteLength(`${request.method} ${request.url} HTTP/1.1\r\n`);
      const total = bytes + Buffer.byteLength(headers.join('\r\n'));
      expect(total, request.mutations.join(', ')).toBeLessThan(16 * 1024);
    }
  });

  it.each(NAMES)('builds requests for %s that the contract accepts when left unmutated', (name) => {
    const unmutated = sample(name).filter((r) => r.mutations.length === 0);
    expect(unmutated.length).toBeGreaterThan(0);
    expect(unmutated.some((r) => inputIsValid(contract[name], r))).toBe(true);
  });

  it('also builds hostile requests that the contract refuses', () => {
    const hostile = NAMES.flatMap((name) => sample(name, 30)).filter(
      (r) => r.mutations.length > 0 && !inputIsValid(contract[r.endpoint], r),
    );
    expect(hostile.length).toBeGreaterThan(100);
  });
});

describe('relate', () => {
  it('gives the fields of a request the values that belong with one it carries', () => {
    const related = {
      ...emptyPools(),
      related: new Map([['pi_1', { clientSecret: 's1', bookingId: ID }]]),
    };
    const params = { id: 'pi_1' };
    const body: Record<string, unknown> = { clientSecret: 'other', card: {} };
    relate(related, params, body);
    expect(body).toEqual({ clientSecret: 's1', card: {} });
  });
});

describe('encodeQuery', () => {
  it('sends arrays as repeated keys and objects in bracket notation', () => {
    expect(encodeQuery({ a: ['1', '2'], email: { $ne: '' }, n: 3 })).toBe(
      'a=1&a=2&email%5B%24ne%5D=&n=3',
    );
  });

  it('never throws on lone surrogates', () => {
    expect(encodeQuery({ x: '\uD800' })).toBe('x=%EF%BF%BD');
  });
});

describe('checkResponse', () => {
  const request: FuzzRequest = {
    endpoint: 'listCategories',
    role: 'anonymous',
    method: 'GET',
    url: '/categories',
    headers: {},
    mutations: [],
    bodyRefused: false,
  };
  const answer = (status: number, body: unknown): FuzzResponse => ({
    status,
    contentType: 'application/json',
    text: JSON.stringify(body),
    ms: 1,
  });

  it('flags any 5xx, even with a well-formed body', () => {
    expect(checkResponse(request, answer(500, { message: 'x', code: 'INTERNAL' }))?.kind).toBe(
      '5xx',
    );
  });

  it('judges a path whose parameter was cut away by the endpoint Express serves there', () => {
    const cut: FuzzRequest = {
      ...request,
      endpoint: 'getOrder',
      role: 'admin',
      url: '/orders/',
      mutations: ['delete params.id'],
      wireParams: {},
    };
    // GET /orders/ is the administrator's list at /orders: its answer keeps that contract.
    expect(checkResponse(cut, answer(200, []))).toBeNull();
    expect(checkResponse(cut, answer(200, [{ _id: 1 }]))?.kind).toBe('schema break');
  });

  it('flags a 2xx body that breaks the response schema', () => {
    expect(checkResponse(request, answer(200, [{ _id: 1 }]))?.kind).toBe('schema break');
  });

  it('flags a property the response schema does not declare', () => {
    const category = {
      _id: '637f4e0c7d8f1b2a3c4d5e01',
      title: 'T',
      text: '',
      img: '',
      isNew: false,
      secret: 1,
    };
    const problem = checkResponse(request, answer(200, [category]));
    expect(problem).toEqual({ kind: 'schema break', detail: 'undeclared properties: [].secret' });
  });

  it('flags an error code that does not match its status', () => {
    expect(checkResponse(request, answer(404, { message: 'x', code: 'CONFLICT' }))?.kind).toBe(
      'bad error body',
    );
    expect(checkResponse(request, answer(400, { error: 'x' }))?.kind).toBe('bad error body');
  });

  it('flags a 2xx to input the contract refuses', () => {
    const bad = {
      ...request,
      endpoint: 'getCategoryTitle' as const,
      url: '/category-titles/x',
      wireParams: { id: 'x' },
    };
    expect(checkResponse(bad, answer(200, { _id: ID, name: 'x' }))?.kind).toBe(
      'accepted invalid input',
    );
  });

  it('passes a documented error and a valid answer', () => {
    expect(
      checkResponse(request, answer(429, { message: 'slow down', code: 'RATE_LIMITED' })),
    ).toBeNull();
    expect(checkResponse(request, answer(200, []))).toBeNull();
  });
});

describe('describeError', () => {
  it('names the cause a failed fetch keeps out of its message', () => {
    const refused = Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:1'), {
      code: 'ECONNREFUSED',
    });
    const failed = new TypeError('fetch failed', { cause: refused });
    expect(describeError(failed)).toBe(
      'TypeError: fetch failed (Error: connect ECONNREFUSED 127.0.0.1:1)',
    );
    expect(describeError('plain')).toBe('plain');
  });
});
