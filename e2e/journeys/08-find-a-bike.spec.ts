import { beforeAll, describe, expect, test } from 'vitest';
import type { Locator, Page } from 'playwright-core';
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
  expectNoSeriousA11yViolations,
  expectNoToasts,
  expectPath,
  expectTitle,
  expectToast,
  expectVisible,
  journeyAccount,
  loginAs,
  newPage,
  openDashboardLink,
  PHONE,
  readLinkPreview,
  rowOf,
  screenshot,
  seedTarget,
  sellerWithBikeAndBuyer,
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
    // A shared link is previewed from the server's HTML, which chat apps read without scripts.
    const shared = await (await fetch(page.url())).text();
    expect(readLinkPreview(shared, page.url()).title).toBe(WANTED);
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
beforeAll(async () => {
  bikeId = await sellerWithBikeAndBuyer(
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
  await page.waitForURL((url) => /^\/dashboard\/inbox\/[^/]+$/.test(url.pathname));
  await expectVisible(page.getByRole('heading', { level: 1, name: BIKE }));
  await expectTitle(page, `Conversation: ${BIKE} - ReRide`);
  await expectVisible(page.getByRole('note').getByText(PRIVACY, { exact: true }));
  await expectVisible(page.getByRole('textbox', { name: /Your message/ }));
  await expectVisible(page.getByRole('button', { name: 'Send', exact: true }));
}

/** A message in the log: who wrote it and its text, shown literally (no markup). */
async function expectMessage(page: Page, sender: string, text: string): Promise<void> {
  const log = page.getByRole('log', { name: 'Messages' });
  const message = log.getByRole('listitem').filter({ hasText: text });
  await expectVisible(message.getByText(text, { exact: true }));
  await expectVisible(message.getByText(sender, { exact: true }));
}

describe('Journey 8, part 2: a buyer asks the seller about a bike, the seller answers from the Inbox', () => {
  test('the question starts a conversation, the seller sees it unread, answers, and the buyer reads the answer', async () => {
    // The buyer asks from the bike's page.
    const buyer = await newPage();
    await loginAs(buyer, buyerAccount);
    await buyer.goto(`/bikes/${bikeId}`);
    await expectVisible(buyer.getByRole('heading', { level: 1, name: BIKE }));
    await buyer.getByRole('button', { name: `Ask the seller about ${BIKE}` }).click();
    const dialog = buyer.getByRole('dialog', { name: `Ask the seller about ${BIKE}` });
    await expectVisible(dialog.getByText(PRIVACY, { exact: true }));
    const question = dialog.getByRole('textbox', { name: /Your question/ });
    await expectVisible(question);
    await expectNoSeriousA11yViolations(buyer, 'Ask the seller (modal)');
    await question.fill(QUESTION);
    await dialog.getByRole('button', { name: 'Send', exact: true }).click();
    await expectToast(buyer, 'Your question was sent to the seller');

    // The conversation opens, with the question as plain text.
    await expectConversationPage(buyer);
    await expectVisible(buyer.getByText(`With ${sellerAccount.name} (seller)`));
    await expectMessage(buyer, 'You', QUESTION);
    expect(await buyer.getByRole('log', { name: 'Messages' }).locator('b').count()).toBe(0);
    await expectNoSeriousA11yViolations(buyer, 'Conversation (buyer)');

    // The buyer's Inbox: the conversation, nothing unread (the question is theirs).
    await inboxLink(buyer, 'Inbox').click();
    await expectTitle(buyer, 'Inbox - ReRide');
    await expectVisible(inboxRow(buyer).getByText(QUESTION, { exact: true }));
    await expectVisible(inboxRow(buyer).getByText(sellerAccount.name));
    expect(
      await inboxRow(buyer)
        .getByText(/unread/)
        .count(),
    ).toBe(0);

    // The seller sees one unread message, in the nav and on the row.
    const seller = await newPage();
    await loginAs(seller, sellerAccount);
    await openDashboardLink(seller, 'Inbox');
    await expectTitle(seller, 'Inbox - ReRide');
    await expectVisible(inboxLink(seller, 'Inbox 1 unread message'));
    const row = inboxRow(seller);
    await expectVisible(row.getByText(QUESTION, { exact: true }));
    await expectVisible(row.getByText(buyerAccount.name));
    expect(await row.getAttribute('class')).toContain('is-unread');
    await expectVisible(
      seller.getByRole('link', { name: new RegExp(`${BIKE}.*1 unread message`) }),
    );
    await expectNoSeriousA11yViolations(seller, 'Inbox (seller, 1 unread)');
    await expectNoToasts(seller);
    await screenshot(seller, 'inbox');

    // The seller reads the question (now read: the badge goes) and answers.
    await row.click();
    await expectConversationPage(seller);
    await expectVisible(seller.getByText(`With ${buyerAccount.name} (buyer)`));
    await expectMessage(seller, buyerAccount.name, QUESTION);
    expect(await seller.getByRole('log', { name: 'Messages' }).locator('b').count()).toBe(0);
    await expectVisible(inboxLink(seller, 'Inbox'));
    const composer = seller.getByRole('textbox', { name: /Your message/ });
    await composer.fill(ANSWER);
    await seller.getByRole('button', { name: 'Send', exact: true }).click();
    await expectMessage(seller, 'You', ANSWER);
    expect(await composer.inputValue()).toBe('');
    await expectNoSeriousA11yViolations(seller, 'Conversation (seller)');
    await expectNoToasts(seller);
    await screenshot(seller, 'conversation');

    // The buyer comes back to the Inbox: one unread answer.
    await buyer.reload();
    await expectTitle(buyer, 'Inbox - ReRide');
    await expectVisible(inboxLink(buyer, 'Inbox 1 unread message'));
    await expectVisible(inboxRow(buyer).getByText(ANSWER, { exact: true }));
    await expectVisible(buyer.getByRole('link', { name: new RegExp(`${BIKE}.*1 unread message`) }));
    await expectNoSeriousA11yViolations(buyer, 'Inbox (buyer, 1 unread)');
    await inboxRow(buyer).click();
    await expectConversationPage(buyer);
    await expectMessage(buyer, 'You', QUESTION);
    await expectMessage(buyer, sellerAccount.name, ANSWER);
    await expectVisible(inboxLink(buyer, 'Inbox'));
  });
});
