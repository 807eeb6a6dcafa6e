import { describe, expect, it } from 'vitest';
import { contract, type Endpoint } from './contract';
import { buildPath } from './routes';
import { buildOpenApiDocument } from './openapi';

/** The original client's calls (docs/domain.md#api-calls): each must stay in the contract with its method. */
const ORIGINAL_CALLS = [
  'GET /admin',
  'GET /buyer',
  'GET /seller',
  'GET /verify',
  'GET /bikes/category/:categoryId',
  'GET /bikes',
  'GET /bikes/advertised',
  'POST /bikes',
  'PATCH /bikes/:id',
  'DELETE /bikes/:id',
  'PATCH /reported/:bikeId',
  'GET /reported',
  'PATCH /unreport/:id',
  'DELETE /reported/:id',
  'POST /bookings',
  'GET /bookings',
  'GET /bookings/:id',
  'GET /users/buyers',
  'DELETE /buyers/:id',
  'GET /users/sellers',
  'PATCH /sellers/:id',
  'DELETE /sellers/:id',
  'GET /jwt',
  'POST /users',
  'POST /create-payment-intent',
  'POST /payments',
  'GET /category-titles/:id',
];

const endpoints = Object.values(contract) as Endpoint[];

describe('contract', () => {
  it('lists every call of the original client', () => {
    const present = new Set(endpoints.map((e) => `${e.method} ${e.path}`));
    for (const call of ORIGINAL_CALLS) expect(present, call).toContain(call);
  });

  it('has no two endpoints with the same method and path', () => {
    const keys = endpoints.map((e) => `${e.method} ${e.path}`);
    expect(new Set(keys).size).toBe(keys.length);
  });

  it('fills path parameters, encoded', () => {
    expect(buildPath(contract.getBooking.path, { id: 'a/b' })).toBe('/bookings/a%2Fb');
    expect(() => buildPath(contract.getBooking.path)).toThrow(/id/);
  });
});

describe('buildOpenApiDocument', () => {
  const doc = buildOpenApiDocument('http://localhost:5000');

  it('documents every endpoint under its OpenAPI path', () => {
    for (const e of endpoints) {
      const path = e.path.replace(/:([A-Za-z]+)/g, '{$1}');
      expect(doc.paths[path]?.[e.method.toLowerCase()], `${e.method} ${e.path}`).toBeDefined();
    }
  });

  it('keeps every $ref resolvable inside the document', () => {
    const refs = JSON.stringify(doc).match(/"\$ref":"[^"]+"/g) ?? [];
    expect(refs.length).toBeGreaterThan(0);
    for (const ref of refs) {
      const name = ref.replace(/.*\/components\/schemas\/([^"]+)"/, '$1');
      expect(doc.components.schemas, ref).toHaveProperty(name);
    }
  });

  it('marks protected endpoints with a bearer security scheme', () => {
    expect(doc.paths['/users/buyers']?.get).toMatchObject({ security: [{ accessToken: [] }] });
    expect(doc.paths['/jwt']?.get).toMatchObject({ security: [{ firebaseIdToken: [] }] });
    expect(doc.paths['/categories']?.get).toMatchObject({ security: [] });
  });
});
