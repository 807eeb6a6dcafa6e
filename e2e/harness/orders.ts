import { expect, type Locator, type Page } from '@playwright/test';
import { orderMessages } from '@reride/shared';
import { confirmDialog, escapeRegExp } from './ui';

/** The sandbox card form of the payment page (Test mode), filled and sent. */
export async function payWithCard(page: Page, cardNumber: string): Promise<void> {
  const pay = page.getByRole('button', { name: 'Pay', exact: true });
  // Pay stays disabled until the payment intent (client secret) exists.
  await expect(pay).toBeEnabled();
  await page.getByLabel('Card number').fill(cardNumber);
  await page.getByLabel('Expiry (MM/YY)').fill('12/34');
  await page.getByLabel('CVC').fill('123');
  await pay.click();
}

/** The order page's heading: the page of one order has loaded. */
export async function expectOrderPage(page: Page, bike: string): Promise<void> {
  await expect(page.getByRole('heading', { level: 1, name: `Order: ${bike}` })).toBeVisible();
}

/** The "Status" of the order page, e.g. "Paid", "Disputed", "Refunded". */
export async function expectOrderStatus(page: Page, status: string): Promise<void> {
  await expect(factOf(page, 'Status').getByText(status, { exact: true })).toBeVisible();
}

/**
 * The value (`dd`) beside a term (`dt`) of a description list: a fact of the order page
 * ("Status", "The seller says", "Refunded") or a balance of My Earnings ("Pending").
 * `within` narrows it to one part of the page (e.g. the Dispute section).
 */
export function factOf(page: Page, term: string, within?: Locator): Locator {
  return (within ?? page)
    .getByRole('term')
    .filter({ hasText: new RegExp(`^${escapeRegExp(term)}$`) })
    .locator('xpath=following-sibling::dd[1]');
}

/** A titled part of the order page: "Dispute", "Refund", "What you can do", "Cancellation request". */
export function orderPart(page: Page, title: string): Locator {
  return page.getByRole('region', { name: title, exact: true });
}

/** A balance of My Earnings shows exactly `amount` (e.g. "$420", "$0"). */
export async function expectBalance(
  page: Page,
  label: 'Pending' | 'Available' | 'Paid out',
  amount: string,
): Promise<void> {
  await expect(factOf(page, label)).toHaveText(amount);
}

/** The confirming button of the order action whose button reads `label`. */
function confirmLabelOf(label: string): string {
  const action = Object.values(orderMessages.orders.actions).find((texts) => texts.label === label);
  if (!action) throw new Error(`no order action is labelled "${label}"`);
  return action.confirmLabel;
}

/**
 * Presses an action of the order page ("Open a dispute", "Refund the buyer"…), checks its
 * confirmation dialog (axe included) and answers it; `fill` types the action's fields first.
 * Resolves once the success toast shows.
 */
export async function runOrderAction(
  page: Page,
  options: {
    button: string;
    dialog: string;
    toast: string;
    fill?: (dialog: Locator) => Promise<void>;
    /** The question the dialog asks, or part of it. */
    question?: string;
    /** The confirming button; by default the one the product names for `button`'s action. */
    confirm?: string;
  },
): Promise<void> {
  await orderPart(page, 'What you can do')
    .getByRole('button', { name: options.button, exact: true })
    .click();
  await confirmDialog(page, {
    dialog: options.dialog,
    question: options.question,
    fill: options.fill,
    a11y: `Order page (${options.dialog} dialog)`,
    confirm: options.confirm ?? confirmLabelOf(options.button),
    toast: options.toast,
  });
}
