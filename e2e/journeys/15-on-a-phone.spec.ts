import type { Page } from '@playwright/test';
import type { BikeListing } from '@reride/devstack';
import {
  consoleErrors,
  expect,
  expectFitsTheScreen,
  expectNoSeriousA11yViolations,
  expectOrderPage,
  expectToast,
  journeyAccount,
  PHONE,
  payWithCard,
  screenshot,
  seedOnce,
  sellerWithBikeAndBuyer,
  stack,
  type Account,
  test,
} from '../harness';

// Each role's main path on a 390 px phone: nothing wider than the screen, nothing in the console.

const BIKE = 'Pocket Commuter 7';
const sellerAccount = journeyAccount(15, 'Farhana Akter', 'farhana.phone@e2e.test');
const buyerAccount = journeyAccount(15, 'Rafi Chowdhury', 'rafi.phone@e2e.test');

const LISTING: BikeListing = {
  name: BIKE,
  kind: 'road',
  resalePrice: 380,
  originalPrice: 640,
  purchaseYear: 2022,
  condition: 'Good',
  location: 'Rajshahi, Bangladesh',
  mobile: '01710000151',
  description: 'Light city road bike with a long, descriptive name to wrap on a phone.',
};

let bikeId = '';

test.beforeAll(async () => {
  bikeId = await seedOnce('15-on-a-phone', () =>
    sellerWithBikeAndBuyer(sellerAccount, buyerAccount, LISTING, 1501),
  );
});

/** Opens the phone menu (the navbar's toggle): its links and the account area. */
async function openMenu(page: Page) {
  const toggle = page.getByRole('button', { name: 'Menu', exact: true });
  if ((await toggle.getAttribute('aria-expanded')) !== 'true') await toggle.click();
  return page.getByRole('navigation', { name: 'Main' });
}

/** Logs in through the form, then finds Log Out in the phone menu. */
async function loginOnPhone(page: Page, account: Account) {
  await page.goto('/login');
  await page.getByLabel('Email').fill(account.email);
  await page.getByLabel('Password').fill(account.password);
  await page.getByRole('button', { name: 'Login', exact: true }).click();
  await page.waitForURL((url) => url.pathname !== '/login');
  // Logging in ends with a reload: a tap on Menu just before it is lost, so tap until it opens.
  await expect(async () => {
    const menu = await openMenu(page);
    await expect(menu.getByRole('button', { name: 'Log Out' })).toBeVisible({ timeout: 2_000 });
  }).toPass({ timeout: 20_000 });
}

/**
 * A phone's page and the console errors it will print; signed in as `account` when one is given,
 * through the form, finding Log Out in the phone menu.
 */
async function onPhone(newPage: (viewport: typeof PHONE) => Promise<Page>, account?: Account) {
  const page = await newPage(PHONE);
  const errors = consoleErrors(page);
  if (account) await loginOnPhone(page, account);
  return { page, errors };
}

/**
 * Follows a link of the Dashboard menu inside the phone menu, as a thumb would, to the page
 * titled `title` (the link's label unless told).
 */
async function openDashboardPage(page: Page, label: string, title = label) {
  const menu = await openMenu(page);
  await menu.getByRole('button', { name: 'Dashboard', exact: true }).click();
  await menu.getByRole('link', { name: label, exact: true }).click();
  await expect(page).toHaveTitle(`${title} - ReRide`);
  await expectFitsTheScreen(page, title);
}

test.describe('Journey 15: every role on a 390 px phone', () => {
  test('a visitor finds a bike through the menu, the category, search and the quote', async ({
    newPage,
  }) => {
    const { page, errors } = await onPhone(newPage);

    await page.goto('/');
    await expectFitsTheScreen(page, 'Home');
    // The hero leaves room: the next section's heading is within the first screen.
    const next = await page.getByRole('heading', { level: 2 }).first().boundingBox();
    expect(next?.y).toBeLessThan(PHONE.height);
    const menu = await openMenu(page);
    await menu.getByRole('link', { name: 'Road Bikes', exact: true }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Road Bikes' })).toBeVisible();
    await expect(menu).toBeHidden();
    await expectFitsTheScreen(page, 'Road Bikes');
    // Two bikes a row: the first two cards start at the same height.
    const [first, second] = await page.getByRole('article').all();
    const [top1, top2] = [await first!.boundingBox(), await second!.boundingBox()];
    expect(top2?.y).toBe(top1?.y);
    await screenshot(page, 'phone-category');

    await page.goto(`/bikes/${bikeId}`);
    await expect(page.getByRole('heading', { level: 1, name: BIKE })).toBeVisible();
    await expectFitsTheScreen(page, 'The bike page');
    await screenshot(page, 'phone-bike-page');
    // The seller's public profile, from the bike page's seller card.
    await page.getByRole('link', { name: `See ${sellerAccount.name}'s profile` }).click();
    await expect(page.getByRole('heading', { level: 1, name: sellerAccount.name })).toBeVisible();
    await expect(page.getByRole('heading', { name: BIKE })).toBeVisible();
    await expectFitsTheScreen(page, "A seller's public profile");
    await screenshot(page, 'phone-profile');

    await page.goto('/search?q=road');
    await expect(page.getByRole('article', { name: BIKE, exact: true })).toBeVisible();
    await expectFitsTheScreen(page, 'Search');

    await page.goto('/quote');
    await expectFitsTheScreen(page, 'Get Instant Quote');
    await page.goto('/help');
    await expectFitsTheScreen(page, 'Help');
    expect(errors).toEqual([]);
  });

  test('a buyer books, pays and reads the order on a phone', async ({ newPage }) => {
    const { page, errors } = await onPhone(newPage, buyerAccount);

    await page.goto(`/bikes/${bikeId}`);
    // Read to the end of the page: Book stays at hand, floating at the bottom of the screen.
    const book = page.getByRole('button', { name: `Book ${BIKE}` });
    await expect(book).toBeVisible();
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    await expect(book).toBeInViewport();
    await expect(page.getByRole('button', { name: `Report ${BIKE}` })).toBeHidden();
    await expectFitsTheScreen(page, 'The bike page, read to its end');
    await book.click();
    const booking = page.getByRole('dialog', { name: `Book ${BIKE}` });
    await booking.getByLabel('Phone').fill('01812345151');
    await expectFitsTheScreen(page, 'The booking dialog');
    await booking.getByRole('button', { name: 'Submit' }).click();
    await expectToast(page, `${BIKE} successfully booked!`);

    await openDashboardPage(page, 'My Orders');
    await page.getByRole('link', { name: `Pay for ${BIKE}` }).click();
    await expect(page).toHaveTitle(`Payment for ${BIKE} - ReRide`);
    await expectFitsTheScreen(page, 'The payment page');
    await payWithCard(page, '4242 4242 4242 4242');
    await expectToast(page, 'Payment Successfully Completed!');
    await expectFitsTheScreen(page, 'The paid payment page');
    await screenshot(page, 'phone-payment-paid');

    await openDashboardPage(page, 'My Orders');
    await page.getByRole('link', { name: BIKE, exact: true }).click();
    await expectOrderPage(page, BIKE);
    await expectFitsTheScreen(page, 'The order page');
    await expectNoSeriousA11yViolations(page, 'Order page (phone)');
    await openDashboardPage(page, 'My Wishlist');
    await openDashboardPage(page, 'Inbox');
    expect(errors).toEqual([]);
  });

  test('a seller reads the sale, the products and the earnings on a phone', async ({ newPage }) => {
    const { page, errors } = await onPhone(newPage, sellerAccount);

    await openDashboardPage(page, 'Orders');
    await expect(page.getByRole('rowheader', { name: BIKE })).toBeVisible();
    await openDashboardPage(page, 'My Products');
    await expect(page.getByRole('rowheader', { name: BIKE })).toBeVisible();
    await screenshot(page, 'phone-my-products');
    await openDashboardPage(page, 'My Earnings');
    await openDashboardPage(page, 'Add a product', 'Add a Product');
    expect(errors).toEqual([]);
  });

  test('an administrator goes through the moderation pages on a phone', async ({ newPage }) => {
    const { page, errors } = await onPhone(newPage, stack().accounts.admin);

    for (const label of [
      'All Sellers',
      'All Buyers',
      'Reported Items',
      'Reported Messages',
      'Disputes',
      'All orders',
    ]) {
      await openDashboardPage(page, label);
    }
    await expect(page.getByRole('rowheader', { name: BIKE })).toBeVisible();
    await screenshot(page, 'phone-all-orders');
    await openDashboardPage(page, 'Audit log');
    const filters = page.getByRole('form', { name: 'Filter the audit log' });
    await expect(filters.getByRole('button', { name: 'Search' })).toBeVisible();
    await screenshot(page, 'phone-audit-log');
    expect(errors).toEqual([]);
  });
});
