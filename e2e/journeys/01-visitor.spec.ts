import { describe, expect, test } from 'vitest';
import { demoBikes } from '@reride/devstack';
import {
  bikeCard,
  expectNoSeriousA11yViolations,
  expectPath,
  expectTitle,
  expectVisible,
  newPage,
  screenshot,
  stack,
} from '../harness';

const roadBikes = demoBikes().filter((bike) => bike.kind === 'road');
const soldRoadBikes = roadBikes.filter((bike) => bike.soldTo).map((bike) => bike.name);
const availableRoadBikes = roadBikes.filter((bike) => !bike.soldTo).map((bike) => bike.name);

describe('Journey 1: a visitor browses the catalogue', () => {
  test('Home → Explore Now → Road Bikes shows the available bikes as cards', async () => {
    const page = await newPage();
    await page.goto('/');
    await expectTitle(page, 'Home - ReRide');
    await expectVisible(page.getByRole('heading', { level: 1, name: /^Happiness is/ }));
    await expectVisible(page.getByRole('heading', { name: 'Advertised items' }));
    // The section shows skeleton cards until the list arrives; check and capture the real cards.
    const advertised = page.getByRole('region', { name: 'Advertised items' });
    await expectVisible(advertised.getByRole('article').first());
    const categories = page.locator('#categories');
    for (const title of ['Mountain Bikes', 'Road Bikes', 'Kids Bikes']) {
      await expectVisible(categories.getByRole('link', { name: title, exact: true }));
    }
    await expectVisible(
      categories.getByRole('listitem').filter({ hasText: 'Kids Bikes' }).getByText('NEW'),
    );
    await expectNoSeriousA11yViolations(page, 'Home');
    await screenshot(page, 'home');
    await screenshot(page, 'home-advertised', { scrollTo: advertised });

    await page.getByRole('link', { name: 'Explore Now' }).click();
    await page.waitForURL((url) => url.hash === '#categories');
    // Explore Now scrolls: the categories section is now in view.
    await expect
      .poll(() => categories.evaluate((el) => el.getBoundingClientRect().top))
      .toBeLessThan(200);

    await categories.getByRole('link', { name: 'Road Bikes', exact: true }).click();
    await expectPath(page, `/category/${stack().categories['Road Bikes']}`);
    await expectTitle(page, 'Road Bikes - ReRide');
    await expectVisible(page.getByRole('heading', { level: 1, name: 'Road Bikes' }));
    const cards = page.getByRole('article');
    await expectVisible(cards);
    expect(await cards.count()).toBeGreaterThanOrEqual(8);

    const card = cards.first();
    for (const fact of [
      'Resale price',
      'Original price',
      'Location',
      'Used',
      'Condition',
      'Seller',
    ]) {
      await expectVisible(card.getByText(fact, { exact: true }));
    }
    await expectVisible(card.getByRole('button', { name: /^Book / }));
    // Visitors cannot report.
    expect(await page.getByRole('button', { name: /^Report / }).count()).toBe(0);
    await expectNoSeriousA11yViolations(page, 'Category (visitor)');
    await screenshot(page, 'category');

    // Load more until the whole category shows: every available bike, and no sold one (docs/domain.md#states).
    const loadMore = page.getByRole('button', { name: 'Load more' });
    while (await loadMore.isVisible()) {
      const shown = await cards.count();
      await loadMore.click();
      await expect.poll(() => cards.count()).toBeGreaterThan(shown);
    }
    for (const name of availableRoadBikes) await expectVisible(bikeCard(page, name));
    for (const name of soldRoadBikes) expect(await bikeCard(page, name).count()).toBe(0);
  });

  test('Blogs shows the four articles; Login and Sign Up have their titles', async () => {
    const page = await newPage();
    await page.goto('/');
    await page
      .getByRole('navigation', { name: 'Main' })
      .getByRole('link', { name: 'Blogs' })
      .click();
    await expectTitle(page, 'Blogs - ReRide');
    for (const topic of [
      /state in a React/,
      /prototypal inheritance/,
      /unit test/,
      /React vs Angular vs Vue/,
    ]) {
      await expectVisible(page.getByRole('heading', { name: topic }));
    }
    await expectNoSeriousA11yViolations(page, 'Blogs');

    await page.getByRole('link', { name: 'Login', exact: true }).click();
    await expectTitle(page, 'Login - ReRide');
    await expectVisible(page.getByRole('button', { name: 'Continue With Google' }));
    await expectNoSeriousA11yViolations(page, 'Login');
    await page.getByRole('link', { name: 'Create an account' }).click();
    await expectTitle(page, 'Sign Up - ReRide');
    await expectVisible(page.getByRole('radio', { name: 'Buyer' }));
    expect(await page.getByRole('radio', { name: 'Buyer' }).isChecked()).toBe(true);
    await expectNoSeriousA11yViolations(page, 'Sign Up');
  });

  test('an unknown route and an unknown category show the error page with 404', async () => {
    const page = await newPage();
    await page.goto('/no-such-page');
    await expectTitle(page, 'Not Found - ReRide');
    await expectVisible(page.getByText('404', { exact: true }));
    await expectVisible(page.getByRole('heading', { name: 'Not Found' }));
    await expectVisible(page.getByRole('link', { name: 'Back to Home' }));
    await expectVisible(page.getByRole('button', { name: 'Log out' }));
    await expectNoSeriousA11yViolations(page, 'Error page (unknown route)');

    await page.goto('/category/000000000000000000000000');
    await expectVisible(page.getByText('404', { exact: true }));
    await expectVisible(page.getByText('Category not found'));

    await page.getByRole('link', { name: 'Back to Home' }).click();
    await expectTitle(page, 'Home - ReRide');
  });
});
