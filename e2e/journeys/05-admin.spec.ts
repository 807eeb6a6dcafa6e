import { describe, expect, test } from 'vitest';
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
  stack,
} from '../harness';

const REMOVED = 'This account has been removed';

describe('Journey 5: the admin verifies a seller and removes a buyer', () => {
  test("verifying a seller puts the check mark on that seller's cards", async () => {
    const { unverifiedSeller } = stack().accounts;
    const bike = stack().bikes.unverifiedSellers;
    const mountainBikes = `/category/${stack().categories['Mountain Bikes']}`;
    const visitor = await newPage();
    await visitor.goto(mountainBikes);
    const card = bikeCard(visitor, bike);
    await expectVisible(card.getByText(unverifiedSeller.name));
    expect(await card.getByRole('img', { name: 'Verified seller' }).count()).toBe(0);

    const admin = await newPage();
    await loginAs(admin, stack().accounts.admin);
    await openDashboardLink(admin, 'All Sellers');
    await expectTitle(admin, 'All Sellers - ReRide');
    const row = rowOf(admin, unverifiedSeller.name);
    await expectVisible(row.getByRole('cell', { name: unverifiedSeller.email }));
    await expectVisible(rowOf(admin, stack().accounts.verifiedSeller.name).getByText('Verified'));
    await expectNoSeriousA11yViolations(admin, 'All Sellers');
    await row.getByRole('button', { name: `Verify ${unverifiedSeller.name}` }).click();
    await expectToast(admin, 'Seller Successfully Verified!');
    await expectVisible(row.getByText('Verified'));
    expect(await row.getByRole('button', { name: /^Verify / }).count()).toBe(0);

    await visitor.reload();
    await expectVisible(card.getByRole('img', { name: 'Verified seller' }));
  });

  test("removing a buyer refuses that buyer's open session", async () => {
    const { removableBuyer } = stack().accounts;
    const buyer = await newPage();
    await loginAs(buyer, removableBuyer);
    await openDashboardLink(buyer, 'My Orders');
    await expectTitle(buyer, 'My Orders - ReRide');

    const admin = await newPage();
    await loginAs(admin, stack().accounts.admin);
    await openDashboardLink(admin, 'All Buyers');
    await expectTitle(admin, 'All Buyers - ReRide');
    await expectNoSeriousA11yViolations(admin, 'All Buyers');
    await rowOf(admin, removableBuyer.name)
      .getByRole('button', { name: `Remove Buyer ${removableBuyer.name}` })
      .click();
    const dialog = admin.getByRole('dialog', { name: 'Remove buyer' });
    await expectVisible(
      dialog.getByText(`Are you sure, you want to remove ${removableBuyer.name}?`),
    );
    await expectNoSeriousA11yViolations(admin, 'All Buyers (remove confirmation)');
    await dialog.getByRole('button', { name: "Yes, I'm sure" }).click();
    await expectToast(admin, 'Buyer successfully removed!');
    await rowOf(admin, removableBuyer.name).waitFor({ state: 'detached' });

    // The buyer's next dashboard navigation: sent to /login, or told the account was removed.
    await buyer.goto('/dashboard/orders');
    await buyer.waitForFunction(
      (removed) => location.pathname === '/login' || document.body.innerText.includes(removed),
      REMOVED,
    );
    expect(await buyer.getByRole('heading', { name: 'My Orders' }).count()).toBe(0);
    await expectNoSeriousA11yViolations(buyer, 'Removed buyer refused');

    // Nor can they log in again.
    await buyer.goto('/login');
    await buyer.getByLabel('Email').fill(removableBuyer.email);
    await buyer.getByLabel('Password').fill(removableBuyer.password);
    await buyer.getByRole('button', { name: 'Login', exact: true }).click();
    await expectVisible(buyer.getByText(REMOVED));
  });
});
