import {
  emulatorResetCodes,
  expect,
  expectLoggedIn,
  expectNoSeriousA11yViolations,
  expectPath,
  journeyAccount,
  loginAs,
  loginThroughUi,
  openAs,
  screenshot,
  signUpThroughUi,
  stack,
  test,
} from '../harness';

const RESET_SENT = "If an account exists for that email, we've sent a link to reset the password.";

test.describe('Journey 14: pages of another role, and a forgotten password', () => {
  test('a signed-in buyer or seller on another role’s page is told so and finds their dashboard', async ({
    newPage,
  }) => {
    const page = await newPage();
    await loginAs(page, stack().accounts.demoBuyer);
    await page.goto('/dashboard/add-product');
    await expect(page.getByRole('heading', { name: 'No access' })).toBeVisible();
    await expect(
      page.getByText('This page is for sellers. You are signed in as a buyer.'),
    ).toBeVisible();
    await expect(page).toHaveTitle('No access - ReRide');
    await expect(page.getByText('Please log in to continue')).toHaveCount(0);
    await expectPath(page, '/dashboard/add-product');
    await expectLoggedIn(page);
    await expectNoSeriousA11yViolations(page, 'No access (buyer on Add a product)');
    await screenshot(page, 'no-access');

    await page.getByRole('link', { name: 'Go to your dashboard' }).click();
    await expectPath(page, '/dashboard');
    await expect(page).toHaveTitle('Dashboard - ReRide');

    const seller = await openAs(
      await newPage(),
      stack().accounts.verifiedSeller,
      '/dashboard/sellers',
    );
    await expect(
      seller.getByText('This page is for administrators. You are signed in as a seller.'),
    ).toBeVisible();
  });

  test('"Sell your bike" honours who follows it', async ({ newPage }) => {
    const visitor = await newPage();
    await visitor.goto('/');
    await visitor.getByRole('link', { name: 'Sell your bike' }).first().click();
    await expectPath(visitor, '/signup');
    await expect(visitor.getByRole('radio', { name: /Seller/ })).toBeChecked();

    const seller = await openAs(await newPage(), stack().accounts.verifiedSeller, '/sell');
    await expectPath(seller, '/dashboard/add-product');

    const admin = await openAs(await newPage(), stack().accounts.admin, '/sell');
    await expect(
      admin.getByText('This page is for sellers. You are signed in as an administrator.'),
    ).toBeVisible();
  });

  test('a buyer becomes a seller from "Sell your bike" with the same account, then edits their profile', async ({
    newPage,
  }) => {
    const page = await newPage();
    const account = journeyAccount(14, 'Tanvir Hasan', 'tanvir.sells@e2e.test');
    await signUpThroughUi(page, account);
    await page.getByRole('link', { name: 'Sell your bike' }).first().click();
    await expectPath(page, '/sell');
    await expect(page.getByRole('heading', { name: 'Sell on ReRide', level: 1 })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Sign Up', exact: true })).toHaveCount(0);
    await expectNoSeriousA11yViolations(page, 'Sell your bike (signed-in buyer)');
    await screenshot(page, 'become-seller');

    await page.getByRole('button', { name: 'Become a seller' }).click();
    const dialog = page.getByRole('dialog', { name: 'Become a seller?' });
    await dialog.getByRole('button', { name: 'Yes, become a seller' }).click();
    await expectPath(page, '/dashboard/add-product');
    await expect(page.getByText('You are now a seller. List your first bike.')).toBeVisible();
    await expect(page.getByRole('heading', { name: 'No access' })).toHaveCount(0);

    // Still a buyer: both roles' pages, one account.
    const nav = page.getByRole('navigation', { name: 'Dashboard' });
    await expect(nav.getByText('Buyer · Seller')).toBeVisible();
    await expect(nav.getByRole('link', { name: 'My Orders' })).toBeVisible();
    await expect(nav.getByRole('link', { name: 'My Products' })).toBeVisible();

    await nav.getByRole('link', { name: 'Account settings' }).click();
    await expectPath(page, '/dashboard/account');
    const form = page.getByRole('form', { name: 'Account settings' });
    await form.getByLabel('Display name').fill('Tanvir H.');
    await form.getByLabel('Phone').fill('01712 345678');
    await form.getByRole('button', { name: 'Save changes' }).click();
    await expect(form.getByText('Phone must be a number of 6 to 15 digits')).toBeVisible();
    await form.getByLabel('Phone').fill('+8801712345678');
    await form.getByLabel('City').selectOption('Sylhet, Bangladesh');
    await form.getByRole('button', { name: 'Save changes' }).click();
    await expect(page.getByText('Your settings are saved.')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Become a seller' })).toHaveCount(0);
    await expectNoSeriousA11yViolations(page, 'Account settings');
    await screenshot(page, 'account-settings');

    await page.reload();
    await expect(form.getByLabel('Display name')).toHaveValue('Tanvir H.');
    await expect(form.getByLabel('City')).toHaveValue('Sylhet, Bangladesh');
    await expect(nav.getByText('Tanvir H.')).toBeVisible();
  });

  test('a visitor on a role page still goes to the login form', async ({ newPage }) => {
    const page = await newPage();
    await page.goto('/dashboard/add-product');
    await expectPath(page, '/login');
    await expect(page.getByText('Please log in to continue')).toBeVisible();
  });

  test('a forgotten password is reset through the emailed link, and the new one logs in', async ({
    newPage,
  }) => {
    const account = journeyAccount(14, 'Farhana Akter', 'farhana.reset@e2e.test');
    const newPassword = 'Brand#New14';
    await signUpThroughUi(await newPage(), account);

    const page = await newPage();
    await page.goto('/login');
    await page.getByLabel('Email').fill(account.email);
    await page.getByRole('link', { name: 'Forgot password?' }).click();
    await expectPath(page, '/forgot-password');
    await expect(page).toHaveTitle('Forgot password - ReRide');
    await expect(page.getByLabel('Email')).toHaveValue(account.email);
    await expectNoSeriousA11yViolations(page, 'Forgot password');
    await screenshot(page, 'forgot-password');
    await page.getByRole('button', { name: 'Send reset link' }).click();
    await expect(page.getByRole('status').getByText(RESET_SENT)).toBeVisible();
    await expectNoSeriousA11yViolations(page, 'Forgot password (sent)');

    // An unknown email reads the same, and no code is made for it.
    const stranger = await newPage();
    await stranger.goto('/forgot-password');
    await stranger.getByLabel('Email').fill('nobody.here@e2e.test');
    await stranger.getByRole('button', { name: 'Send reset link' }).click();
    await expect(stranger.getByRole('status').getByText(RESET_SENT)).toBeVisible();
    expect(await emulatorResetCodes('nobody.here@e2e.test')).toEqual([]);

    await expect.poll(() => emulatorResetCodes(account.email)).toHaveLength(1);
    const [oobCode] = await emulatorResetCodes(account.email);
    await page.goto(`/reset-password?mode=resetPassword&oobCode=${oobCode}`);
    await expect(page.getByText(`For ${account.email}`)).toBeVisible();
    await expect(page).toHaveTitle('Reset password - ReRide');
    await expectNoSeriousA11yViolations(page, 'Reset password');
    await page.getByLabel('New password').fill(newPassword);
    await page.getByRole('button', { name: 'Save new password' }).click();
    await expect(page.getByText('Your password has been changed.')).toBeVisible();

    // The link works once.
    await page.reload();
    await expect(
      page.getByText('This reset link is invalid or has already been used.'),
    ).toBeVisible();
    await expectNoSeriousA11yViolations(page, 'Reset password (used link)');

    await page.goto('/login');
    await page.getByLabel('Email').fill(account.email);
    await page.getByLabel('Password').fill(account.password);
    await page.getByRole('button', { name: 'Login', exact: true }).click();
    await expect(
      page.getByRole('alert').filter({ hasText: 'Email or password is incorrect' }),
    ).toBeVisible();
    await loginThroughUi(page, account.email, newPassword);
  });
});
