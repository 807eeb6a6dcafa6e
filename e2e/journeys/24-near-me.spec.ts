import { listBike, registerAccount } from '@reride/devstack';
import { catalogueMessages, placesMessages } from '@reride/shared';
import {
  bikeCard,
  expect,
  expectNoSeriousA11yViolations,
  expectPath,
  seedOnce,
  seedTarget,
  test,
} from '../harness';

/**
 * Journey 24: "Near me" (docs/domain.md#places). The browser's position is set by Playwright
 * next to Uttara, and the location permission granted, so the button's request is answered as a
 * person who allowed it would answer it. Demo bikes sit at their city's centre (Dhaka's is about
 * 8 km from Uttara); the two listed here name their area.
 */
const PASSWORD = 'Journey#24ride';
const IN_UTTARA = 'Veloce Legion 30 Uttara';
const IN_MIRPUR = 'Veloce Legion 50 Mirpur';
const pm = placesMessages;

test.use({
  geolocation: { latitude: 23.8752, longitude: 90.3801 },
  permissions: ['geolocation'],
});

test.beforeAll(async () => {
  await seedOnce('24-near-me', async () => {
    const seller = await registerAccount(seedTarget(), {
      name: 'Tanvir Near',
      email: 'tanvir.near@e2e.test',
      password: PASSWORD,
      userType: 'Seller',
    });
    const listing = {
      kind: 'mountain',
      originalPrice: 700,
      purchaseYear: 2021,
      condition: 'Good',
      location: 'Dhaka, Bangladesh',
      mobile: '01710000024',
      description: 'Hydraulic brakes, new tyres.',
      brand: 'Veloce',
    } as const;
    await listBike(
      seedTarget(),
      seller,
      { ...listing, name: IN_MIRPUR, resalePrice: 380, placeId: 'mirpur' },
      2402,
    );
    await listBike(
      seedTarget(),
      seller,
      { ...listing, name: IN_UTTARA, resalePrice: 420, placeId: 'uttara' },
      2401,
    );
    return {};
  });
});

test.describe('Journey 24: bikes near me', () => {
  test('a buyer asks for bikes near them and sees the one in Uttara first, with its distance', async ({
    page,
  }) => {
    await page.goto('/search');
    await expectPath(page, '/search');
    // No centre yet: nothing can be sorted by distance.
    await expect(
      page
        .getByLabel('Sort by')
        .locator('option', { hasText: catalogueMessages.sortLabels.distance }),
    ).toHaveCount(0);

    await page.getByRole('button', { name: pm.nearMe }).first().click();

    await expect(page).toHaveURL(
      (url) =>
        url.searchParams.get('sort') === 'distance' &&
        url.searchParams.get('lat') === '23.875' &&
        url.searchParams.get('lon') === '90.380',
    );
    await expect(page.getByLabel('Sort by')).toHaveValue('distance');
    const uttara = bikeCard(page, IN_UTTARA);
    await expect(uttara).toBeVisible();
    await expect(uttara.getByText('Uttara, Dhaka')).toBeVisible();
    // The position goes rounded to about 100 m (three decimals): a tenth or two of a km.
    await expect(uttara.getByText(/· 0\.[12] km away/)).toBeVisible();
    await expect(bikeCard(page, IN_MIRPUR).getByText(/6\.\d km away/)).toBeVisible();

    // Nearest first: Uttara (other journeys list bikes there too, at the same point), then
    // Mirpur, then the bikes at Dhaka's centre; every card says its distance.
    const cards = page.getByRole('article');
    const distances = (await cards.allInnerTexts()).map((text) =>
      Number(/([\d.]+) km away/.exec(text)?.[1]),
    );
    expect(distances.every((km) => Number.isFinite(km))).toBe(true);
    expect(distances).toEqual([...distances].sort((a, b) => a - b));
    const names = await cards.evaluateAll((articles) =>
      articles.map(
        (a) => document.getElementById(a.getAttribute('aria-labelledby') ?? '')?.textContent,
      ),
    );
    expect(names.indexOf(IN_UTTARA)).toBeGreaterThanOrEqual(0);
    expect(names.indexOf(IN_UTTARA)).toBeLessThan(names.indexOf(IN_MIRPUR));
    await expectNoSeriousA11yViolations(page, 'Search near me');
  });
});
