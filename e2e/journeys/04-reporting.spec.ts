import type { Page } from '@playwright/test';
import {
  bikeCard,
  deleteFromTable,
  expect,
  expectNoSeriousA11yViolations,
  expectToast,
  loginAs,
  openDashboardAs,
  rowOf,
  screenshot,
  stack,
  test,
} from '../harness';

const kidsBikesPath = () => `/category/${stack().categories['Kids Bikes']}`;

/** Reports a bike with a reason from the dialog (docs/domain.md#moderation-queue). */
async function report(page: Page, bike: string, reason: string, note = ''): Promise<void> {
  const card = bikeCard(page, bike);
  await card.getByRole('button', { name: `Report ${bike}` }).click();
  const dialog = page.getByRole('dialog', { name: `Report ${bike}` });
  await dialog.getByRole('radio', { name: reason }).check();
  if (note) await dialog.getByRole('textbox', { name: 'Tell us more' }).fill(note);
  await dialog.getByRole('button', { name: 'Send report' }).click();
  await expectToast(page, 'Item successfully reported to Admin!');
  // The report button goes away and the card says Reported (docs/domain.md#states).
  await expect(card.getByText('Reported', { exact: true })).toBeVisible();
  await expect(card.getByRole('button', { name: `Report ${bike}` })).toHaveCount(0);
}

test.describe('Journey 4: a buyer reports bikes, the admin moderates them', () => {
  test('reported bikes reach Reported Items; one is unreported, one removed from the site', async ({
    newPage,
  }) => {
    const { toUnreport, toRemove } = stack().bikes;
    const buyer = await newPage();
    await loginAs(buyer, stack().accounts.reporter);
    await buyer.goto(kidsBikesPath());
    await expect(buyer).toHaveTitle('Kids Bikes - ReRide');
    await expect(
      bikeCard(buyer, toUnreport).getByRole('button', { name: /^Report / }),
    ).toBeVisible();
    await expectNoSeriousA11yViolations(buyer, 'Category (signed-in buyer)');
    await report(buyer, toUnreport, 'Wrong category');
    await report(buyer, toRemove, 'Other', 'The photos are of another bike.');
    // Still reported after a reload: the state is the server's.
    await buyer.reload();
    await expect(bikeCard(buyer, toRemove).getByText('Reported', { exact: true })).toBeVisible();

    const admin = await openDashboardAs(await newPage(), stack().accounts.admin, 'Reported Items');
    await expect(admin.getByRole('heading', { name: 'Reported Items (2)' })).toBeVisible();
    for (const bike of [toUnreport, toRemove]) {
      await expect(rowOf(admin, bike).getByRole('cell', { name: 'Kids Bikes' })).toBeVisible();
    }
    await expect(rowOf(admin, toUnreport).getByText(/^Wrong category × 1/)).toBeVisible();
    await expect(rowOf(admin, toRemove).getByText(/^Other × 1/)).toBeVisible();
    await expectNoSeriousA11yViolations(admin, 'Reported Items');
    await screenshot(admin, 'reported-items');

    await rowOf(admin, toUnreport)
      .getByRole('button', { name: `Unreport ${toUnreport}` })
      .click();
    await expectToast(admin, 'Item  Unreported!');
    await expect(rowOf(admin, toUnreport)).toHaveCount(0);

    await deleteFromTable(admin, toRemove, {
      button: `Delete Item ${toRemove}`,
      dialog: 'Delete item',
      toast: 'Item successfully removed from this website!',
    });
    await expect(admin.getByText('There is no reported items to show')).toBeVisible();

    // On the site: the unreported bike is back to normal, the deleted one is gone.
    await buyer.reload();
    const kept = bikeCard(buyer, toUnreport);
    await expect(kept).toBeVisible();
    await expect(kept.getByText('Reported', { exact: true })).toHaveCount(0);
    await expect(bikeCard(buyer, toRemove)).toHaveCount(0);
  });
});
