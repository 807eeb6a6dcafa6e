import type { BikeListing } from '@reride/devstack';
import {
  consoleErrors,
  expect,
  journeyAccount,
  PHONE,
  screenshot,
  seedOnce,
  sellerWithBikes,
  test,
} from '../harness';

// The maps (docs/decisions/014-places-and-distance.md, "Maps"): results beside their map on a
// desktop, behind a Map tab on a 390 px phone, and a bike's approximate area. No tile server is
// configured, so the maps draw the offline outline and ask no other machine for anything.

const WORD = 'Cartograph';
const sellerAccount = journeyAccount(25, 'Nusrat Jahan', 'nusrat.map@e2e.test');
const buyerAccount = journeyAccount(25, 'Tanvir Hasan', 'tanvir.map@e2e.test');

const LISTING: BikeListing = {
  name: `${WORD} Tourer`,
  kind: 'road',
  resalePrice: 420,
  originalPrice: 700,
  purchaseYear: 2021,
  condition: 'Good',
  location: 'Sylhet, Bangladesh',
  mobile: '01710000251',
  description: 'A touring bike for the map journey.',
};

let bikeIds: readonly string[] = [];

test.beforeAll(async () => {
  bikeIds = await seedOnce('25-map', async () => {
    const { bikeIds: ids } = await sellerWithBikes(
      { seller: sellerAccount, buyer: buyerAccount },
      LISTING,
      [
        { ...LISTING, artSeed: 2501 },
        { ...LISTING, name: `${WORD} Sprinter`, artSeed: 2502 },
        { ...LISTING, name: `${WORD} Trekker`, location: 'Khulna, Bangladesh', artSeed: 2503 },
      ],
    );
    return [...ids];
  });
});

test.describe('Journey 25: maps', () => {
  test('a desktop shows the results beside their map, a marker per place', async ({ page }) => {
    const errors = consoleErrors(page);
    await page.goto(`/search?q=${WORD}`);
    await expect(page.getByRole('article')).toHaveCount(3);
    const map = page.getByRole('region', { name: 'Map of the results' });
    await expect(map).toBeVisible();
    // No tabs on a wide screen: the list and the map side by side.
    await expect(page.getByRole('tablist')).toBeHidden();
    await expect(map).toHaveAttribute('data-map-state', 'ready');
    // Two Sylhet bikes under one marker with their count, one in Khulna.
    const sylhet = map.getByRole('button', { name: '2 bikes at Sylhet' });
    await expect(sylhet).toBeVisible();
    await expect(sylhet).toHaveText('2');
    await expect(map.getByRole('button', { name: '1 bike at Khulna' })).toBeVisible();
    // The keyboard opens a marker's popup and lands on its first bike's link.
    await sylhet.focus();
    await page.keyboard.press('Enter');
    const link = map.getByRole('link', { name: `${WORD} Sprinter` });
    await expect(link).toBeVisible();
    await expect(map.getByRole('link', { name: `${WORD} Tourer` })).toBeVisible();
    await screenshot(page, 'map-search');
    await map
      .getByRole('link', { name: `${WORD} Trekker` })
      .or(link)
      .first()
      .click();
    await expect(page).toHaveURL(/\/bikes\//);
    expect(errors).toEqual([]);
  });

  test('a phone switches to the map with its tab, and a bike page shows its area', async ({
    newPage,
  }) => {
    const page = await newPage(PHONE);
    const errors = consoleErrors(page);
    await page.goto(`/search?q=${WORD}`);
    await expect(page.getByRole('article')).toHaveCount(3);
    const map = page.getByRole('region', { name: 'Map of the results' });
    await expect(map).toBeHidden();
    await page.getByRole('tab', { name: 'Map' }).click();
    await expect(page.getByRole('tab', { name: 'Map' })).toHaveAttribute('aria-selected', 'true');
    await expect(map).toBeVisible();
    await expect(map.getByRole('button', { name: '2 bikes at Sylhet' })).toBeVisible();
    await expect(page.getByRole('article').first()).toBeHidden();

    await page.goto(`/bikes/${bikeIds[0]}`);
    const area = page.getByRole('region', { name: "Map of the bike's approximate area" });
    await area.scrollIntoViewIfNeeded();
    await expect(area).toHaveAttribute('data-map-state', 'ready');
    await expect(area.getByText('Sylhet', { exact: true }).first()).toBeVisible();
    await screenshot(page, 'map-bike', {
      scrollTo: page.getByRole('heading', { name: 'Approximate area' }),
    });
    expect(errors).toEqual([]);
  });
});
