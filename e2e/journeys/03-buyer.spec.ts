import type { Page } from '@playwright/test';
import { orderMessages } from '@reride/shared';
import {
  bikeCard,
  expect,
  expectNoSeriousA11yViolations,
  expectToast,
  openDashboardAs,
  openDashboardLink,
  payWithCard,
  rowOf,
  screenshot,
  signUpThroughUi,
  stack,
  test,
} from '../harness';

const roadBikesPath = () => `/category/${stack().categories['Road Bikes']}`;

async function book(page: Page, bike: string, phone: string, location: string): Promise<void> {
  await bikeCard(page, bike)
    .getByRole('button', { name: `Book ${bike}` })
    .click();
  const dialog = page.getByRole('dialog', { name: `Book ${bike}` });
  await dialog.getByLabel('Phone').fill(phone);
  await dialog.getByLabel('Meeting location').fill(location);
  await dialog.getByRole('button', { name: 'Submit' }).click();
  await expectToast(page, `${bike} successfully booked!`);
  await expect(dialog).toHaveCount(0);
}

test.describe('Journey 3: a buyer books and pays', () => {
  test('booking while logged out asks to log in', async ({ page }) => {
    const [bike] = stack().bikes.toBuy;
    await page.goto(roadBikesPath());
    await bikeCard(page, bike)
      .getByRole('button', { name: `Book ${bike}` })
      .click();
    await expectToast(page, 'Please login to book this product');
    await expect(page.getByRole('dialog')).toHaveCount(0);
  });

  test('books two bikes, pays one with 4242…, the 4000…0002 card is declined, the seller sees both', async ({
    newPage,
  }) => {
    const [first, second] = stack().bikes.toBuy;
    const buyer = {
      name: 'Farhan Kabir',
      email: 'farhan.kabir@example.com',
      password: 'Buyer#2026',
    };
    const page = await newPage();
    await signUpThroughUi(page, { ...buyer, userType: 'Buyer' });

    await page.goto(roadBikesPath());
    await bikeCard(page, first)
      .getByRole('button', { name: `Book ${first}` })
      .click();
    const dialog = page.getByRole('dialog', { name: `Book ${first}` });
    for (const [label, value] of [
      ['Name', buyer.name],
      ['Email', buyer.email],
      ['Product', first],
      ['Price', '$310'],
    ] as const) {
      const field = dialog.getByLabel(label, { exact: true });
      await expect(field).toHaveValue(value);
      await expect(field).toBeDisabled();
    }
    await dialog.getByRole('button', { name: 'Submit' }).click();
    await expect(dialog.getByText('Required field')).toBeVisible();
    await expectNoSeriousA11yViolations(page, 'Booking modal');
    await dialog.getByLabel('Phone').fill('01812345678');
    await dialog.getByLabel('Meeting location').fill('Zindabazar, Sylhet');
    await screenshot(page, 'booking-modal');
    await dialog.getByRole('button', { name: 'Submit' }).click();
    await expectToast(page, `${first} successfully booked!`);
    await expect(dialog).toHaveCount(0);
    await book(page, second, '01812345678', '');

    await openDashboardLink(page, 'My Orders');
    await expect(page).toHaveTitle('My Orders - ReRide');
    await expect(rowOf(page, first).getByRole('link', { name: `Pay for ${first}` })).toBeVisible();
    await expect(
      rowOf(page, second).getByRole('link', { name: `Pay for ${second}` }),
    ).toBeVisible();
    await expect(rowOf(page, 'Total').getByText('$765')).toBeVisible();
    await expectNoSeriousA11yViolations(page, 'My Orders');

    await rowOf(page, first)
      .getByRole('link', { name: `Pay for ${first}` })
      .click();
    await expect(page).toHaveTitle(`Payment for ${first} - ReRide`);
    await expect(page.getByRole('heading', { name: `Payment for ${first}` })).toBeVisible();
    await expect(page.getByText(/^Booked on \d{2}\/\d{2}\/\d{4}$/)).toBeVisible();
    await expect(page.getByText('Please pay $310')).toBeVisible();
    await expect(page.getByText('Test mode')).toBeVisible();
    await expectNoSeriousA11yViolations(page, 'Payment');
    await screenshot(page, 'payment');
    await payWithCard(page, '4242 4242 4242 4242');
    await expectToast(page, 'Payment Successfully Completed!');
    await expect(page.getByText('Congrats! Your payment has been completed')).toBeVisible();
    await expect(page.getByText(/^Your transaction id:/)).toBeVisible();

    await page.getByRole('link', { name: 'Back to My Orders' }).click();
    await expect(rowOf(page, first).getByText('Paid', { exact: true })).toBeVisible();
    await expect(
      rowOf(page, second).getByRole('link', { name: `Pay for ${second}` }),
    ).toBeVisible();
    await screenshot(page, 'my-orders');

    await rowOf(page, second)
      .getByRole('link', { name: `Pay for ${second}` })
      .click();
    await expect(page.getByText('Please pay $455')).toBeVisible();
    await payWithCard(page, '4000 0000 0000 0002');
    // The provider's decline, under the card field; nothing was recorded.
    await expect(page.getByRole('alert').getByText('Your card was declined.')).toBeVisible();
    await expect(page.getByText('Congrats! Your payment has been completed')).toHaveCount(0);
    await expectNoSeriousA11yViolations(page, 'Payment (declined)');
    await page.goto('/dashboard/orders');
    await expect(
      rowOf(page, second).getByRole('link', { name: `Pay for ${second}` }),
    ).toBeVisible();
    await expect(rowOf(page, first).getByText('Paid', { exact: true })).toBeVisible();

    // The sold bike left the catalogue; the other is still there.
    await page.goto(roadBikesPath());
    await expect(bikeCard(page, second)).toBeVisible();
    await expect(bikeCard(page, first)).toHaveCount(0);

    const seller = await openDashboardAs(
      await newPage(),
      stack().accounts.fixtureSeller,
      'My Products',
    );
    await expect(rowOf(seller, first).getByText('Sold', { exact: true })).toBeVisible();
    for (const [bike, payment] of [
      [first, 'Paid'],
      [second, 'Not paid'],
    ] as const) {
      await seller.getByRole('button', { name: `Details of ${bike}` }).click();
      const bookings = seller.getByRole('region', { name: `1 booking for ${bike}` });
      const row = bookings.getByRole('row').filter({ hasText: buyer.name });
      await expect(row.getByText(buyer.email)).toBeVisible();
      // The buyer's phone reaches the seller once paid (docs/domain.md#contact-privacy).
      const phone = row.getByRole('link', { name: '01812345678' });
      if (payment === 'Paid') await expect(phone).toBeVisible();
      else {
        await expect(phone).toHaveCount(0);
        await expect(row.getByText(orderMessages.orders.buyerContactPrivate)).toBeVisible();
      }
      await expect(row.getByText(payment, { exact: true })).toBeVisible();
    }
    await expect(
      seller
        .getByRole('region', { name: `1 booking for ${first}` })
        .getByText('Zindabazar, Sylhet'),
    ).toBeVisible();
    await expectNoSeriousA11yViolations(seller, 'My Products (bookings received)');
    await screenshot(seller, 'my-products');
  });
});
