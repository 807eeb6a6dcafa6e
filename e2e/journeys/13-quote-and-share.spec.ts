import { currentYear, siteMessages, shareMessages } from '@reride/shared';
import type { Page } from '@playwright/test';
import {
  expect,
  expectNoSeriousA11yViolations,
  expectPath,
  expectToast,
  journeyAccount,
  screenshot,
  seedOnce,
  sellerWithBikes,
  stack,
  test,
} from '../harness';

// The instant quote (docs/domain.md#quotes) and sharing a bike, as a visitor meets them.

const BRAND = 'Cube';
const BOUGHT = currentYear() - 3;
const PRICES = [300, 350, 400, 450, 500] as const;
const SHARED = `${BRAND} Aim Race 29`;

const sellerAccount = journeyAccount(13, 'Rafiq Cube', 'rafiq.cube@e2e.test');
const buyerAccount = journeyAccount(13, 'Lina Quote', 'lina.quote@e2e.test');

let sharedId = '';

/** Five mountain bikes of one brand, Good, bought the same year: enough for the brand's quote. */
test.beforeAll(async () => {
  sharedId = await seedOnce('13-quote-and-share', async () => {
    const { bikeIds } = await sellerWithBikes(
      { seller: sellerAccount, buyer: buyerAccount },
      {
        kind: 'mountain',
        originalPrice: 900,
        purchaseYear: BOUGHT,
        condition: 'Good',
        location: 'Sylhet, Bangladesh',
        mobile: '01710000131',
        description: 'Hardtail, 29 inch wheels, serviced this spring.',
        brand: BRAND,
      },
      PRICES.map((resalePrice, i) => ({
        name: i === 0 ? SHARED : `${BRAND} Attention ${i}`,
        resalePrice,
        artSeed: 1301 + i,
      })),
    );
    const [shared = ''] = bikeIds;
    return shared;
  });
});

/** The quote form, filled and sent; the answer's heading once it is there. */
async function askForQuote(
  page: Page,
  fields: { brand?: string; year: number; condition: string; category: string; priceNew?: number },
) {
  const form = page.getByRole('form', { name: 'Your bike' });
  await form.getByLabel('Category').selectOption({ label: fields.category });
  await form.getByLabel('Brand').fill(fields.brand ?? '');
  await form.getByLabel('Year bought').fill(String(fields.year));
  await form.getByLabel('Condition').selectOption(fields.condition);
  await form.getByLabel('Price new ($)').fill(fields.priceNew ? String(fields.priceNew) : '');
  await form.getByRole('button', { name: siteMessages.quote.submit }).click();
}

test.describe('Journey 13: an instant quote, and sharing a bike', () => {
  test("a visitor opens Get Instant Quote from Home and reads the market's figures, then a labelled depreciation estimate", async ({
    newPage,
  }) => {
    const page = await newPage();
    await page.goto('/');
    await page.getByRole('link', { name: 'Get Instant Quote' }).click();
    await expectPath(page, '/quote');
    await expect(page).toHaveTitle('Instant Quote - ReRide');
    await expect(page.getByText('Tell us about your bike')).toBeVisible();
    await expectNoSeriousA11yViolations(page, 'Instant Quote (empty)');

    await askForQuote(page, {
      category: 'Mountain Bikes',
      brand: BRAND,
      year: BOUGHT,
      condition: 'Good',
    });
    await expect(page.getByRole('heading', { name: 'Typical price $400' })).toBeVisible();
    await expect(
      page.getByText('Half ask between $350 and $450; all from $300 to $500.'),
    ).toBeVisible();
    await expect(
      page.getByText(siteMessages.quote.basis.brand(BRAND, 5), { exact: false }),
    ).toBeVisible();
    // The quote is a link: opened afresh, the server draws the same answer.
    const link = page.url();
    expect(new URL(link).searchParams.get('brand')).toBe(BRAND);
    await expectNoSeriousA11yViolations(page, 'Instant Quote (market)');
    await screenshot(page, 'instant-quote');

    // Bikes bought long ago compare with none: the price new gives a plainly labelled estimate.
    await askForQuote(page, {
      category: 'Mountain Bikes',
      year: 2016,
      condition: 'Fair',
      priceNew: 1500,
    });
    await expect(page.getByText('Depreciation estimate', { exact: true })).toBeVisible();
    await expect(page.getByRole('heading', { name: /^Estimated value \$\d+/ })).toBeVisible();
    await expect(page.getByText(/^Estimate from depreciation: only \d+ similar/)).toBeVisible();
    await expectNoSeriousA11yViolations(page, 'Instant Quote (depreciation)');

    await page.goBack();
    await expect(page.getByRole('heading', { name: 'Typical price $400' })).toBeVisible();
    await expect(page.getByLabel('Brand')).toHaveValue(BRAND);
  });

  test('Share copies the bike’s link where the browser has no share sheet (clipboard permission granted)', async ({
    context,
    page,
  }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], {
      origin: stack().webUrl,
    });
    await page.goto(`/bikes/${sharedId}`);
    await expect(page.getByRole('heading', { level: 1, name: SHARED })).toBeVisible();
    expect(await page.evaluate(() => typeof navigator.share)).toBe('undefined');

    // From the keyboard: the button takes focus and Enter presses it.
    const share = page.getByRole('button', { name: `Share ${SHARED}` });
    await share.focus();
    await page.keyboard.press('Enter');
    await expectToast(page, shareMessages.copied);
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(page.url());
    await expect(share).toBeFocused();
    await expectNoSeriousA11yViolations(page, 'Bike page (link copied)');
  });

  test('Share opens the share sheet with the bike’s name and link (navigator.share stubbed by an init script)', async ({
    newPage,
  }) => {
    const page = await newPage();
    await page.addInitScript(() => {
      const shared: ShareData[] = [];
      Object.assign(window, { sharedForTest: shared });
      Object.defineProperty(navigator, 'share', {
        configurable: true,
        value: (data: ShareData) => {
          shared.push(data);
          return Promise.resolve();
        },
      });
    });
    await page.goto(`/bikes/${sharedId}`);
    await page.getByRole('button', { name: `Share ${SHARED}` }).click();

    await expect
      .poll(() =>
        page.evaluate(() => (window as unknown as { sharedForTest: ShareData[] }).sharedForTest),
      )
      .toEqual([{ title: SHARED, url: page.url() }]);
    await expect(page.getByText(shareMessages.copied)).toHaveCount(0);
  });
});
