import { registerAccount } from '@reride/devstack';
import type { Page } from '@playwright/test';
import {
  bikeCard,
  bikePhotoFile,
  expect,
  expectNoSeriousA11yViolations,
  expectToast,
  journeyAccount,
  loginAs,
  openBell,
  openDashboardAs,
  openDashboardLink,
  rowOf,
  screenshot,
  seedOnce,
  seedTarget,
  sellerWithBikes,
  stack,
  test,
} from '../harness';

// Three people report one listing and it leaves its category until an administrator decides
// (docs/domain.md#moderation-queue); the administrator finds it in the queue, suspends the seller
// (docs/domain.md#sanctions), who sees why and cannot list; the dashboard counts the day's
// booking (docs/domain.md#dashboard-figures).
const REPORTED = 'Scott Scale 970 Trail';
const BOOKED = 'Merida Big Nine 300';
const SELLER = journeyAccount(20, 'Faruk Scale', 'faruk.scale@e2e.test');
const REPORTERS = [
  { who: journeyAccount(20, 'Nila Report', 'nila.report@e2e.test'), reason: 'Scam or fraud' },
  { who: journeyAccount(20, 'Omar Report', 'omar.report@e2e.test'), reason: 'Possibly stolen' },
  { who: journeyAccount(20, 'Puja Report', 'puja.report@e2e.test'), reason: 'Duplicate listing' },
] as const;
const mountainBikes = () => `/category/${stack().categories['Mountain Bikes']}`;

let bookedId = '';

test.beforeAll(async () => {
  bookedId = await seedOnce('20-moderation', async () => {
    const { bikeIds } = await sellerWithBikes(
      { seller: SELLER, buyer: REPORTERS[0].who },
      {
        kind: 'mountain',
        originalPrice: 1400,
        purchaseYear: 2021,
        condition: 'Good',
        location: 'Chattogram, Bangladesh',
        mobile: '01710000200',
        description: 'Hardtail, 29 inch wheels, fork serviced in spring.',
      },
      [
        { name: REPORTED, resalePrice: 690, artSeed: 2001 },
        { name: BOOKED, resalePrice: 540, artSeed: 2002 },
      ],
    );
    for (const { who } of REPORTERS.slice(1)) {
      await registerAccount(seedTarget(), { ...who, userType: 'Buyer' });
    }
    return bikeIds[1];
  });
});

async function reportWithReason(page: Page, reason: string): Promise<void> {
  await page.goto(mountainBikes());
  await bikeCard(page, REPORTED)
    .getByRole('button', { name: `Report ${REPORTED}` })
    .click();
  const dialog = page.getByRole('dialog', { name: `Report ${REPORTED}` });
  await dialog.getByRole('radio', { name: reason }).check();
  await dialog.getByRole('button', { name: 'Send report' }).click();
  await expectToast(page, 'Item successfully reported to Admin!');
}

test.describe('Journey 20: reports hide a listing, the administrator suspends its seller', () => {
  test('three reports, the queue, a 7-day suspension, and the day on the dashboard', async ({
    newPage,
  }) => {
    // The first reporter also books the seller's other bike: the day's order on the dashboard.
    const first = await newPage();
    await loginAs(first, REPORTERS[0].who);
    await first.goto(`/bikes/${bookedId}`);
    await first
      .getByRole('button', { name: `Book ${BOOKED}` })
      .first()
      .click();
    const booking = first.getByRole('dialog', { name: `Book ${BOOKED}` });
    await booking.getByLabel('Phone').fill('01812345620');
    await booking.getByLabel('Meeting location').fill('GEC Circle, Chattogram');
    await booking.getByRole('button', { name: 'Submit' }).click();
    await expectToast(first, `${BOOKED} successfully booked!`);

    // Two distinct reports leave it listed; the third hides it from its category.
    await reportWithReason(first, REPORTERS[0].reason);
    const second = await newPage();
    await loginAs(second, REPORTERS[1].who);
    await reportWithReason(second, REPORTERS[1].reason);
    await second.reload();
    await expect(bikeCard(second, REPORTED)).toBeVisible();
    const third = await newPage();
    await loginAs(third, REPORTERS[2].who);
    await reportWithReason(third, REPORTERS[2].reason);
    // The public lists are cached for a few seconds: the card goes once the cache turns.
    await expect(async () => {
      await third.reload();
      await expect(bikeCard(third, BOOKED)).toBeVisible();
      await expect(bikeCard(third, REPORTED)).toHaveCount(0);
    }).toPass({ timeout: 30_000 });

    // The seller is told why.
    const seller = await newPage();
    await loginAs(seller, SELLER);
    await seller.goto('/dashboard/my-products');
    const sellerBell = await openBell(seller);
    await expect(
      sellerBell.getByText(
        `Several people reported ${REPORTED}, so it is hidden until an administrator looks at it.`,
      ),
    ).toBeVisible();
    await seller.keyboard.press('Escape');

    // The administrator finds it in the queue, then suspends the seller for 7 days.
    const admin = await openDashboardAs(
      await newPage(),
      stack().accounts.admin,
      'Moderation queue',
    );
    const entry = admin.getByRole('listitem').filter({ hasText: REPORTED });
    await expect(entry.getByText('Held listing')).toBeVisible();
    await expect(entry.getByText('3 reports')).toBeVisible();
    await expectNoSeriousA11yViolations(admin, 'Moderation queue');
    await screenshot(admin, 'moderation-queue');

    await openDashboardLink(admin, 'All Sellers');
    await rowOf(admin, SELLER.name)
      .getByRole('button', { name: `Suspend: ${SELLER.name}` })
      .click();
    const suspend = admin.getByRole('dialog', { name: `Suspend ${SELLER.name}` });
    await suspend.getByLabel('Reason (the user sees it)').fill('Three buyers reported a scam.');
    await suspend.getByLabel('For how long').selectOption({ label: '7 days' });
    await suspend.getByRole('button', { name: 'Suspend' }).click();
    await expectToast(admin, `${SELLER.name} is suspended`);
    await expect(rowOf(admin, SELLER.name).getByText(/^Suspended until /)).toBeVisible();

    // The seller sees the suspension and its reason, and cannot list a bike.
    await seller.goto('/dashboard/add-product');
    const notice = seller.getByRole('alert').filter({ hasText: 'Your account is suspended' });
    await expect(notice).toBeVisible();
    await expect(notice.getByText('Reason: Three buyers reported a scam.')).toBeVisible();
    await seller.getByLabel('Product name').fill('Cube Aim Race');
    await seller.getByLabel('Category').selectOption({ label: 'Mountain Bikes' });
    await seller.getByLabel('Condition').selectOption('Good');
    await seller.getByLabel('Resale price ($)').fill('420');
    await seller.getByLabel('Original price ($)').fill('800');
    await seller.getByLabel('Year of purchase').fill('2020');
    await seller.getByLabel('Location').selectOption('Chattogram, Bangladesh');
    await seller.getByLabel('Mobile number').fill('01710000201');
    await seller.getByLabel('Photos').setInputFiles(await bikePhotoFile('mountain', 20));
    await seller.getByRole('button', { name: 'Add Product' }).click();
    await expect(
      seller.getByText(/^Your account is suspended until .+: you cannot list bikes/).first(),
    ).toBeVisible();
    await screenshot(seller, 'suspended-seller', { scrollTo: notice });

    // The dashboard's figures count the day's booking (recounted every 2 s in this stack).
    await admin.goto('/dashboard');
    await expect(admin).toHaveTitle('Marketplace dashboard - ReRide');
    const figures = admin.getByLabel('Figures of the period');
    const bookings = figures
      .locator('.metric-figures__item')
      .filter({ has: admin.getByText('Bookings', { exact: true }) })
      .getByRole('definition');
    await expect(async () => {
      await admin.reload();
      expect(Number(await bookings.textContent({ timeout: 5_000 }))).toBeGreaterThanOrEqual(1);
    }).toPass({ timeout: 30_000 });
    await expectNoSeriousA11yViolations(admin, 'Marketplace dashboard');
    await screenshot(admin, 'admin-dashboard', {
      scrollTo: admin.getByRole('figure').first(),
    });
  });
});
