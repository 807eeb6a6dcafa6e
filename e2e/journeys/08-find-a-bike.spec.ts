import { beforeAll, describe, expect, test } from 'vitest';
import {
  bookBike,
  listBike,
  payBooking,
  registerAccount,
  type SeededAccount,
} from '@reride/devstack';
import {
  bikeCard,
  expectNoSeriousA11yViolations,
  expectPath,
  expectTitle,
  expectToast,
  expectVisible,
  loginAs,
  newPage,
  openDashboardLink,
  PHONE,
  rowOf,
  screenshot,
  seedTarget,
  type Account,
} from '../harness';

const PASSWORD = 'Journey#8ride';
const WANTED = 'Orbea Terra Gravel H30';
const OTHER = 'Orbea Terra Gravel H40';

const firstBuyer: Account = {
  name: 'Nadia Islam',
  email: 'nadia.finder@e2e.test',
  password: PASSWORD,
};
const secondBuyer: Account = {
  name: 'Omar Faruk',
  email: 'omar.quick@e2e.test',
  password: PASSWORD,
};

let wantedId = '';
let quickBuyer: SeededAccount;

/**
 * Two bikes that share the keyword and differ in frame size, listed the way sellers list them
 * (photos through POST /images, then POST /bikes), and the two buyers' accounts.
 */
beforeAll(async () => {
  const seller = await registerAccount(seedTarget(), {
    name: 'Sumon Gravel',
    email: 'sumon.gravel@e2e.test',
    password: PASSWORD,
    userType: 'Seller',
  });
  const listing = {
    kind: 'road',
    originalPrice: 1800,
    purchaseYear: 2022,
    condition: 'Excellent',
    location: 'Rajshahi, Bangladesh',
    mobile: '01710000008',
    description: 'Gravel bike with a carbon fork, tubeless ready.',
    brand: 'Orbea',
    wheelSize: '700c',
    frameMaterial: 'Aluminium',
  } as const;
  wantedId = await listBike(
    seedTarget(),
    seller,
    { ...listing, name: WANTED, resalePrice: 900, frameSize: 'M', photos: 3 },
    801,
  );
  await listBike(
    seedTarget(),
    seller,
    { ...listing, name: OTHER, resalePrice: 1100, frameSize: 'L' },
    802,
  );
  await registerAccount(seedTarget(), { ...firstBuyer, userType: 'Buyer' });
  quickBuyer = await registerAccount(seedTarget(), { ...secondBuyer, userType: 'Buyer' });
});

describe('Journey 8: finding the right bike', () => {
  test('a buyer searches, filters, opens the bike, saves it, and sees it Sold in My Wishlist once someone else buys it', async () => {
    const page = await newPage();
    await page.goto('/');

    // The navbar's search box, then the filter panel; everything lives in the URL.
    await page.getByRole('searchbox', { name: 'Search bikes' }).fill('orbea terra');
    await page.getByRole('searchbox', { name: 'Search bikes' }).press('Enter');
    await expectPath(page, '/search');
    await expectTitle(page, 'Search: orbea terra - ReRide');
    await expectVisible(bikeCard(page, WANTED));
    await expectVisible(bikeCard(page, OTHER));
    await expectVisible(page.getByText('2 bikes found'));
    await expectVisible(bikeCard(page, WANTED).getByText('Orbea · Frame M · 700c wheels'));
    await expectNoSeriousA11yViolations(page, 'Search results');

    await page.getByLabel('Frame size').selectOption('M');
    await page.getByRole('button', { name: 'Apply filters' }).click();
    await page.waitForURL((url) => url.searchParams.get('frameSize') === 'M');
    expect(new URL(page.url()).searchParams.get('q')).toBe('orbea terra');
    await expectVisible(page.getByText('1 bike found'));
    expect(await bikeCard(page, OTHER).count()).toBe(0);
    await screenshot(page, 'search-filters');

    // A visitor's Save goes through the login page and comes back to the bike.
    // The title's link (the photo repeats it for pointers, out of the tab order).
    await bikeCard(page, WANTED).getByRole('heading').getByRole('link', { name: WANTED }).click();
    await expectPath(page, `/bikes/${wantedId}`);
    await expectTitle(page, `${WANTED} - ReRide`);
    await expectVisible(page.getByRole('heading', { level: 1, name: WANTED }));
    await expectVisible(page.getByText('Member since', { exact: false }));
    expect(await page.locator('meta[property="og:title"]').getAttribute('content')).toBe(WANTED);
    const gallery = page.getByRole('region', { name: `Photos of ${WANTED}` });
    await expectVisible(gallery.getByText('Photo 1 of 3'));
    await gallery.getByRole('button', { name: 'Next photo' }).click();
    await expectVisible(gallery.getByText('Photo 2 of 3'));
    await page.keyboard.press('ArrowRight');
    await expectVisible(gallery.getByRole('img', { name: `${WANTED}, photo 3 of 3` }));
    await expectNoSeriousA11yViolations(page, 'Bike page (visitor)');

    await page.getByRole('button', { name: 'Save to wishlist' }).click();
    await expectToast(page, 'Please login as a buyer to save bikes');
    await expectPath(page, '/login');
    await loginAs(page, firstBuyer);
    await expectPath(page, `/bikes/${wantedId}`);

    await page.getByRole('button', { name: 'Save to wishlist' }).click();
    await expectToast(page, 'Saved to your wishlist');
    await expectVisible(page.getByRole('button', { name: 'Saved' }));
    await expectVisible(page.getByRole('button', { name: `Book ${WANTED}` }));
    await expectNoSeriousA11yViolations(page, 'Bike page (buyer, saved)');
    await screenshot(page, 'bike-page');

    await openDashboardLink(page, 'My Wishlist');
    await expectTitle(page, 'My Wishlist - ReRide');
    await expectVisible(rowOf(page, WANTED).getByText('Available', { exact: true }));

    // Someone else books and pays for it (through the API, as the seed does).
    const bookingId = await bookBike(seedTarget(), quickBuyer, wantedId, {
      phone: '01899999999',
      location: 'Shaheb Bazar, Rajshahi',
    });
    await payBooking(seedTarget(), quickBuyer, bookingId);

    await page.reload();
    await expectVisible(rowOf(page, WANTED).getByText('Sold', { exact: true }));
    await expectVisible(rowOf(page, WANTED).getByRole('link', { name: WANTED }));
    await expectNoSeriousA11yViolations(page, 'My Wishlist');
    await screenshot(page, 'my-wishlist');

    // The bike page stays reachable from the wishlist and says Sold, with no Book.
    await rowOf(page, WANTED).getByRole('link', { name: WANTED }).click();
    await expectVisible(page.getByText('This bike has been sold and can no longer be booked.'));
    expect(await page.getByRole('button', { name: `Book ${WANTED}` }).count()).toBe(0);

    // Removing it empties the wishlist.
    await openDashboardLink(page, 'My Wishlist');
    await rowOf(page, WANTED)
      .getByRole('button', { name: `Remove ${WANTED} from your wishlist` })
      .click();
    await expectToast(page, 'Removed from your wishlist');
    await expectVisible(page.getByText('Your wishlist is empty'));
  });

  test('on a phone the search box is in the navbar and the filters fold behind a button', async () => {
    const page = await newPage(PHONE);
    await page.goto('/search?q=orbea');
    await expectVisible(page.getByRole('searchbox', { name: 'Search bikes' }));
    const toggle = page.getByRole('button', { name: 'Filters', exact: true });
    expect(await toggle.getAttribute('aria-expanded')).toBe('false');
    expect(await page.getByLabel('Frame size').isVisible()).toBe(false);
    await toggle.click();
    await expectVisible(page.getByLabel('Frame size'));
    await page.getByLabel('Frame size').selectOption('L');
    await page.getByRole('button', { name: 'Apply filters' }).click();
    await page.waitForURL((url) => url.searchParams.get('frameSize') === 'L');
    await expectVisible(bikeCard(page, OTHER));
    await expectNoSeriousA11yViolations(page, 'Search (phone)');
  });
});
