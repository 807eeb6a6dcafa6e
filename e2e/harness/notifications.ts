import type { Locator, Page } from '@playwright/test';
import { readCaughtMails, type CaughtMail } from '@reride/devstack';
import { stack } from './context';
import { expect } from './test';

/** The navbar's bell; its name carries the unread count, `data-connection` live or polling. */
export function bell(page: Page): Locator {
  return page.getByRole('button', { name: /^Notifications/ });
}

/** The bell's panel, opened. */
export async function openBell(page: Page): Promise<Locator> {
  await bell(page).click();
  const panel = page.getByRole('region', { name: 'Notifications' });
  await expect(panel).toBeVisible();
  return panel;
}

/** Waits until the page's notification stream is connected live. */
export async function expectLive(page: Page): Promise<void> {
  await expect(page.locator('.notification-bell')).toHaveAttribute('data-connection', 'live', {
    timeout: 15_000,
  });
}

/**
 * The mails the catcher holds for `to` once `arrived` holds of them: every wanted subject, or a
 * text (the outbox sends every 0.5 s).
 */
async function caughtFor(to: string, missing: (mine: CaughtMail[]) => unknown[]) {
  let mine: CaughtMail[] = [];
  await expect
    .poll(
      async () => {
        mine = (await readCaughtMails(stack().mailUrl)).filter((m) => m.to.includes(to));
        return missing(mine);
      },
      { timeout: 20_000, intervals: [500] },
    )
    .toEqual([]);
  return mine;
}

/** The mails for `to`, once `subjects` have all arrived. */
export function mailsTo(to: string, subjects: string[]): Promise<CaughtMail[]> {
  return caughtFor(to, (mine) => subjects.filter((s) => !mine.some((m) => m.subject === s)));
}

/** The mail for `to` whose plain text says `text`, once it has arrived. */
export async function mailSaying(to: string, text: string): Promise<CaughtMail> {
  const mine = await caughtFor(to, (all) => (all.some((m) => m.text.includes(text)) ? [] : [text]));
  return mine.find((m) => m.text.includes(text))!;
}
