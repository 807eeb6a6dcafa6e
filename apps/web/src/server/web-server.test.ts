// @vitest-environment node
import { mkdtempSync, mkdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import request from 'supertest';
import { describe, expect, it, vi } from 'vitest';
import type { RenderedPage } from './render-page';
import { ASSET_CACHE, createWebServer, PRIVATE_PAGE_CACHE, PUBLIC_PAGE_CACHE } from './web-server';

const SHELL = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="UTF-8" />
    <meta
      name="description"
      content="The shell's own description."
    />
    <title>ReRide</title>
    <script type="module" crossorigin src="/assets/index-abc.js"></script>
  </head>
  <body>
    <div id="root"></div>
  </body>
</html>`;

/** A build whose bike page needs its own chunk and one it shares with the app. */
const MANIFEST = {
  'index.html': { file: 'assets/index-abc.js', isEntry: true, dynamicImports: ['_start-1.js'] },
  '_start-1.js': { file: 'assets/start-1.js', imports: ['index.html', '_react-1.js'] },
  '_react-1.js': { file: 'assets/react-1.js' },
  '_shared-1.js': { file: 'assets/shared-1.js', imports: ['_react-1.js'] },
  'src/app/routes/bike.tsx': {
    file: 'assets/bike-1.js',
    isDynamicEntry: true,
    imports: ['index.html', '_start-1.js', '_shared-1.js'],
  },
  'src/app/routes/search.tsx': { file: 'assets/search-1.js', imports: ['_shared-1.js'] },
};

function clientDir(): string {
  const dir = mkdtempSync(join(tmpdir(), 'reride-web-server-'));
  mkdirSync(join(dir, 'assets'));
  mkdirSync(join(dir, '.vite'));
  writeFileSync(join(dir, '.vite', 'manifest.json'), JSON.stringify(MANIFEST));
  writeFileSync(join(dir, 'index.html'), SHELL);
  writeFileSync(join(dir, 'assets', 'index-abc.js'), 'console.log(1)');
  writeFileSync(join(dir, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  return dir;
}

const page = (overrides: Partial<Extract<RenderedPage, { kind: 'page' }>> = {}): RenderedPage => ({
  kind: 'page',
  status: 200,
  head: { page: 'Trek </title><script>', description: 'A "fine" bike' },
  html: '<main><h1>Trek</h1></main>',
  state: '{"router":{}}',
  routeIds: [],
  ...overrides,
});

const STATUS_OF: Record<string, number> = { '/gone': 404, '/expired': 410 };

function server(render: (request: Request) => Promise<RenderedPage>) {
  return createWebServer({
    clientDir: clientDir(),
    render,
    securityHeaders: { 'Content-Security-Policy': "default-src 'self'" },
    publicUrl: 'https://reride.example',
    logError: () => undefined,
  });
}

describe('web server (rendering stubbed: the journeys run the real one)', () => {
  it('puts the rendered page, its head and its hydration state into the built shell', async () => {
    const render = vi.fn((_request: Request) => Promise.resolve(page()));
    const res = await request(server(render)).get('/bikes/1?from=share');

    expect(res.status).toBe(200);
    expect(res.headers['content-security-policy']).toBe("default-src 'self'");
    expect(res.headers['cache-control']).toBe(PUBLIC_PAGE_CACHE);
    expect(res.text).toContain('<div id="root"><main><h1>Trek</h1></main></div>');
    expect(res.text).toContain(
      '<script type="application/json" id="reride-server-state">{"router":{}}</script>',
    );
    // The page's head replaces the shell's; text is escaped.
    expect(res.text).not.toContain("The shell's own description.");
    expect(res.text.match(/<title>/g)).toHaveLength(1);
    expect(res.text).toContain('<title>Trek &lt;/title&gt;&lt;script&gt; - ReRide</title>');
    expect(res.text).toContain('content="A &quot;fine&quot; bike"');
    // Canonical without the query, on the public origin; the router saw the full URL.
    expect(res.text).toContain('<link rel="canonical" href="https://reride.example/bikes/1" />');
    expect(render.mock.calls[0]?.[0]?.url).toBe('https://reride.example/bikes/1?from=share');
  });

  it("lists the matched pages' files for the browser, without those the app's chunk brings", async () => {
    const render = () =>
      Promise.resolve(page({ routeIds: ['0', '0-0', 'src/app/routes/bike.tsx'] }));
    const res = await request(server(render)).get('/bikes/1');
    const list = /<script type="application\/json" id="reride-route-files">(.*?)<\/script>/.exec(
      res.text,
    )?.[1];
    expect(JSON.parse(list ?? 'null')).toEqual(['/assets/bike-1.js', '/assets/shared-1.js']);
  });

  it('writes the map tile server into each page only when one is configured', async () => {
    const render = () => Promise.resolve(page());
    const plain = await request(server(render)).get('/search');
    expect(plain.text).not.toContain('reride-map-settings');
    const withTiles = createWebServer({
      clientDir: clientDir(),
      render,
      securityHeaders: {},
      mapTiles: { url: 'https://tiles.example.org/{z}/{x}/{y}.png', attribution: '© Example' },
    });
    const res = await request(withTiles).get('/search');
    expect(res.text).toContain(
      '<script type="application/json" id="reride-map-settings">{"tiles":{"url":"https://tiles.example.org/{z}/{x}/{y}.png","attribution":"© Example"}}</script>',
    );
  });

  it("inlines the stylesheet and moves React's image preloads ahead of the scripts", async () => {
    const preload = '<link rel="preload" as="image" href="/hero.svg" fetchPriority="high"/>';
    const shell = `${SHELL.replace('</head>', '<link rel="stylesheet" crossorigin href="/assets/app.css">\n  </head>')}`;
    const dir = clientDir();
    writeFileSync(join(dir, 'index.html'), shell);
    writeFileSync(join(dir, 'assets', 'app.css'), '.hero{color:teal}');
    const app = createWebServer({
      clientDir: dir,
      render: () => Promise.resolve(page({ html: `${preload}<main>Home</main>` })),
      securityHeaders: {},
    });
    const html = (await request(app).get('/')).text;
    expect(html).not.toContain('app.css');
    const order = [
      '<style>.hero{color:teal}</style>',
      'hero.svg',
      '<script type="module"',
      '<title>',
    ].map((part) => html.indexOf(part));
    expect(order.every((at) => at > 0)).toBe(true);
    expect([...order].sort((a, b) => a - b)).toEqual(order);
    expect(html).toContain('<div id="root"><main>Home</main></div>');
  });

  it("answers with the page's status, keeps dashboards out of shared caches, follows redirects", async () => {
    const app = server((req) =>
      Promise.resolve(
        new URL(req.url).pathname === '/old'
          ? { kind: 'redirect', status: 302, location: '/new' }
          : page({ status: STATUS_OF[new URL(req.url).pathname] ?? 200 }),
      ),
    );
    expect((await request(app).get('/gone')).status).toBe(404);
    // An expired listing's page (docs/domain.md#listing-lifecycle).
    const expired = await request(app).get('/expired');
    expect(expired.status).toBe(410);
    expect(expired.text).toContain('<h1>Trek</h1>');
    expect((await request(app).get('/dashboard/orders')).headers['cache-control']).toBe(
      PRIVATE_PAGE_CACHE,
    );
    const moved = await request(app).get('/old');
    expect(moved.status).toBe(302);
    expect(moved.headers.location).toBe('/new');
  });

  it('keeps its own origin in the URLs it renders, whatever the path', async () => {
    const render = vi.fn((_request: Request) => Promise.resolve(page()));
    const res = await request(server(render)).get('//evil.example/bikes/1');
    expect(render.mock.calls[0]?.[0]?.url).toBe('https://reride.example//evil.example/bikes/1');
    expect(res.text).toContain(
      '<link rel="canonical" href="https://reride.example//evil.example/bikes/1" />',
    );
  });

  it('serves hashed assets for a year and other files briefly, never rendering them', async () => {
    const render = vi.fn(() => Promise.resolve(page()));
    const app = server(render);
    const asset = await request(app).get('/assets/index-abc.js');
    expect(asset.status).toBe(200);
    expect(asset.headers['cache-control']).toBe(ASSET_CACHE);
    expect(asset.headers['content-security-policy']).toBe("default-src 'self'");
    expect((await request(app).get('/assets/missing.js')).status).toBe(404);
    expect((await request(app).get('/favicon.svg')).headers['cache-control']).toBe(
      'public, max-age=3600',
    );
    expect(render).not.toHaveBeenCalled();
  });

  it('falls back to the bare shell with a 500 when rendering fails, so the browser draws the page', async () => {
    const res = await request(server(() => Promise.reject(new Error('boom')))).get('/');
    expect(res.status).toBe(500);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.text).toBe(SHELL);
  });

  it('names the sitemap in robots.txt and keeps crawlers out of dashboards', async () => {
    const res = await request(server(() => Promise.resolve(page()))).get('/robots.txt');
    expect(res.text).toContain('Sitemap: https://reride.example/sitemap.xml');
    expect(res.text).toContain('Disallow: /dashboard');
  });
});
