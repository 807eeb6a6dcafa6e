import type { Page } from '@playwright/test';
import {
  emulatorAccounts,
  expect,
  expectLoggedIn,
  expectNoSeriousA11yViolations,
  expectPath,
  test,
} from '../harness';

/**
 * Against the Auth emulator the app asks which Google account to emulate (Google's own popup
 * needs Google's scripts, which cannot load offline) and signs in with the emulator's Google
 * credential: the account the emulator then holds is a google.com one.
 */
async function continueWithGoogle(page: Page, email: string, name: string): Promise<void> {
  await page.getByRole('button', { name: 'Continue with Google' }).click();
  const dialog = page.getByRole('dialog', { name: 'Sign in with Google (test mode)' });
  await dialog.getByLabel('Google account email').fill(email);
  await dialog.getByLabel('Name on the Google account').fill(name);
  await dialog.getByRole('button', { name: 'Continue' }).click();
  await expectLoggedIn(page);
}

test.describe('Journey 7: Continue with Google through the Auth emulator', () => {
  test('a new Google user is signed in as a Buyer, and the same account comes back later', async ({
    newPage,
  }) => {
    const email = 'nusrat.jahan@example.com';
    const name = 'Nusrat Jahan';
    const page = await newPage();
    await page.goto('/login');
    await page.getByRole('button', { name: 'Continue with Google' }).click();
    const dialog = page.getByRole('dialog', { name: 'Sign in with Google (test mode)' });
    await expect(dialog.getByLabel('Google account email')).toBeVisible();
    await expectNoSeriousA11yViolations(page, 'Continue with Google (account chooser)');
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(dialog).toHaveCount(0);

    await continueWithGoogle(page, email, name);
    await expectPath(page, '/');
    await page.goto('/dashboard');
    const sidebar = page.getByRole('navigation', { name: 'Dashboard' });
    await expect(sidebar.getByText(name)).toBeVisible();
    await expect(sidebar.getByText('Buyer', { exact: true })).toBeVisible();
    await expect(sidebar.getByRole('link', { name: 'My Orders' })).toBeVisible();

    const [account] = await emulatorAccounts(email);
    expect(account?.providerUserInfo?.map((p) => p.providerId)).toEqual(['google.com']);

    await page.getByRole('button', { name: 'Log Out' }).click();
    await expectPath(page, '/login');
    await continueWithGoogle(page, email, name);
    await page.goto('/dashboard');
    await expect(page.getByRole('navigation', { name: 'Dashboard' }).getByText(name)).toBeVisible();
    expect((await emulatorAccounts(email)).map((a) => a.localId)).toEqual([account?.localId]);
  });

  test('choosing Seller on the sign-up form, then Google, makes a Seller', async ({ newPage }) => {
    const name = 'Tanvir Hasan';
    const page = await newPage();
    await page.goto('/signup');
    await page.getByRole('radio', { name: /Seller/ }).check();
    await continueWithGoogle(page, 'tanvir.hasan@example.com', name);
    await page.goto('/dashboard');
    const sidebar = page.getByRole('navigation', { name: 'Dashboard' });
    await expect(sidebar.getByText(name)).toBeVisible();
    await expect(sidebar.getByText('Seller', { exact: true })).toBeVisible();
    await expect(sidebar.getByRole('link', { name: 'Add a product' })).toBeVisible();
  });
});
