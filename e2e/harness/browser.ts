import { mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { ARTIFACTS, stack } from './context';
import { chromiumPath, OFFLINE_CHROMIUM_FLAGS } from '@reride/devstack';

export const DESKTOP = { width: 1280, height: 800 } as const;
export const PHONE = { width: 390, height: 844 } as const;
export type Viewport = { width: number; height: number };

/** Actions and waits give up after this long: a person would have given up too. */
const ACTION_TIMEOUT_MS = 20_000;

let browser: Browser | undefined;

interface OpenContext {
  context: BrowserContext;
  /** Uncaught page errors, printed when the test fails. */
  errors: string[];
  /** Requests that tried to leave the machine (blocked): the app must work offline. */
  external: string[];
  /** Content-Security-Policy violations: the served policy must allow what the app loads. */
  csp: string[];
  /** Hydration mismatches: the browser must draw exactly what the web server drew. */
  hydration: string[];
}
const open: OpenContext[] = [];

export async function launchBrowser(): Promise<void> {
  browser ??= await chromium.launch({
    executablePath: chromiumPath(),
    args: ['--headless', ...OFFLINE_CHROMIUM_FLAGS],
  });
}

export async function closeBrowser(): Promise<void> {
  await browser?.close();
  browser = undefined;
}

const isLocal = (url: URL) =>
  ['127.0.0.1', 'localhost'].includes(url.hostname) || !url.protocol.startsWith('http');

/** A page in a fresh browser context (its own storage: one person, one session). */
export async function newPage(viewport: Viewport = DESKTOP): Promise<Page> {
  if (!browser) throw new Error('The browser is not running: is harness/per-file.ts a setup file?');
  const context = await browser.newContext({
    viewport,
    baseURL: stack().webUrl,
    locale: 'en-GB',
    reducedMotion: 'reduce',
  });
  context.setDefaultTimeout(ACTION_TIMEOUT_MS);
  const entry: OpenContext = { context, errors: [], external: [], csp: [], hydration: [] };
  open.push(entry);
  await context.route(
    (url) => !isLocal(url),
    async (route) => {
      entry.external.push(route.request().url());
      await route.abort('internetdisconnected');
    },
  );
  await context.addInitScript(reportCspViolations);
  const page = await context.newPage();
  const watch = (p: Page) => {
    p.on('pageerror', (error) => {
      entry.errors.push(error.message);
      if (HYDRATION.test(error.message)) entry.hydration.push(`${p.url()}: ${error.message}`);
    });
    p.on('console', (message) => {
      if (CSP_CONSOLE.test(message.text())) entry.csp.push(`${p.url()}: ${message.text()}`);
      if (HYDRATION.test(message.text())) entry.hydration.push(`${p.url()}: ${message.text()}`);
    });
  };
  context.on('page', watch);
  watch(page);
  waitForHydrationOnLoad(page);
  return page;
}

/**
 * The web's pages arrive drawn by its server and become interactive once hydrated (the app marks
 * `<html data-hydrated>`): after a page load, wait for that, or the next click may be lost.
 */
function waitForHydrationOnLoad(page: Page): void {
  const hydrated = async () => {
    if (!page.url().startsWith(stack().webUrl)) return;
    await page.waitForSelector('html[data-hydrated]', { state: 'attached' });
  };
  const goto = page.goto.bind(page);
  const reload = page.reload.bind(page);
  page.goto = async (...args: Parameters<Page['goto']>) => {
    const response = await goto(...args);
    await hydrated();
    return response;
  };
  page.reload = async (...args: Parameters<Page['reload']>) => {
    const response = await reload(...args);
    await hydrated();
    return response;
  };
}

/**
 * React's hydration complaints: a production build reports them as minified errors (418 hydration
 * failed, 419/422 a boundary fell back to the client, 423 a root re-rendered, 425 text differed).
 */
const HYDRATION = /hydrat|react\.dev\/errors\/(418|419|421|422|423|425)\b/i;

/** Chromium's own "Refused to … Content Security Policy" errors and the event logged below. */
const CSP_CONSOLE = /Content Security Policy/i;

/** Runs in every page: `securitypolicyviolation` events become console errors. */
function reportCspViolations() {
  document.addEventListener('securitypolicyviolation', (event) => {
    console.error(
      `Content Security Policy violation: ${event.effectiveDirective} blocked ${event.blockedURI || 'inline'}`,
    );
  });
}

/** CSP violations seen by the pages of this test. */
export function cspViolations(): string[] {
  return open.flatMap((entry) => entry.csp);
}

/** Hydration mismatches reported by the pages of this test (the server drew something else). */
export function hydrationWarnings(): string[] {
  return open.flatMap((entry) => entry.hydration);
}

/** Blocked requests to other machines made by the pages of this test. */
export function externalRequests(): string[] {
  return open.flatMap((entry) => entry.external);
}

/** Screenshots of every open page and their errors, for a failed test. */
export async function saveFailureArtifacts(testName: string): Promise<void> {
  const dir = join(ARTIFACTS, 'failures');
  await mkdir(dir, { recursive: true });
  const slug = testName.replace(/[^a-z0-9]+/gi, '-').slice(0, 80);
  let n = 0;
  for (const entry of open) {
    for (const page of entry.context.pages()) {
      n += 1;
      const path = join(dir, `${slug}-${n}.png`);
      await page.screenshot({ path, fullPage: true }).catch(() => undefined);
      console.log(`[e2e] failure screenshot: ${path} (${page.url()})`);
    }
    for (const error of entry.errors) console.log(`[e2e] page error: ${error}`);
  }
}

export async function closePages(): Promise<void> {
  const entries = open.splice(0);
  await Promise.all(entries.map((entry) => entry.context.close().catch(() => undefined)));
}
