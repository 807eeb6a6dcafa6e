import { defineConfig } from '@playwright/test';
import { ACTION_TIMEOUT_MS, chromiumLaunchOptions, DESKTOP } from './harness/browser';

/**
 * The browser journeys: one stack for the run (harness/global-setup.ts), Debian's Chromium, the
 * per-test page checks of harness/test.ts. Traces and screenshots of failed tests land in
 * artifacts/results (git-ignored; `pnpm exec playwright show-trace <trace.zip>`).
 */
export default defineConfig({
  testDir: 'journeys',
  testMatch: '**/*.spec.ts',
  globalSetup: './harness/global-setup.ts',
  outputDir: 'artifacts/results',
  // One browser at a time: a 2-core machine also runs the database, emulator, API and web.
  workers: 1,
  fullyParallel: false,
  // A journey that fails is a finding, not noise: no retries.
  retries: 0,
  forbidOnly: !!process.env.CI,
  // Each step is bounded by ACTION_TIMEOUT_MS; the whole-test limit only stops a hung journey. A
  // journey of three people (buyer, seller, administrator) took 2.3 min on a 2-core machine whose
  // cores were kept busy by other processes, so 120 s failed journeys that were only slow.
  timeout: 360_000,
  expect: { timeout: ACTION_TIMEOUT_MS },
  reporter: [['list']],
  use: {
    browserName: 'chromium',
    launchOptions: chromiumLaunchOptions(),
    viewport: DESKTOP,
    locale: 'en-GB',
    contextOptions: { reducedMotion: 'reduce' },
    actionTimeout: ACTION_TIMEOUT_MS,
    navigationTimeout: ACTION_TIMEOUT_MS,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
  },
});
