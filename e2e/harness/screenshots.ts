import { mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import type { Locator, Page } from '@playwright/test';
import { DESKTOP, PHONE } from './browser';
import { ARTIFACTS } from './context';

const DIR = join(ARTIFACTS, 'screenshots');

/** artifacts/screenshots/<name>.png, where scripts/publish-screenshots.ts takes the README's from. */
export const screenshotFile = (name: string): string => join(DIR, `${name}.png`);

/** Resolves once the fonts and the images inside the viewport have loaded (or failed). */
async function settle(page: Page): Promise<void> {
  await page.evaluate(async () => {
    await document.fonts.ready;
    const inView = (img: HTMLImageElement) => {
      const box = img.getBoundingClientRect();
      return box.bottom > 0 && box.top < window.innerHeight && box.width > 0;
    };
    const pending = Array.from(document.images).filter((img) => inView(img) && !img.complete);
    await Promise.all(
      pending.map(
        (img) =>
          new Promise<void>((resolve) => {
            img.addEventListener('load', () => resolve(), { once: true });
            img.addEventListener('error', () => resolve(), { once: true });
          }),
      ),
    );
  });
}

/**
 * Saves the page at desktop (1280x800) and phone (390x844) widths as
 * artifacts/screenshots/<name>-desktop.png and <name>-phone.png, then restores the viewport.
 * `scrollTo` brings a part of the page to the top first (at each width).
 */
export async function screenshot(
  page: Page,
  name: string,
  options: { scrollTo?: Locator } = {},
): Promise<void> {
  await mkdir(DIR, { recursive: true });
  const original = page.viewportSize() ?? DESKTOP;
  for (const [label, size] of [
    ['desktop', DESKTOP],
    ['phone', PHONE],
  ] as const) {
    await page.setViewportSize(size);
    await options.scrollTo?.evaluate((el) => el.scrollIntoView({ block: 'start' }));
    await settle(page);
    const path = screenshotFile(`${name}-${label}`);
    await page.screenshot({ path, animations: 'disabled', caret: 'hide' });
  }
  await page.setViewportSize(original);
}
