import { test as base, expect, type Page } from '@playwright/test';
import type { Viewport } from './browser';
import { stack } from './context';
import { emptyFindings, failingFindings, watchContext, type PageFindings } from './page-checks';

export { expect };

export interface JourneyFixtures {
  /**
   * A page in a fresh browser context (its own storage: one person, one session), at the
   * config's desktop size unless told otherwise. Closed when the test ends.
   */
  newPage: (viewport?: Viewport) => Promise<Page>;
  /**
   * Automatic: what the test's pages did. A test whose pages asked another machine for
   * anything, broke the Content-Security-Policy or reported a hydration mismatch fails.
   */
  pageChecks: PageFindings;
}

export interface JourneyWorkerOptions {
  /** The web app under test; also every context's baseURL. */
  webUrl: string;
}

// Playwright reads what a fixture needs from its first parameter's pattern, empty ones included.
/* eslint-disable no-empty-pattern */
export const test = base.extend<JourneyFixtures, JourneyWorkerOptions>({
  webUrl: [async ({}, use) => use(stack().webUrl), { scope: 'worker', option: true }],
  baseURL: async ({ webUrl }, use) => use(webUrl),

  pageChecks: [
    async ({}, use, testInfo) => {
      const findings = emptyFindings();
      await use(findings);
      if (findings.errors.length > 0) {
        await testInfo.attach('page errors', { body: findings.errors.join('\n') });
      }
      // A test that failed already says why; the checks judge the ones that passed.
      if (testInfo.status !== 'passed') return;
      expect(failingFindings(findings), 'what the pages of this test did').toEqual([]);
    },
    { auto: true, title: 'CSP, hydration and offline checks' },
  ],

  // The built-in `page` fixture's context is watched like the ones of `newPage`.
  context: async ({ context, pageChecks, webUrl }, use) => {
    await watchContext(context, pageChecks, webUrl);
    await use(context);
  },

  newPage: async ({ browser, pageChecks, webUrl }, use) => {
    const contexts: Awaited<ReturnType<typeof browser.newContext>>[] = [];
    await use(async (viewport) => {
      // Config options (baseURL, locale, timeouts, tracing) apply to contexts made here too.
      const context = await browser.newContext(viewport ? { viewport } : {});
      contexts.push(context);
      await watchContext(context, pageChecks, webUrl);
      return context.newPage();
    });
    await Promise.all(contexts.map((context) => context.close()));
  },
});
/* eslint-enable no-empty-pattern */
