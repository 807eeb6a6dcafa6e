import { defineConfig } from '@playwright/test';
import { chromiumLaunchOptions } from '../browser';

/** Only for harness/page-checks.test.ts, which runs planted.spec.ts and reads its verdicts. */
export default defineConfig({
  testDir: '.',
  testMatch: 'planted.spec.ts',
  outputDir: '../../artifacts/planted-results',
  workers: 1,
  retries: 0,
  timeout: 30_000,
  use: { launchOptions: chromiumLaunchOptions(), trace: 'off', screenshot: 'off' },
});
