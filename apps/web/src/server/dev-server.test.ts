// @vitest-environment node
import type { BikeDetail, ProfileSitemap, PublicProfile } from '@reride/shared';
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

const USER_ID = 'c1c1c1c1c1c1c1c1c1c1c1c1';
const profile: PublicProfile = {
  id: USER_ID,
  name: 'Sara Seller',
  city: 'Khulna, Bangladesh',
  memberSince: '2024-03-15T10:00:00.000Z',
  verified: true,
  verification: { numberConfirmed: true, checkedByReRide: true },
  completedSales: 4,
  answerMinutes: 95,
  ratingAverage: null,
  ratingCount: 0,
  sellerCancelledShare: null,
  photoUrl: null,
  bikes: [bike, makeBike({ _id: 'b2b2b2b2b2b2b2b2b2b2b2b2', name: 'Giant Talon 3' })],
  nextCursor: null,
};
const profileSitemap: ProfileSitemap = {
  profiles: [{ _id: USER_ID, lastModified: '2025-06-01T12:00:00.000Z' }],
};

// The API as the page's loaders reach it from the server; anything else fails the test.
const api = setupServer(
  http.get(`${env.apiUrl}/bikes/${BIKE_ID}`, () => HttpResponse.json(bike)),
  http.get(`${env.apiUrl}/users/${USER_ID}/profile`, () => HttpResponse.json(profile)),
  http.get(`${env.apiUrl}/sitemap/bikes`, () => HttpResponse.json({ listed: 2, files: 1 })),
  http.get(`${env.apiUrl}/sitemap/profiles`, () => HttpResponse.json(profileSitemap)),
);

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
    // Styled before the app runs: the source stylesheet, linked once.
    expect(html.match(/<link rel="stylesheet" href="\/src\/styles\/index.css"/g)).toHaveLength(1);
    const entry = await fetch(bypass(`${server.url}/src/main.tsx`));
    expect(entry.headers.get('content-type')).toMatch(/javascript/);
  }, 60_000);

  it('serves a public profile drawn on the server: name, answer time, listings, preview tags', async () => {
    const res = await fetch(bypass(`${server.url}/users/${USER_ID}`));
    const html = await res.text();
    expect(errors).toEqual([]);
    expect(res.status).toBe(200);
    expect(html).toMatch(/<h1[^>]*>Sara Seller<\/h1>/);
    expect(html).toContain('Usually answers within 2 hours');
    expect(html).toContain('Trek Marlin 7');
    expect(html).toContain('Giant Talon 3');
    expect(html).toContain('<meta property="og:title" content="Sara Seller on ReRide - ReRide" />');
    expect(html).toContain('<meta property="og:type" content="website" />');
    expect(html).toMatch(/<meta property="og:description" content="Sara Seller&#39;s used bikes/);
    expect(html).toContain(`<meta property="og:url" content="${server.url}/users/${USER_ID}" />`);
    expect(html).toContain(`<meta property="og:image" content="${bike.img}" />`);
  }, 60_000);

  it('lists the profiles of people with a listed bike in the sitemap', async () => {
    const index = await (await fetch(bypass(`${server.url}/sitemap.xml`))).text();
    expect(index).toContain(`<loc>${server.url}/sitemaps/profiles.xml</loc>`);
    const res = await fetch(bypass(`${server.url}/sitemaps/profiles.xml`));
    expect(res.status).toBe(200);
    expect(await res.text()).toContain(
      `<url><loc>${server.url}/users/${USER_ID}</loc><lastmod>2025-06-01T12:00:00.000Z</lastmod></url>`,
    );
  }, 60_000);
});
