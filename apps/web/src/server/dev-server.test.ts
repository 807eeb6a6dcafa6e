// @vitest-environment node
import type { BikeDetail } from '@reride/shared';
import { bypass, http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { env } from '../lib/env';
import { makeBike } from '../testing/bike-fixtures';
import { startDevServer } from './dev-server';

const BIKE_ID = 'b1b1b1b1b1b1b1b1b1b1b1b1';
const bike: BikeDetail = {
  ...makeBike({ _id: BIKE_ID, name: 'Trek Marlin 7', resalePrice: 650 }),
  availability: 'available',
  sellerName: 'Sara Seller',
  sellerSince: '2024-03-15T10:00:00.000Z',
  sellerPhotoUrl: null,
};

// The API as the page's loaders reach it from the server; anything else fails the test.
const api = setupServer(http.get(`${env.apiUrl}/bikes/${BIKE_ID}`, () => HttpResponse.json(bike)));

describe('the development web server (Vite in middleware mode; the API stubbed)', () => {
  let server: Awaited<ReturnType<typeof startDevServer>>;
  const errors: unknown[] = [];

  beforeAll(async () => {
    api.listen({ onUnhandledRequest: 'error' });
    server = await startDevServer({
      port: 0,
      host: '127.0.0.1',
      logError: (_message, error) => errors.push(error),
      cacheDir: 'node_modules/.vite-dev-server-test',
    });
  }, 60_000);
  afterAll(async () => {
    await server?.close();
    api.close();
  });

  it("serves a bike page drawn on the server, with its preview tags and Vite's hot reload", async () => {
    const res = await fetch(bypass(`${server.url}/bikes/${BIKE_ID}`));
    const html = await res.text();
    expect(errors).toEqual([]);
    expect(res.status).toBe(200);
    expect(html).toMatch(/<h1[^>]*>Trek Marlin 7<\/h1>/);
    expect(html).toContain('<meta property="og:title" content="Trek Marlin 7" />');
    expect(html).toContain('<meta property="og:type" content="product" />');
    expect(html).toContain('id="reride-server-state"');
    // The browser's side: the page hydrates from the app's source and reloads on edits.
    expect(html).toContain('<script type="module" fetchpriority="low" src="/@vite/client">');
    expect(html).toContain('src="/src/main.tsx"');
    const entry = await fetch(bypass(`${server.url}/src/main.tsx`));
    expect(entry.headers.get('content-type')).toMatch(/javascript/);
  }, 60_000);
});
