import { readFile } from 'node:fs/promises';
import {
  expect,
  expectNoSeriousA11yViolations,
  expectPath,
  journeyAccount,
  screenshot,
  signUpThroughUi,
  test,
} from '../harness';

test.describe('Journey 19: a person downloads their data and leaves ReRide', () => {
  test('a buyer becomes a seller, edits their profile, downloads their data and deletes the account', async ({
    newPage,
  }) => {
    const page = await newPage();
    const account = journeyAccount(19, 'Nadia Leaves', 'nadia.leaves@e2e.test');
    await signUpThroughUi(page, account);

    await page.goto('/dashboard/account');
    await page.getByRole('button', { name: 'Become a seller' }).click();
    await page
      .getByRole('dialog', { name: 'Become a seller?' })
      .getByRole('button', { name: 'Yes, become a seller' })
      .click();
    await expectPath(page, '/dashboard/add-product');

    await page.goto('/dashboard/account');
    await page.getByLabel('Display name').fill('Nadia Renamed');
    await page.getByLabel('City').selectOption({ label: 'Khulna, Bangladesh' });
    await page.getByRole('button', { name: 'Save changes' }).click();
    await expect(page.getByText('Your settings are saved.')).toBeVisible();
    await expectNoSeriousA11yViolations(page, 'Account settings with Your data and Delete account');

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Download my data' }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^reride-data-\d{4}-\d{2}-\d{2}\.json$/);
    const data = JSON.parse(await readFile(await download.path(), 'utf8')) as {
      account: { name: string; city: string; roles: string[] };
    };
    expect(data.account).toMatchObject({
      name: 'Nadia Renamed',
      city: 'Khulna, Bangladesh',
      roles: ['Buyer', 'Seller'],
    });

    await page.getByRole('button', { name: 'Delete account' }).click();
    const dialog = page.getByRole('dialog', { name: 'Delete your account?' });
    await dialog.getByLabel('Type DELETE').fill('DELETE');
    await expectNoSeriousA11yViolations(page, 'Delete your account? (confirmation)');
    await screenshot(page, 'delete-account');
    await dialog.getByRole('button', { name: 'Delete my account' }).click();
    await expectPath(page, '/');
    await expect(page.getByText('Your account has been deleted.')).toBeVisible();

    await page.goto('/dashboard');
    await expectPath(page, '/login');
  });
});
