import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const wantedPath = () => process.env.CHROMIUM_PATH || '/usr/bin/chromium';

/**
 * The Chromium path, installing Debian's package first when it is missing and this process may
 * (root with apt-get, as on CI and fresh machines); otherwise chromiumPath's error says how.
 */
export function ensureChromium(log: (line: string) => void = console.log): string {
  const canApt =
    process.getuid?.() === 0 && spawnSync('sh', ['-c', 'command -v apt-get']).status === 0;
  if (!existsSync(wantedPath()) && canApt) {
    log('Chromium is missing: installing it from Debian (about a minute)');
    const options = {
      stdio: 'inherit' as const,
      env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
    };
    spawnSync('apt-get', ['update', '-qq'], options);
    spawnSync('apt-get', ['install', '-y', '-qq', 'chromium'], options);
  }
  return chromiumPath();
}

/**
 * The Chromium the browser journeys and Lighthouse drive: `CHROMIUM_PATH`, else Debian's. It
 * fails at once with the way out, not after minutes of builds.
 */
export function chromiumPath(): string {
  const path = wantedPath();
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
