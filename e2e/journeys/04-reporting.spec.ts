import { describe, expect, test } from 'vitest';
import type { Page } from 'playwright-core';
import {
  bikeCard,
  expectNoSeriousA11yViolations,
  expectTitle,
  expectToast,
  expectVisible,
  loginAs,
  newPage,
  openDashboardLink,
  rowOf,
  screenshot,
  stack,
} from '../harness';

const kidsBikesPath = () => `/category/${stack().categories['Kids Bikes']}`;

async function report(page: Page, bike: string): Promise<void> {
  const card = bikeCard(page, bike);
  await card.getByRole('button', { name: `Report ${bike}` }).click();
  await expectToast(page, 'Item successfully reported to Admin!');
  // The report button goes away and the card says Reported (docs/domain.md#states).
  await expectVisible(card.getByText('Reported', { exact: true }));
  expect(await card.getByRole('button', { name: `Report ${bike}` }).count()).toBe(0);
}

describe('Journey 4: a buyer reports bikes, the admin moderates them', () => {
  test('reported bikes reach Reported Items; one is unreported, one removed from the site', async () => {
    const { toUnreport, toRemove } = stack().bikes;
    const buyer = await newPage();
    await loginAs(buyer, stack().accounts.reporter);
    await buyer.goto(kidsBikesPath());
    await expectTitle(buyer, 'Kids Bikes - ReRide');
    await expectVisible(bikeCard(buyer, toUnreport).getByRole('button', { name: /^Report / }));
    await expectNoSeriousA11yViolations(buyer, 'Category (signed-in buyer)');
    await report(buyer, toUnreport);
    await report(buyer, toRemove);
    // Still reported after a reload: the state is the server's.
    await buyer.reload();
    await expectVisible(bikeCard(buyer, toRemove).getByText('Reported', { exact: true }));

    const admin = await newPage();
    await loginAs(admin, stack().accounts.admin);
    await openDashboardLink(admin, 'Reported Items');
    await expectTitle(admin, 'Reported Items - ReRide');
    await expectVisible(admin.getByRole('heading', { name: 'Reported Items (2)' }));
    for (const bike of [toUnreport, toRemove]) {
      await expectVisible(rowOf(admin, bike).getByRole('cell', { name: 'Kids Bikes' }));
    }
    await expectNoSeriousA11yViolations(admin, 'Reported Items');
    await screenshot(admin, 'reported-items');

    await rowOf(admin, toUnreport)
      .getByRole('button', { name: `Unreport ${toUnreport}` })
      .click();
    await expectToast(admin, 'Item  Unreported!');
    await rowOf(admin, toUnreport).waitFor({ state: 'detached' });

    await rowOf(admin, toRemove)
      .getByRole('button', { name: `Delete Item ${toRemove}` })
      .click();
    const dialog = admin.getByRole('dialog', { name: 'Delete item' });
    await expectVisible(dialog.getByText(`Are you sure, you want to delete ${toRemove}?`));
    await expectNoSeriousA11yViolations(admin, 'Reported Items (delete confirmation)');
    await dialog.getByRole('button', { name: "Yes, I'm sure" }).click();
    await expectToast(admin, 'Item successfully removed from this website!');
    await expectVisible(admin.getByText('There is no reported items to show'));

    // On the site: the unreported bike is back to normal, the deleted one is gone.
    await buyer.reload();
    const kept = bikeCard(buyer, toUnreport);
    await expectVisible(kept);
    expect(await kept.getByText('Reported', { exact: true }).count()).toBe(0);
    expect(await bikeCard(buyer, toRemove).count()).toBe(0);
  });
});
