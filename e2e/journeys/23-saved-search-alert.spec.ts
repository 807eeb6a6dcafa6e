import {
  listBike,
  readCaughtMailHeaders,
  readCaughtMails,
  registerAccount,
  saveSearch,
  type SeededAccount,
} from '@reride/devstack';
import { savedSearchName, placesMessages, savedSearchMessages } from '@reride/shared';
import {
  bell,
  expect,
  expectFitsTheScreen,
  expectNoSeriousA11yViolations,
  expectLive,
  expectToast,
  journeyAccount,
  loginAs,
  mailsTo,
  openBell,
  PHONE,
  screenshot,
  screenshotFile,
  seedOnce,
  seedTarget,
  stack,
  test,
} from '../harness';

/**
 * Journey 23: a saved search's instant alert (docs/domain.md#alerts, #places). A buyer saves
 * "Road bikes within 15 km of Mirpur under $600"; a road bike listed in Uttara (about 6 km
 * away) reaches them live in the bell and by email; the email's link stops the search without
 * signing in, and the next matching bike tells them nothing. Another buyer's search, left on,
 * shows when the match job has compared the later bikes: no sleep stands in for it.
 */
const words = savedSearchMessages;
const pm = placesMessages;
const ROAD = '637f4e0c7d8f1b2a3c4d5e02';
const SEARCH = 'Road bikes within 15 km of Mirpur under $600';
const FIRST = 'Giant Contend 2 Uttara';
const SECOND = 'Giant Contend 3 Uttara';
/** Over the buyer's $600: only the other buyer's search, which has no price cap, takes it. */
const THIRD = 'Giant TCR Advanced Uttara';
const WATCHED = { categoryId: ROAD, near: 'mirpur', radiusKm: 15 } as const;
const PRICE = 450;

const buyerAccount = journeyAccount(23, 'Farhana Alert', 'farhana.alert@e2e.test');
const sellerAccount = journeyAccount(23, 'Sohel Roadster', 'sohel.roadster@e2e.test');
const watcherAccount = journeyAccount(23, 'Nadia Watcher', 'nadia.watcher@e2e.test');

const listing = {
  kind: 'road',
  originalPrice: 800,
  purchaseYear: 2022,
  condition: 'Good',
  location: 'Dhaka, Bangladesh',
  placeId: 'uttara',
  mobile: '01710000023',
  description: 'Aluminium road bike, 54 cm frame, new brake pads.',
  brand: 'Giant',
} as const;

let seller: SeededAccount;
let watched = '';

test.beforeAll(async () => {
  ({ seller, watched } = await seedOnce('23-saved-search-alert', async () => {
    await registerAccount(seedTarget(), { ...buyerAccount, userType: 'Buyer' });
    const watcher = await registerAccount(seedTarget(), { ...watcherAccount, userType: 'Buyer' });
    const { name } = await saveSearch(seedTarget(), watcher, WATCHED);
    return {
      seller: await registerAccount(seedTarget(), { ...sellerAccount, userType: 'Seller' }),
      watched: name,
    };
  }));
});

test.describe('Journey 23: a saved search tells its buyer, until they unsubscribe', () => {
  test('an instant alert arrives live and by email; its link stops the next one', async ({
    page: buyer,
    newPage,
  }) => {
    // The name the product gives these filters is the one the journey expects.
    expect(savedSearchName({ categoryId: ROAD, near: 'mirpur', radiusKm: 15, maxPrice: 600 })).toBe(
      SEARCH,
    );

    // The buyer filters the search: road bikes, within 15 km of Mirpur, up to $600.
    await loginAs(buyer, buyerAccount);
    await buyer.goto('/search');
    const filters = buyer.getByRole('search', { name: 'Filter bikes' });
    await filters.getByLabel('Category').selectOption({ label: 'Road Bikes' });
    await filters.getByLabel('Max price').fill('600');
    await filters.getByLabel(`${pm.withinLabel} (km)`).fill('15');
    const place = filters.getByRole('combobox', { name: pm.kmOf });
    await place.fill('Mirpur');
    await buyer.getByRole('option', { name: 'Mirpur, Dhaka', exact: true }).click();
    await expect(place).toHaveValue('Mirpur, Dhaka');
    await filters.getByRole('button', { name: 'Apply filters' }).click();
    await expect(buyer).toHaveURL(
      (url) =>
        url.searchParams.get('categoryId') === ROAD &&
        url.searchParams.get('near') === 'mirpur' &&
        url.searchParams.get('radiusKm') === '15' &&
        url.searchParams.get('maxPrice') === '600',
    );

    // "Save this search", told at once.
    await buyer.getByRole('button', { name: words.save }).click();
    const instant = buyer.getByRole('radio', { name: words.frequency.instant });
    await expect(instant).toBeChecked();
    await buyer.getByRole('button', { name: words.save }).click();
    await expectToast(buyer, words.saved);

    await buyer.goto('/dashboard/searches');
    const saved = buyer.getByRole('listitem').filter({ hasText: SEARCH });
    await expect(saved).toBeVisible();
    await expect(
      saved.getByText('Road Bikes · up to $600 · within 15 km of Mirpur, Dhaka'),
    ).toBeVisible();
    await expect(saved.getByText(words.frequency.instant)).toBeVisible();
    await screenshot(buyer, 'saved-searches');
    await expectNoSeriousA11yViolations(buyer, 'Saved searches');
    await expectLive(buyer);
    await expect(bell(buyer)).toHaveAccessibleName('Notifications');

    // A seller lists a matching road bike in Uttara, about 6 km from Mirpur.
    const firstId = await listBike(
      seedTarget(),
      seller,
      { ...listing, name: FIRST, resalePrice: PRICE },
      2301,
    );

    // Without a reload, the bell tells the match.
    await expect(bell(buyer)).toHaveAccessibleName('Notifications, 1 unread');
    const panel = await openBell(buyer);
    await expect(panel.getByText(words.alertTitle(SEARCH))).toBeVisible();
    await expect(panel.getByText(words.alertBody(FIRST, `$${PRICE}`))).toBeVisible();
    await buyer.keyboard.press('Escape');

    // And by email, with the one-click unsubscribe headers and a link to the bike.
    const subject = `${words.alertTitle(SEARCH)}: ${FIRST}`;
    const [mail] = await mailsTo(buyerAccount.email, [subject]);
    expect(mail!.text).toContain(words.alertBody(FIRST, `$${PRICE}`));
    expect(mail!.html).toContain(`/bikes/${firstId}`);
    const link = /(http\S+\/unsubscribe\?token=(\S+))/.exec(mail!.text);
    expect(link, 'the unsubscribe link of the mail').not.toBeNull();
    const token = link![2]!;
    const headers = await readCaughtMailHeaders(stack().mailUrl, mail!.id);
    expect(headers['list-unsubscribe']).toBe(
      `<${stack().apiUrl}/saved-searches/unsubscribe/${token}>`,
    );
    expect(headers['list-unsubscribe-post']).toBe('List-Unsubscribe=One-Click');

    // A sample email, drawn from its real HTML part.
    const mailPage = await newPage();
    await mailPage.setContent(mail!.html);
    await screenshot(mailPage, 'alert-email');

    // The link, opened where nobody is signed in, asks first, then stops the search.
    const stranger = await newPage();
    await stranger.goto(link![1]!);
    await expect(stranger.getByRole('heading', { name: words.unsubscribe.title })).toBeVisible();
    await expect(stranger.getByText(words.unsubscribe.confirm(SEARCH))).toBeVisible();
    await expectNoSeriousA11yViolations(stranger, 'Unsubscribe');
    await stranger.getByRole('button', { name: words.unsubscribe.button }).click();
    await expect(stranger.getByText(words.unsubscribe.done(SEARCH))).toBeVisible();

    // The buyer's saved searches say it is paused.
    await buyer.reload();
    await expect(saved.getByText(`· ${words.paused}`)).toBeVisible();
    await expect(saved.getByRole('button', { name: words.resume })).toBeVisible();
    await expectLive(buyer);
    // The first alert is still unread: opening the panel marks nothing read.
    await expect(bell(buyer)).toHaveAccessibleName('Notifications, 1 unread');

    // A second matching bike, then one over $600. The job compares queued bikes oldest first
    // and the outbox sends oldest first: once the other buyer has the third bike's mail, the
    // second was compared with the paused search, and any mail of it was sent.
    await listBike(seedTarget(), seller, { ...listing, name: SECOND, resalePrice: 500 }, 2302);
    await listBike(seedTarget(), seller, { ...listing, name: THIRD, resalePrice: 700 }, 2303);
    await mailsTo(
      watcherAccount.email,
      [FIRST, SECOND, THIRD].map((bike) => `${words.alertTitle(watched)}: ${bike}`),
    );
    // No bell alert and no email for the stopped search.
    await expect(bell(buyer)).toHaveAccessibleName('Notifications, 1 unread');
    const panelAfter = await openBell(buyer);
    await expect(panelAfter.getByText(words.alertTitle(SEARCH))).toHaveCount(1);
    await expect(panelAfter.getByText(SECOND)).toHaveCount(0);
    await buyer.keyboard.press('Escape');
    await bell(buyer).blur();
    const mine = (await readCaughtMails(stack().mailUrl)).filter((m) =>
      m.to.includes(buyerAccount.email),
    );
    expect(mine.map((m) => m.subject)).toEqual([subject]);

    // The saved searches on a phone.
    await buyer.setViewportSize(PHONE);
    await expect(saved).toBeVisible();
    await expectFitsTheScreen(buyer, 'Saved searches');
    await buyer.screenshot({ path: screenshotFile('saved-search-phone'), animations: 'disabled' });
  });
});
