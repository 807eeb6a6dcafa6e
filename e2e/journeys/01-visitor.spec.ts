import { demoBikes } from '@reride/devstack';
import {
  bikeCard,
  expect,
  expectNoSeriousA11yViolations,
  expectPath,
  screenshot,
  stack,
  test,
} from '../harness';

const roadBikes = demoBikes().filter((bike) => bike.kind === 'road');
const soldRoadBikes = roadBikes.filter((bike) => bike.soldTo).map((bike) => bike.name);
const availableRoadBikes = roadBikes.filter((bike) => !bike.soldTo).map((bike) => bike.name);

test.describe('Journey 1: a visitor browses the catalogue', () => {
  test('Home → Explore Now → Road Bikes shows the available bikes as cards', async ({ page }) => {
    await page.goto('/');
    await expect(page).toHaveTitle('Home - ReRide');
    await expect(page.getByRole('heading', { level: 1, name: /^Happiness is/ })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Advertised items' })).toBeVisible();
    // The section shows skeleton cards until the list arrives; check and capture the real cards.
    const advertised = page.getByRole('region', { name: 'Advertised items' });
    await expect(advertised.getByRole('article').first()).toBeVisible();
    const categories = page.locator('#categories');
    for (const title of ['Mountain Bikes', 'Road Bikes', 'Kids Bikes']) {
      await expect(categories.getByRole('link', { name: title, exact: true })).toBeVisible();
    }
    await expect(
      categories.getByRole('listitem').filter({ hasText: 'Kids Bikes' }).getByText('NEW'),
    ).toBeVisible();
    await expectNoSeriousA11yViolations(page, 'Home');
    await screenshot(page, 'home');
    await screenshot(page, 'home-advertised', { scrollTo: advertised });

    await page.getByRole('link', { name: 'Explore Now' }).click();
    await expect(page).toHaveURL((url) => url.hash === '#categories');
    // Explore Now scrolls: the categories section is now in view.
    await expect
      .poll(() => categories.evaluate((el) => el.getBoundingClientRect().top))
      .toBeLessThan(200);

    await categories.getByRole('link', { name: 'Road Bikes', exact: true }).click();
    await expectPath(page, `/category/${stack().categories['Road Bikes']}`);
    await expect(page).toHaveTitle('Road Bikes - ReRide');
    await expect(page.getByRole('heading', { level: 1, name: 'Road Bikes' })).toBeVisible();
    const cards = page.getByRole('article');
    await expect(cards.first()).toBeVisible();
    await expect.poll(() => cards.count()).toBeGreaterThanOrEqual(8);

    const card = cards.first();
    for (const fact of [
      'Resale price',
      'Original price',
      'Location',
      'Used',
      'Condition',
      'Seller',
    ]) {
      await expect(card.getByText(fact, { exact: true })).toBeVisible();
    }
    await expect(card.getByRole('button', { name: /^Book / })).toBeVisible();
    // Visitors cannot report.
    await expect(page.getByRole('button', { name: /^Report / })).toHaveCount(0);
    await expectNoSeriousA11yViolations(page, 'Category (visitor)');
    await screenshot(page, 'category');

    // Load more until the whole category shows: every available bike, and no sold one (docs/domain.md#states).
    const loadMore = page.getByRole('button', { name: 'Load more' });
    while (await loadMore.isVisible()) {
      const shown = await cards.count();
      await loadMore.click();
      await expect.poll(() => cards.count()).toBeGreaterThan(shown);
    }
    for (const name of availableRoadBikes) await expect(bikeCard(page, name)).toBeVisible();
    for (const name of soldRoadBikes) await expect(bikeCard(page, name)).toHaveCount(0);
  });

  test('a page drawn by the server fetches its scripts once, together, and never its stylesheet', async ({
    page,
  }) => {
    const fetched: string[] = [];
    page.on('request', (request) => {
      const { pathname } = new URL(request.url());
      if (pathname.startsWith('/assets/')) fetched.push(pathname);
    });
    await page.goto(`/category/${stack().categories['Road Bikes']}`);
    await expect(page.getByRole('article').first()).toBeVisible();

    // The stylesheet is inside the page; nothing asks for it again once the app runs.
    expect(fetched.filter((path) => path.endsWith('.css'))).toEqual([]);
    // The page named its files, and the app asked for them at once, each one time.
    const listed = JSON.parse(
      (await page.locator('#reride-route-files').textContent()) ?? '[]',
    ) as string[];
    expect(listed.some((path) => /\/category-[\w-]+\.js$/.test(path))).toBe(true);
    const preloaded = await page
      .locator('link[rel="modulepreload"]')
      .evaluateAll((links) =>
        links.map((link) => new URL((link as HTMLLinkElement).href).pathname),
      );
    expect(preloaded).toEqual(expect.arrayContaining(listed));
    const scripts = fetched.filter((path) => path.endsWith('.js'));
    expect(scripts).toEqual(expect.arrayContaining(listed));
    expect(new Set(scripts).size).toBe(scripts.length);
  });

  test('Blogs shows the four articles; Login and Sign Up have their titles', async ({ page }) => {
    await page.goto('/');
    await page
      .getByRole('navigation', { name: 'Main' })
      .getByRole('link', { name: 'Blogs' })
      .click();
    await expect(page).toHaveTitle('Blogs - ReRide');
    for (const topic of [
      /state in a React/,
      /prototypal inheritance/,
      /unit test/,
      /React vs Angular vs Vue/,
    ]) {
      await expect(page.getByRole('heading', { name: topic })).toBeVisible();
    }
    await expectNoSeriousA11yViolations(page, 'Blogs');

    await page.getByRole('link', { name: 'Login', exact: true }).click();
    await expect(page).toHaveTitle('Login - ReRide');
    await expect(page.getByRole('button', { name: 'Continue with Google' })).toBeVisible();
    await expectNoSeriousA11yViolations(page, 'Login');
    await page.getByRole('link', { name: 'Create an account' }).click();
    await expect(page).toHaveTitle('Sign Up - ReRide');
    await expect(page.getByRole('radio', { name: 'Buyer' })).toBeVisible();
    await expect(page.getByRole('radio', { name: 'Buyer' })).toBeChecked();
    await expectNoSeriousA11yViolations(page, 'Sign Up');
  });

  test('an unknown route and an unknown category show the error page with 404', async ({
    page,
  }) => {
    await page.goto('/no-such-page');
    await expect(page).toHaveTitle('Not Found - ReRide');
    await expect(page.getByText('404', { exact: true })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Not Found' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Back to Home' })).toBeVisible();
    // A visitor has nothing to log out of.
    await expect(page.getByRole('button', { name: 'Log out' })).toHaveCount(0);
    await expectNoSeriousA11yViolations(page, 'Error page (unknown route)');

    await page.goto('/category/000000000000000000000000');
    await expect(page.getByText('404', { exact: true })).toBeVisible();
    await expect(page.getByText('Category not found')).toBeVisible();

    await page.getByRole('link', { name: 'Back to Home' }).click();
    await expect(page).toHaveTitle('Home - ReRide');
  });
});
