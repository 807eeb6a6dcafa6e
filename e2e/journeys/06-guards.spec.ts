import { describe, expect, test } from 'vitest';
import {
  expectLoggedIn,
  expectNoSeriousA11yViolations,
  expectPath,
  expectTitle,
  expectVisible,
  loginAs,
  newPage,
  stack,
} from '../harness';

describe('Journey 6: guarded dashboard pages', () => {
  test('a visitor opening My Orders logs in and comes back to My Orders', async () => {
    const page = await newPage();
    await page.goto('/dashboard/orders');
    await expectPath(page, '/login');
    await expectVisible(page.getByText('Please log in to continue'));
    await loginAs(page, stack().accounts.guardBuyer);
    await expectPath(page, '/dashboard/orders');
    await expectTitle(page, 'My Orders - ReRide');
    await expectVisible(page.getByRole('heading', { name: 'My Orders' }));
    await expectVisible(page.getByText('You have no orders to show'));
    await expectNoSeriousA11yViolations(page, 'My Orders (empty)');
  });

  test("a buyer opening a seller's or an admin's page is sent to /login", async () => {
    const page = await newPage();
    await loginAs(page, stack().accounts.guardBuyer);
    await page.goto('/dashboard');
    await expectTitle(page, 'Dashboard - ReRide');
    const sidebar = page.getByRole('navigation', { name: 'Dashboard' });
    await expectVisible(sidebar.getByRole('link', { name: 'My Orders' }));
    for (const hidden of ['Add a product', 'My Products', 'All Sellers', 'Reported Items']) {
      expect(await sidebar.getByRole('link', { name: hidden }).count()).toBe(0);
    }
    await expectNoSeriousA11yViolations(page, 'Dashboard (buyer)');

    for (const path of ['/dashboard/add-product', '/dashboard/sellers', '/dashboard/reported']) {
      await page.goto(path);
      await expectPath(page, '/login');
      await expectLoggedIn(page);
    }
  });

  test('a seller opening My Orders is sent to /login too', async () => {
    const page = await newPage();
    await loginAs(page, stack().accounts.verifiedSeller);
    await page.goto('/dashboard/orders');
    await expectPath(page, '/login');
  });
});
