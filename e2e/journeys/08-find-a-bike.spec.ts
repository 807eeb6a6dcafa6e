import type { Locator, Page } from '@playwright/test';
import {
  bookBike,
  listBike,
  payBooking,
  registerAccount,
  type SeededAccount,
} from '@reride/devstack';
import {
  type Account,
  bikeCard,
  expect,
  expectNoSeriousA11yViolations,
  expectNoToasts,
  expectPath,
  expectToast,
  journeyAccount,
  loginAs,
  openDashboardAs,
  openDashboardLink,
  PHONE,
  readLinkPreview,
  rowOf,
  screenshot,
  seedOnce,
  seedTarget,
  sellerWithBikeAndBuyer,
  test,
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
test.beforeAll(async () => {
  const seeded = await seedOnce('08-find-a-bike', async () => {
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
    const wanted = await listBike(
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
    const quick = await registerAccount(seedTarget(), { ...secondBuyer, userType: 'Buyer' });
    return { wantedId: wanted, quickBuyer: quick };
  });
  ({ wantedId, quickBuyer } = seeded);
});

test.describe('Journey 8: finding the right bike', () => {
  test('a buyer searches, filters, opens the bike, saves it, and sees it Sold in My Wishlist once someone else buys it', async ({
    page,
  }) => {
    await page.goto('/');

    // The navbar's search box, then the filter panel; everything lives in the URL.
    await page.getByRole('searchbox', { name: 'Search bikes' }).fill('orbea terra');
    await page.getByRole('searchbox', { name: 'Search bikes' }).press('Enter');
    await expectPath(page, '/search');
    await expect(page).toHaveTitle('Search: orbea terra - ReRide');
    await expect(bikeCard(page, WANTED)).toBeVisible();
    await expect(bikeCard(page, OTHER)).toBeVisible();
    await expect(page.getByText('2 bikes found')).toBeVisible();
    await expect(bikeCard(page, WANTED).getByText('Orbea · Frame M · 700c wheels')).toBeVisible();
    await expectNoSeriousA11yViolations(page, 'Search results');

    await page.getByLabel('Frame size').selectOption('M');
    await page.getByRole('button', { name: 'Apply filters' }).click();
    await expect(page).toHaveURL((url) => url.searchParams.get('frameSize') === 'M');
    expect(new URL(page.url()).searchParams.get('q')).toBe('orbea terra');
    await expect(page.getByText('1 bike found')).toBeVisible();
    await expect(bikeCard(page, OTHER)).toHaveCount(0);
    await screenshot(page, 'search-filters');

    // A visitor's Save goes through the login page and comes back to the bike.
    // The title's link (the photo repeats it for pointers, out of the tab order).
    await bikeCard(page, WANTED).getByRole('heading').getByRole('link', { name: WANTED }).click();
    await expectPath(page, `/bikes/${wantedId}`);
    await expect(page).toHaveTitle(`${WANTED} - ReRide`);
    await expect(page.getByRole('heading', { level: 1, name: WANTED })).toBeVisible();
    await expect(page.getByText('Member since', { exact: false })).toBeVisible();
    // A shared link is previewed from the server's HTML, which chat apps read without scripts.
    const shared = await (await fetch(page.url())).text();
    expect(readLinkPreview(shared, page.url()).title).toBe(WANTED);
    const gallery = page.getByRole('region', { name: `Photos of ${WANTED}` });
    await expect(gallery.getByText('Photo 1 of 3')).toBeVisible();
    await gallery.getByRole('button', { name: 'Next photo' }).click();
    await expect(gallery.getByText('Photo 2 of 3')).toBeVisible();
    await page.keyboard.press('ArrowRight');
    await expect(gallery.getByRole('img', { name: `${WANTED}, photo 3 of 3` })).toBeVisible();
    await expectNoSeriousA11yViolations(page, 'Bike page (visitor)');

    await page.getByRole('button', { name: 'Save to wishlist' }).click();
    await expectToast(page, 'Please login as a buyer to save bikes');
    await expectPath(page, '/login');
    await loginAs(page, firstBuyer);
    await expectPath(page, `/bikes/${wantedId}`);

    await page.getByRole('button', { name: 'Save to wishlist' }).click();
    await expectToast(page, 'Saved to your wishlist');
    await expect(page.getByRole('button', { name: 'Saved' })).toBeVisible();
    await expect(page.getByRole('button', { name: `Book ${WANTED}` })).toBeVisible();
    await expectNoSeriousA11yViolations(page, 'Bike page (buyer, saved)');
    await screenshot(page, 'bike-page');

    await openDashboardLink(page, 'My Wishlist');
    await expect(page).toHaveTitle('My Wishlist - ReRide');
    await expect(rowOf(page, WANTED).getByText('Available', { exact: true })).toBeVisible();

    // Someone else books and pays for it (through the API, as the seed does).
    const bookingId = await bookBike(seedTarget(), quickBuyer, wantedId, {
      phone: '01899999999',
      location: 'Shaheb Bazar, Rajshahi',
    });
    await payBooking(seedTarget(), quickBuyer, bookingId);

    await page.reload();
    await expect(rowOf(page, WANTED).getByText('Sold', { exact: true })).toBeVisible();
    await expect(rowOf(page, WANTED).getByRole('link', { name: WANTED })).toBeVisible();
    await expectNoSeriousA11yViolations(page, 'My Wishlist');
    await screenshot(page, 'my-wishlist');

    // The bike page stays reachable from the wishlist and says Sold, with no Book.
    await rowOf(page, WANTED).getByRole('link', { name: WANTED }).click();
    await expect(
      page.getByText('This bike has been sold and can no longer be booked.'),
    ).toBeVisible();
    await expect(page.getByRole('button', { name: `Book ${WANTED}` })).toHaveCount(0);

    // Removing it empties the wishlist.
    await openDashboardLink(page, 'My Wishlist');
    await rowOf(page, WANTED)
      .getByRole('button', { name: `Remove ${WANTED} from your wishlist` })
      .click();
    await expectToast(page, 'Removed from your wishlist');
    await expect(page.getByText('Your wishlist is empty')).toBeVisible();
  });

  test('on a phone the search box is in the navbar and the filters fold behind a button', async ({
    newPage,
  }) => {
    const page = await newPage(PHONE);
    await page.goto('/search?q=orbea');
    await expect(page.getByRole('searchbox', { name: 'Search bikes' })).toBeVisible();
    const toggle = page.getByRole('button', { name: 'Filters', exact: true });
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(page.getByLabel('Frame size')).toBeHidden();
    await toggle.click();
    await expect(page.getByLabel('Frame size')).toBeVisible();
    await page.getByLabel('Frame size').selectOption('L');
    await page.getByRole('button', { name: 'Apply filters' }).click();
    await expect(page).toHaveURL((url) => url.searchParams.get('frameSize') === 'L');
    await expect(bikeCard(page, OTHER)).toBeVisible();
    await expectNoSeriousA11yViolations(page, 'Search (phone)');
  });
});

// Asking the seller before buying (docs/domain.md#conversations).
const BIKE = 'Meridian Gravel 2';
const QUESTION = '<b>Is the frame 54 cm?</b>';
const ANSWER = 'Yes, a 54 cm frame: it fits riders from 1.70 m to 1.80 m.';
const PRIVACY =
  'Phone numbers and emails stay private until the order is paid: arrange everything here.';

const account = (name: string, email: string) => journeyAccount(11, name, email);
const sellerAccount = account('Nadia Meridian', 'nadia.meridian@e2e.test');
const buyerAccount = account('Arif Rahman', 'arif.questions@e2e.test');

let bikeId = '';

/** Asking: a seller with one gravel bike, and a buyer with nothing yet, both through the API. */
test.beforeAll(async () => {
  bikeId = await seedOnce('08-ask-the-seller', async () => {
    return sellerWithBikeAndBuyer(
      sellerAccount,
      buyerAccount,
      {
        name: BIKE,
        kind: 'road',
        resalePrice: 540,
        originalPrice: 900,
        purchaseYear: 2022,
        condition: 'Good',
        location: 'Dhaka, Bangladesh',
        mobile: '01710000011',
        description: 'Gravel bike with 40 mm tyres, one owner.',
      },
      1101,
    );
  });
});

/** The dashboard sidebar's Inbox link, named with its unread badge ("Inbox 1 unread message"). */
function inboxLink(page: Page, name: string): Locator {
  return page
    .getByRole('navigation', { name: 'Dashboard' })
    .getByRole('link', { name, exact: true });
}

/** The Inbox row (a link) of the bike's conversation. */
function inboxRow(page: Page): Locator {
  return page
    .getByRole('list', { name: 'Conversations' })
    .getByRole('link')
    .filter({ hasText: BIKE });
}

/** The conversation page of the bike: its head, the privacy note and the composer. */
async function expectConversationPage(page: Page): Promise<void> {
  await expect(page).toHaveURL((url) => /^\/dashboard\/inbox\/[^/]+$/.test(url.pathname));
  await expect(page.getByRole('heading', { level: 1, name: BIKE })).toBeVisible();
  await expect(page).toHaveTitle(`Conversation: ${BIKE} - ReRide`);
  await expect(page.getByRole('note').getByText(PRIVACY, { exact: true })).toBeVisible();
  await expect(page.getByRole('textbox', { name: /Your message/ })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Send', exact: true })).toBeVisible();
}

/** A message in the log: who wrote it and its text, shown literally (no markup). */
async function expectMessage(page: Page, sender: string, text: string): Promise<void> {
  const log = page.getByRole('log', { name: 'Messages' });
  const message = log.getByRole('listitem').filter({ hasText: text });
  await expect(message.getByText(text, { exact: true })).toBeVisible();
  await expect(message.getByText(sender, { exact: true })).toBeVisible();
}

test.describe('Journey 8, part 2: a buyer asks the seller about a bike, the seller answers from the Inbox', () => {
  test('the question starts a conversation, the seller sees it unread, answers, and the buyer reads the answer', async ({
    newPage,
  }) => {
    // The buyer asks from the bike's page.
    const buyer = await newPage();
    await loginAs(buyer, buyerAccount);
    await buyer.goto(`/bikes/${bikeId}`);
    await expect(buyer.getByRole('heading', { level: 1, name: BIKE })).toBeVisible();
    await buyer.getByRole('button', { name: `Ask the seller about ${BIKE}` }).click();
    const dialog = buyer.getByRole('dialog', { name: `Ask the seller about ${BIKE}` });
    await expect(dialog.getByText(PRIVACY, { exact: true })).toBeVisible();
    const question = dialog.getByRole('textbox', { name: /Your question/ });
    await expect(question).toBeVisible();
    await expectNoSeriousA11yViolations(buyer, 'Ask the seller (modal)');
    await question.fill(QUESTION);
    await dialog.getByRole('button', { name: 'Send', exact: true }).click();
    await expectToast(buyer, 'Your question was sent to the seller');

    // The conversation opens, with the question as plain text.
    await expectConversationPage(buyer);
    await expect(buyer.getByText(`With ${sellerAccount.name} (seller)`)).toBeVisible();
    await expectMessage(buyer, 'You', QUESTION);
    await expect(buyer.getByRole('log', { name: 'Messages' }).locator('b')).toHaveCount(0);
    await expectNoSeriousA11yViolations(buyer, 'Conversation (buyer)');

    // The buyer's Inbox: the conversation, nothing unread (the question is theirs).
    await inboxLink(buyer, 'Inbox').click();
    await expect(buyer).toHaveTitle('Inbox - ReRide');
    await expect(inboxRow(buyer).getByText(QUESTION, { exact: true })).toBeVisible();
    await expect(inboxRow(buyer).getByText(sellerAccount.name)).toBeVisible();
    await expect(inboxRow(buyer).getByText(/unread/)).toHaveCount(0);

    // The seller sees one unread message, in the nav and on the row.
    const seller = await openDashboardAs(await newPage(), sellerAccount, 'Inbox');
    await expect(inboxLink(seller, 'Inbox 1 unread message')).toBeVisible();
    const row = inboxRow(seller);
    await expect(row.getByText(QUESTION, { exact: true })).toBeVisible();
    await expect(row.getByText(buyerAccount.name)).toBeVisible();
    await expect(row).toContainClass('is-unread');
    await expect(
      seller.getByRole('link', { name: new RegExp(`${BIKE}.*1 unread message`) }),
    ).toBeVisible();
    await expectNoSeriousA11yViolations(seller, 'Inbox (seller, 1 unread)');
    await expectNoToasts(seller);
    await screenshot(seller, 'inbox');

    // The seller reads the question (now read: the badge goes) and answers.
    await row.click();
    await expectConversationPage(seller);
    await expect(seller.getByText(`With ${buyerAccount.name} (buyer)`)).toBeVisible();
    await expectMessage(seller, buyerAccount.name, QUESTION);
    await expect(seller.getByRole('log', { name: 'Messages' }).locator('b')).toHaveCount(0);
    await expect(inboxLink(seller, 'Inbox')).toBeVisible();
    const composer = seller.getByRole('textbox', { name: /Your message/ });
    await composer.fill(ANSWER);
    await seller.getByRole('button', { name: 'Send', exact: true }).click();
    await expectMessage(seller, 'You', ANSWER);
    await expect(composer).toHaveValue('');
    await expectNoSeriousA11yViolations(seller, 'Conversation (seller)');
    await expectNoToasts(seller);
    await screenshot(seller, 'conversation');

    // The buyer comes back to the Inbox: one unread answer.
    await buyer.reload();
    await expect(buyer).toHaveTitle('Inbox - ReRide');
    await expect(inboxLink(buyer, 'Inbox 1 unread message')).toBeVisible();
    await expect(inboxRow(buyer).getByText(ANSWER, { exact: true })).toBeVisible();
    await expect(
      buyer.getByRole('link', { name: new RegExp(`${BIKE}.*1 unread message`) }),
    ).toBeVisible();
    await expectNoSeriousA11yViolations(buyer, 'Inbox (buyer, 1 unread)');
    await inboxRow(buyer).click();
    await expectConversationPage(buyer);
    await expectMessage(buyer, 'You', QUESTION);
    await expectMessage(buyer, sellerAccount.name, ANSWER);
    await expect(inboxLink(buyer, 'Inbox')).toBeVisible();
  });
});
