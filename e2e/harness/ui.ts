import { expect, type Locator, type Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './a11y';

/** A toast (react-hot-toast renders each in a role=status element). Success toasts last 2 s. */
export async function expectToast(page: Page, text: string): Promise<void> {
  const toast = page.getByRole('status').filter({ hasText: text }).first();
  await expect(toast).toBeVisible();
  // Matchers fold whitespace; the spec's texts (e.g. 'Item  Unreported!') are checked as written.
  expect(await toast.textContent()).toContain(text);
}

/** The page shows `pathname` (any query or hash). */
export async function expectPath(page: Page, pathname: string): Promise<void> {
  await expect(page).toHaveURL((url) => url.pathname === pathname);
}

/** The navbar of a signed-in person: the Dashboard menu and Log Out. */
export async function expectLoggedIn(page: Page): Promise<void> {
  await expect(page.getByRole('button', { name: 'Log Out' })).toBeVisible();
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
  await expect(page.locator('.toaster [role="status"]')).toHaveCount(0);
}

/** `text` as a regular expression that matches it literally. */
export function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/**
 * Answers the confirmation dialog named `dialog` that an action opened: it asks `question` (or
 * part of it), `fill` types its fields, axe checks it (reported as `a11y`), then `confirm` is
 * pressed. Resolves once the success `toast` shows and the dialog has closed.
 */
export async function confirmDialog(
  page: Page,
  options: {
    dialog: string;
    confirm: string;
    toast: string;
    a11y: string;
    question?: string;
    fill?: (dialog: Locator) => Promise<void>;
  },
): Promise<void> {
  const dialog = page.getByRole('dialog', { name: options.dialog });
  await expect(dialog).toBeVisible();
  if (options.question) await expect(dialog.getByText(options.question)).toBeVisible();
  await options.fill?.(dialog);
  await expectNoSeriousA11yViolations(page, options.a11y);
  await dialog.getByRole('button', { name: options.confirm }).click();
  await expectToast(page, options.toast);
  await expect(dialog).toHaveCount(0);
}

/**
 * Deletes `name` from a dashboard table (My Products, Reported Items): its row's `button`, then
 * the product's one confirmation of a deletion, whose confirming button is named as the dialog.
 * Resolves once the success `toast` shows and the dialog has closed.
 */
export async function deleteFromTable(
  page: Page,
  name: string,
  options: { button: string; dialog: string; toast: string },
): Promise<void> {
  await rowOf(page, name).getByRole('button', { name: options.button }).click();
  // axe's report names the table's page, as its title does ("My Products - ReRide").
  const where = (await page.title()).replace(/ - ReRide$/, '');
  await confirmDialog(page, {
    dialog: options.dialog,
    question: `Delete ${name}? It leaves the site and cannot be put back.`,
    a11y: `${where} (delete confirmation)`,
    confirm: options.dialog,
    toast: options.toast,
  });
}
