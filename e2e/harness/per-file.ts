import { afterAll, afterEach, beforeAll, expect } from 'vitest';
import {
  closeBrowser,
  closePages,
  cspViolations,
  externalRequests,
  hydrationWarnings,
  launchBrowser,
  saveFailureArtifacts,
} from './browser';

// Setup file: every journey file gets its own Chromium; every test its own contexts.
beforeAll(async () => {
  await launchBrowser();
});

afterEach(async ({ task }) => {
  try {
    if (task.result?.state === 'fail') await saveFailureArtifacts(task.name);
    else {
      expect(externalRequests(), 'requests to other machines (the app must work offline)').toEqual(
        [],
      );
      expect(cspViolations(), 'Content-Security-Policy violations').toEqual([]);
      expect(hydrationWarnings(), 'hydration mismatches').toEqual([]);
    }
  } finally {
    await closePages();
  }
});

afterAll(async () => {
  await closeBrowser();
});
