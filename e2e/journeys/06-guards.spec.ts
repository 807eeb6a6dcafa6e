import {
  expect,
  expectLoggedIn,
  expectNoSeriousA11yViolations,
  expectPath,
  loginAs,
  openAs,
  stack,
  test,
} from '../harness';

test.describe('Journey 6: guarded dashboard pages', () => {
  test('a visitor opening My Orders logs in and comes back to My Orders', async ({ newPage }) => {
    const page = await newPage();
    await page.goto('/dashboard/orders');
    await expectPath(page, '/login');
    await expect(page.getByText('Please log in to continue')).toBeVisible();
    await loginAs(page, stack().accounts.guardBuyer);
    await expectPath(page, '/dashboard/orders');
    await expect(page).toHaveTitle('My Orders - ReRide');
    await expect(page.getByRole('heading', { name: 'My Orders' })).toBeVisible();
    await expect(page.getByText('You have no orders to show')).toBeVisible();
    await expectNoSeriousA11yViolations(page, 'My Orders (empty)');
  });

  test("a buyer opening a seller's or an admin's page is told it is not theirs", async ({
    newPage,
  }) => {
    const page = await newPage();
    await loginAs(page, stack().accounts.guardBuyer);
    await page.goto('/dashboard');
    await expect(page).toHaveTitle('Dashboard - ReRide');
    const sidebar = page.getByRole('navigation', { name: 'Dashboard' });
    await expect(sidebar.getByRole('link', { name: 'My Orders' })).toBeVisible();
    for (const hidden of ['Add a product', 'My Products', 'All Sellers', 'Reported Items']) {
      await expect(sidebar.getByRole('link', { name: hidden })).toHaveCount(0);
    }
    await expectNoSeriousA11yViolations(page, 'Dashboard (buyer)');

    for (const path of ['/dashboard/add-product', '/dashboard/sellers', '/dashboard/reported']) {
      await page.goto(path);
      await expect(page.getByRole('heading', { name: 'No access' })).toBeVisible();
      await expectPath(page, path);
      await expectLoggedIn(page);
    }
  });

  test('a seller opening My Orders is told it is for buyers', async ({ newPage }) => {
    const page = await openAs(
      await newPage(),
      stack().accounts.verifiedSeller,
      '/dashboard/orders',
    );
    await expect(
      page.getByText('This page is for buyers. You are signed in as a seller.'),
    ).toBeVisible();
    await expectPath(page, '/dashboard/orders');
  });
});
