import type { LaunchOptions } from '@playwright/test';
import { chromiumPath, OFFLINE_CHROMIUM_FLAGS } from '@reride/devstack';

export const DESKTOP = { width: 1280, height: 800 } as const;
export const PHONE = { width: 390, height: 844 } as const;
export type Viewport = { width: number; height: number };

/** Actions, navigations and web-first assertions give up after this long: a person would too. */
export const ACTION_TIMEOUT_MS = 20_000;

/**
 * Debian's Chromium (or CHROMIUM_PATH), headless, with nothing phoning home: the journeys run on
 * machines that reach no host but the package registries. Throws at once when it is missing.
 */
export function chromiumLaunchOptions(): LaunchOptions {
  return {
    executablePath: chromiumPath(),
    headless: true,
    args: ['--headless', ...OFFLINE_CHROMIUM_FLAGS],
  };
}
