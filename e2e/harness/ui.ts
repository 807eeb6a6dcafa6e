import type { Locator, Page } from 'playwright-core';
import { expect } from 'vitest';

/**
 * Waiting for what a person would see. playwright-core has no web-first assertions, so these
 * wait on a condition (never a sleep) and fail with a readable message.
 */
export async function expectVisible(locator: Locator, timeout?: number): Promise<void> {
  await locator.first().waitFor({ state: 'visible', ...(timeout ? { timeout } : {}) });
}

export async function expectHidden(locator: Locator): Promise<void> {
  await locator.first().waitFor({ state: 'hidden' });
}

/** A toast (react-hot-toast renders each in a role=status element). Success toasts last 2 s. */
export async function expectToast(page: Page, text: string): Promise<void> {
  const toast = page.getByRole('status').filter({ hasText: text }).first();
  await expectVisible(toast);
  // hasText folds whitespace; the spec's texts (e.g. 'Item  Unreported!') are checked as written.
  expect(await toast.textContent()).toContain(text);
}

export async function expectTitle(page: Page, title: string): Promise<void> {
  await expect.poll(() => page.title(), { timeout: 10_000 }).toBe(title);
}

export async function expectPath(page: Page, pathname: string): Promise<void> {
  await page.waitForURL((url) => url.pathname === pathname);
}

/** The navbar of a signed-in person: the Dashboard menu and Log Out. */
export async function expectLoggedIn(page: Page): Promise<void> {
  await expectVisible(page.getByRole('button', { name: 'Log Out' }));
}

/** Opens the navbar's Dashboard dropdown and follows one of its links. */
export async function openDashboardLink(page: Page, label: string): Promise<void> {
  const navbar = page.getByRole('banner');
  await navbar.getByRole('button', { name: 'Dashboard', exact: true }).click();
  await navbar.getByRole('link', { name: label, exact: true }).click();
}

/** The card (article) of a bike, found by its heading. */
export function bikeCard(page: Page, bikeName: string): Locator {
  return page.getByRole('article', { name: bikeName, exact: true });
}

/** A table row whose header cell names the item. */
export function rowOf(page: Page, name: string): Locator {
  return page.getByRole('row').filter({ has: page.getByRole('rowheader', { name }) });
}

/**
 * Waits until every toast has gone (success toasts last 2 s, longer under the pointer), e.g.
 * before a screenshot whose heading they would cover.
 */
export async function expectNoToasts(page: Page): Promise<void> {
  // The toasts' own pause: the pointer rests on the page's corner, away from them.
  await page.mouse.move(0, page.viewportSize()?.height ?? 0);
  await page.locator('.toaster [role="status"]').first().waitFor({ state: 'detached' });
}
