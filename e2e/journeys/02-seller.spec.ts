import type { Page } from '@playwright/test';
import {
  bikeCard,
  bikePhotoFile,
  deleteFromTable,
  escapeRegExp,
  expect,
  expectNoSeriousA11yViolations,
  expectPath,
  expectToast,
  fillSignUpForm,
  openDashboardLink,
  rowOf,
  signUpThroughUi,
  stack,
  test,
} from '../harness';

const PASSWORD = 'Seller#2026';
/** Every run has its own throwaway emulator and database, so fixed emails are safe. */
const SELIM_EMAIL = 'selim.reza@example.com';

/** The field's error message, tied to it by aria-describedby. */
async function expectFieldError(page: Page, label: string, message: string): Promise<void> {
  const field = page.getByLabel(label, { exact: true });
  await expect(field).toHaveAttribute('aria-invalid', 'true');
  // The error comes last in the description, after the field's hint if it has one.
  await expect(field).toHaveAccessibleDescription(new RegExp(`${escapeRegExp(message)}$`));
}

async function submitSignUp(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Sign Up', exact: true }).click();
}

test.describe('Journey 2: a seller lists, advertises and deletes a bike', () => {
  test("sign-up and login refuse invalid inputs with the product's messages", async ({ page }) => {
    await page.goto('/signup');
    await submitSignUp(page);
    await expectFieldError(page, 'Name', 'Name is required');
    await expectFieldError(page, 'Email', 'Email is required');
    await expectFieldError(page, 'Password', 'Password is required');
    await expectNoSeriousA11yViolations(page, 'Sign Up (errors)');

    await fillSignUpForm(page, {
      name: 'Selim Reza',
      email: SELIM_EMAIL,
      password: 'Ab1#',
    });
    await submitSignUp(page);
    await expectFieldError(page, 'Password', 'Password must be at least 6 characters long');
    const pattern = 'Password must contain at least 1 uppercase, 1 special character and 1 number';
    // Each rule of the pattern on its own: no uppercase, no digit, no special character.
    for (const password of ['abcdef1#', 'Abcdefg#', 'Abcdef12']) {
      await fillSignUpForm(page, { password });
      await submitSignUp(page);
      await expectFieldError(page, 'Password', pattern);
    }

    // An email that already has an account: Firebase's refusal, shown below the form.
    await fillSignUpForm(page, { email: stack().accounts.demoBuyer.email, password: PASSWORD });
    await submitSignUp(page);
    await expect(
      page.getByText('An account with this email already exists, please log in'),
    ).toBeVisible();

    await page.goto('/login');
    await page.getByRole('button', { name: 'Login', exact: true }).click();
    await expectFieldError(page, 'Email', 'Email is required');
    await expectFieldError(page, 'Password', 'Password is required');
    await page.getByLabel('Email').fill(stack().accounts.demoBuyer.email);
    await page.getByLabel('Password').fill('short');
    await page.getByRole('button', { name: 'Login', exact: true }).click();
    await expectFieldError(page, 'Password', 'Password must be at least 6 characters long');
    await page.getByLabel('Password').fill('Wrong#Password1');
    await page.getByRole('button', { name: 'Login', exact: true }).click();
    await expect(page.getByText('Email or password is incorrect')).toBeVisible();
    await expectNoSeriousA11yViolations(page, 'Login (errors)');
  });

  test('signs up as Seller, adds a bike with a photo, advertises it, revokes it, deletes it', async ({
    page,
  }) => {
    const bike = 'Giant Escape 3 City';
    await signUpThroughUi(page, {
      name: 'Selim Reza',
      email: SELIM_EMAIL,
      password: PASSWORD,
      userType: 'Seller',
    });

    await openDashboardLink(page, 'Add a product');
    await expect(page).toHaveTitle('Add a Product - ReRide');
    await page.getByRole('button', { name: 'Add Product' }).click();
    for (const label of [
      'Product name',
      'Resale price ($)',
      'Original price ($)',
      'Mobile number',
      'Photos',
    ]) {
      await expectFieldError(page, label, 'Required field');
    }
    await expectNoSeriousA11yViolations(page, 'Add a Product (errors)');

    await page.getByLabel('Product name').fill(bike);
    await page.getByLabel('Category').selectOption({ label: 'Road Bikes' });
    await page.getByLabel('Condition').selectOption('Good');
    await page.getByLabel('Resale price ($)').fill('15');
    await page.getByLabel('Original price ($)').fill('400');
    await page.getByLabel('Year of purchase').fill('2019');
    await page.getByLabel('Location').selectOption('Khulna, Bangladesh');
    await page.getByLabel('Mobile number').fill('01755512345');
    await page.getByLabel('Photos').setInputFiles(await bikePhotoFile('road', 7));
    await page.getByLabel('Description').fill('Light aluminium frame, new brake pads.');
    await page.getByRole('button', { name: 'Add Product' }).click();
    await expectFieldError(page, 'Resale price ($)', 'Price must be at least $20');
    await page.getByLabel('Resale price ($)').fill('150');
    await page.getByRole('button', { name: 'Add Product' }).click();

    await expectToast(page, 'Product added successfully!');
    await expectPath(page, '/dashboard/my-products');
    await expect(page).toHaveTitle('My Products - ReRide');
    const row = rowOf(page, bike);
    await expect(row.getByText('Available')).toBeVisible();
    await expect(page.getByText('1 item', { exact: true })).toBeVisible();
    // The uploaded photo went through the image pipeline and is served by the API.
    const thumb = await row.locator('img').getAttribute('src');
    expect(thumb).toContain(`${stack().apiUrl}/images/`);
    await expectNoSeriousA11yViolations(page, 'My Products (seller)');

    await row.getByRole('button', { name: `Advertise ${bike}` }).click();
    await expectToast(page, 'Item successfully advertised!');
    await expect(
      row.getByRole('button', { name: `Advertised: ${bike}, click to revoke` }),
    ).toBeVisible();

    await page.getByRole('banner').getByRole('link', { name: 'Home', exact: true }).click();
    const advertised = page.getByRole('region', { name: 'Advertised items' });
    await expect(advertised.getByRole('article', { name: bike, exact: true })).toBeVisible();
    await expect(
      advertised.getByRole('link', { name: `View in Road Bikes: ${bike}` }),
    ).toBeVisible();

    await openDashboardLink(page, 'My Products');
    await rowOf(page, bike)
      .getByRole('button', { name: /click to revoke/ })
      .click();
    await expectToast(page, 'Advertisement Revoked!');
    await expect(
      rowOf(page, bike).getByRole('button', { name: `Advertise ${bike}` }),
    ).toBeVisible();
    await page.goto('/');
    await expect(page.getByRole('heading', { name: 'Find the right ride' })).toBeVisible();
    await expect(bikeCard(page, bike)).toHaveCount(0);

    await openDashboardLink(page, 'My Products');
    await deleteFromTable(page, bike, {
      button: `Delete ${bike}`,
      dialog: 'Delete product',
      toast: 'Product successfully deleted!',
    });
    await expect(page.getByText('You have no products to show')).toBeVisible();
  });
});
