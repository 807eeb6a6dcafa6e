import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Page } from '@playwright/test';
import { expect, test as journeyTest } from '../test';

/**
 * Pages that misbehave on purpose, served by this file's own server in place of the web app.
 * harness/page-checks.test.ts runs this file and expects exactly the misbehaving ones to fail;
 * each test's own steps pass, so only the automatic page checks can fail it. They are marked as
 * expected to fail, which keeps one worker (one Chromium) for the file.
 */
const PAGES: Record<string, { csp: string; body: string }> = {
  '/clean': { csp: "default-src 'self'", body: '' },
  '/csp': { csp: "default-src 'self'; img-src 'none'", body: '<img src="/pixel.png" alt="">' },
  '/hydration': {
    csp: "default-src 'self'; script-src 'unsafe-inline'",
    // What a production React build logs when the server drew something else.
    body: '<script>console.error("Minified React error #418; visit https://react.dev/errors/418")</script>',
  },
  '/outside': {
    csp: "default-src 'self'; img-src *",
    body: '<img src="http://example.com/a.png" alt="">',
  },
};

const page = (body: string) =>
  `<!doctype html><html lang="en" data-hydrated><head><title>Planted</title></head><body><h1>Planted</h1>${body}</body></html>`;

const test = journeyTest.extend<object, { webUrl: string }>({
  webUrl: [
    // eslint-disable-next-line no-empty-pattern -- Playwright reads a fixture's needs from it
    async ({}, use) => {
      const server = createServer((request, response) => {
        const planted = PAGES[request.url ?? ''];
        if (!planted) return response.writeHead(404).end();
        response.writeHead(200, {
          'content-type': 'text/html',
          'content-security-policy': planted.csp,
        });
        response.end(page(planted.body));
      });
      await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
      await use(`http://127.0.0.1:${(server.address() as AddressInfo).port}`);
      await new Promise((resolve) => server.close(resolve));
    },
    { scope: 'worker' },
  ],
});

/** Opens a planted page and waits until the browser has logged what it logs on it. */
async function visit(target: Page, path: string, logs = 0) {
  const logged = Array.from({ length: logs }, () => target.waitForEvent('console'));
  await target.goto(path);
  await expect(target.getByRole('heading', { name: 'Planted' })).toBeVisible();
  await Promise.all(logged);
}

test('clean: a page that behaves passes', async ({ newPage }) => {
  await visit(await newPage(), '/clean');
});

test('csp: a Content-Security-Policy violation fails the test', async ({ newPage }) => {
  test.fail();
  await visit(await newPage(), '/csp', 1);
});

test('hydration: a hydration mismatch fails the test', async ({ newPage }) => {
  test.fail();
  await visit(await newPage(), '/hydration', 1);
});

test('outside: a request to another machine fails the test', async ({ newPage }) => {
  test.fail();
  await visit(await newPage(), '/outside');
});

test('page fixture: the built-in page is watched too', async ({ page }) => {
  test.fail();
  await visit(page, '/outside');
});
