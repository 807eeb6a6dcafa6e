import type { BrowserContext, Page } from '@playwright/test';

/**
 * What every page of a test is watched for. Any of the first three fails the test
 * (harness/test.ts); page errors are attached to a failed test's report.
 */
export interface PageFindings {
  /** Requests that tried to leave the machine (blocked): the app must work offline. */
  external: string[];
  /** Content-Security-Policy violations: the served policy must allow what the app loads. */
  csp: string[];
  /** Hydration mismatches: the browser must draw exactly what the web server drew. */
  hydration: string[];
  /** Uncaught page errors. */
  errors: string[];
}

export const emptyFindings = (): PageFindings => ({
  external: [],
  csp: [],
  hydration: [],
  errors: [],
});

/**
 * React's hydration complaints: a production build reports them as minified errors (418 hydration
 * failed, 419/422 a boundary fell back to the client, 423 a root re-rendered, 425 text differed).
 */
export const HYDRATION = /hydrat|react\.dev\/errors\/(418|419|421|422|423|425)\b/i;

/** Chromium's own "Refused to … Content Security Policy" errors and the event logged below. */
export const CSP_CONSOLE = /Content Security Policy/i;

const isLocal = (url: URL) =>
  ['127.0.0.1', 'localhost'].includes(url.hostname) || !url.protocol.startsWith('http');

/** Runs in every page: `securitypolicyviolation` events become console errors. */
function reportCspViolations() {
  document.addEventListener('securitypolicyviolation', (event) => {
    console.error(
      `Content Security Policy violation: ${event.effectiveDirective} blocked ${event.blockedURI || 'inline'}`,
    );
  });
}

/**
 * Blocks and records requests to other machines, and records CSP violations, hydration
 * mismatches and page errors of every page the context opens. Pages of the web (`webUrl`) are
 * waited on until hydrated after each load.
 */
export async function watchContext(
  context: BrowserContext,
  findings: PageFindings,
  webUrl: string,
): Promise<void> {
  await context.route(
    (url) => !isLocal(url),
    async (route) => {
      findings.external.push(route.request().url());
      await route.abort('internetdisconnected');
    },
  );
  await context.addInitScript(reportCspViolations);
  const watch = (page: Page) => {
    page.on('pageerror', (error) => {
      findings.errors.push(error.message);
      if (HYDRATION.test(error.message)) findings.hydration.push(`${page.url()}: ${error.message}`);
    });
    page.on('console', (message) => {
      const text = message.text();
      if (CSP_CONSOLE.test(text)) findings.csp.push(`${page.url()}: ${text}`);
      if (HYDRATION.test(text)) findings.hydration.push(`${page.url()}: ${text}`);
    });
    waitForHydrationOnLoad(page, webUrl);
  };
  context.on('page', watch);
  context.pages().forEach(watch);
}

/**
 * The web's pages arrive drawn by its server and become interactive once hydrated (the app marks
 * `<html data-hydrated>`): after `goto` or `reload`, wait for that, or the next click may be lost.
 */
function waitForHydrationOnLoad(page: Page, webUrl: string): void {
  const hydrated = async () => {
    if (!page.url().startsWith(webUrl)) return;
    await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
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

/** The findings that fail a test, one line each; empty when the pages behaved. */
export function failingFindings(findings: PageFindings): string[] {
  return [
    ...findings.external.map(
      (url) => `request to another machine (the app must work offline): ${url}`,
    ),
    ...findings.csp.map((line) => `Content-Security-Policy violation: ${line}`),
    ...findings.hydration.map((line) => `hydration mismatch: ${line}`),
  ];
}
