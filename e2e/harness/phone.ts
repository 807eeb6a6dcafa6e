import { expect, type Page } from '@playwright/test';

/**
 * Fails when the page is wider than the screen, so that a person on a phone would scroll it
 * sideways; the message names the first elements reaching past the right edge. Parts that scroll
 * on their own (a wide table in its frame) do not widen the page and pass.
 */
export async function expectFitsTheScreen(page: Page, label: string): Promise<void> {
  const found = await page.evaluate(() => {
    const width = document.documentElement.clientWidth;
    const name = (el: Element) =>
      [el.tagName.toLowerCase(), ...Array.from(el.classList)].join('.') +
      (el.id ? `#${el.id}` : '');
    const sticking = Array.from(document.querySelectorAll('body *'))
      .filter((el) => el.getBoundingClientRect().right > width + 1)
      .slice(0, 5)
      .map(name);
    return { scrollWidth: document.documentElement.scrollWidth, width, sticking };
  });
  expect(
    found.scrollWidth,
    `${label} is wider than the ${found.width} px screen (${found.sticking.join(', ')})`,
  ).toBeLessThanOrEqual(found.width);
}

/**
 * The console errors of `page` from now on (a failed request, a React warning, a script error),
 * as the browser printed them: a phone user never sees the console, so nothing may be there.
 */
export function consoleErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(`${page.url()}: ${message.text()}`);
  });
  page.on('pageerror', (error) => errors.push(`${page.url()}: ${error.message}`));
  return errors;
}
