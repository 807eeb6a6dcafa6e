import { existsSync } from 'node:fs';

/**
 * The Chromium the browser journeys and Lighthouse drive: `CHROMIUM_PATH`, else Debian's. It
 * fails at once with the way out, not after minutes of builds.
 */
export function chromiumPath(): string {
  const path = process.env.CHROMIUM_PATH || '/usr/bin/chromium';
  if (!existsSync(path)) {
    throw new Error(
      `Chromium not found at ${path}: install it (Debian: apt-get install chromium; npm test and .ci/run do) or set CHROMIUM_PATH.`,
    );
  }
  return path;
}

/**
 * Nothing phoning home (the machines reach no host but the package registries); each caller
 * adds its headless flag (Playwright's or Lighthouse's).
 */
export const OFFLINE_CHROMIUM_FLAGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
