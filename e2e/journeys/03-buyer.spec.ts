import { describe, expect, test } from 'vitest';
import type { Page } from 'playwright-core';
import {
  bikeCard,
  expectNoSeriousA11yViolations,
  expectTitle,
  expectToast,
  expectVisible,
  loginAs,
  newPage,
  openDashboardLink,
  rowOf,
  screenshot,
  signUpThroughUi,
  stack,
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
  await dialog.waitFor({ state: 'detached' });
}

/** The sandbox card form of the payment page (Test mode). */
async function payWithCard(page: Page, cardNumber: string): Promise<void> {
  const pay = page.getByRole('button', { name: 'Pay', exact: true });
  // Pay stays disabled until the payment intent (client secret) exists.
  await expect.poll(() => pay.isEnabled()).toBe(true);
  await page.getByLabel('Card number').fill(cardNumber);
  await page.getByLabel('Expiry (MM/YY)').fill('12/34');
  await page.getByLabel('CVC').fill('123');
  await pay.click();
}

describe('Journey 3: a buyer books and pays', () => {
  test('booking while logged out asks to log in', async () => {
    const page = await newPage();
    const [bike] = stack().bikes.toBuy;
    await page.goto(roadBikesPath());
    await bikeCard(page, bike)
      .getByRole('button', { name: `Book ${bike}` })
      .click();
    await expectToast(page, 'Please login to book this product');
    expect(await page.getByRole('dialog').count()).toBe(0);
  });

  test('books two bikes, pays one with 4242…, the 4000…0002 card is declined, the seller sees both', async () => {
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
      expect(await field.inputValue()).toBe(value);
      expect(await field.isDisabled()).toBe(true);
    }
    await dialog.getByRole('button', { name: 'Submit' }).click();
    await expectVisible(dialog.getByText('Required field'));
    await expectNoSeriousA11yViolations(page, 'Booking modal');
    await dialog.getByLabel('Phone').fill('01812345678');
    await dialog.getByLabel('Meeting location').fill('Zindabazar, Sylhet');
    await screenshot(page, 'booking-modal');
    await dialog.getByRole('button', { name: 'Submit' }).click();
    await expectToast(page, `${first} successfully booked!`);
    await dialog.waitFor({ state: 'detached' });
    await book(page, second, '01812345678', '');

    await openDashboardLink(page, 'My Orders');
    await expectTitle(page, 'My Orders - ReRide');
    await expectVisible(rowOf(page, first).getByRole('link', { name: `Pay for ${first}` }));
    await expectVisible(rowOf(page, second).getByRole('link', { name: `Pay for ${second}` }));
    await expectVisible(rowOf(page, 'Total').getByText('$765'));
    await expectNoSeriousA11yViolations(page, 'My Orders');

    await rowOf(page, first)
      .getByRole('link', { name: `Pay for ${first}` })
      .click();
    await expectTitle(page, `Payment for ${first} - ReRide`);
    await expectVisible(page.getByRole('heading', { name: `Payment for ${first}` }));
    await expectVisible(page.getByText(/^Booked on \d{2}\/\d{2}\/\d{4}$/));
    await expectVisible(page.getByText('Please pay $310'));
    await expectVisible(page.getByText('Test mode'));
    await expectNoSeriousA11yViolations(page, 'Payment');
    await screenshot(page, 'payment');
    await payWithCard(page, '4242 4242 4242 4242');
    await expectToast(page, 'Payment Successfully Completed!');
    await expectVisible(page.getByText('Congrats! Your payment has been completed'));
    await expectVisible(page.getByText(/^Your transaction id:/));

    await page.getByRole('link', { name: 'Back to My Orders' }).click();
    await expectVisible(rowOf(page, first).getByText('Paid', { exact: true }));
    await expectVisible(rowOf(page, second).getByRole('link', { name: `Pay for ${second}` }));
    await screenshot(page, 'my-orders');

    await rowOf(page, second)
      .getByRole('link', { name: `Pay for ${second}` })
      .click();
    await expectVisible(page.getByText('Please pay $455'));
    await payWithCard(page, '4000 0000 0000 0002');
    // The provider's decline, under the card field; nothing was recorded.
    await expectVisible(page.getByRole('alert').getByText('Your card was declined.'));
    expect(await page.getByText('Congrats! Your payment has been completed').count()).toBe(0);
    await expectNoSeriousA11yViolations(page, 'Payment (declined)');
    await page.goto('/dashboard/orders');
    await expectVisible(rowOf(page, second).getByRole('link', { name: `Pay for ${second}` }));
    await expectVisible(rowOf(page, first).getByText('Paid', { exact: true }));

    // The sold bike left the catalogue; the other is still there.
    await page.goto(roadBikesPath());
    await expectVisible(bikeCard(page, second));
    expect(await bikeCard(page, first).count()).toBe(0);

    const seller = await newPage();
    await loginAs(seller, stack().accounts.fixtureSeller);
    await openDashboardLink(seller, 'My Products');
    await expectVisible(rowOf(seller, first).getByText('Sold', { exact: true }));
    for (const [bike, payment] of [
      [first, 'Paid'],
      [second, 'Not paid'],
    ] as const) {
      await seller.getByRole('button', { name: `Details of ${bike}` }).click();
      const bookings = seller.getByRole('region', { name: `1 booking for ${bike}` });
      const row = bookings.getByRole('row').filter({ hasText: buyer.name });
      await expectVisible(row.getByText(buyer.email));
      await expectVisible(row.getByRole('link', { name: '01812345678' }));
      await expectVisible(row.getByText(payment, { exact: true }));
    }
    await expectVisible(
      seller
        .getByRole('region', { name: `1 booking for ${first}` })
        .getByText('Zindabazar, Sylhet'),
    );
    await expectNoSeriousA11yViolations(seller, 'My Products (bookings received)');
    await screenshot(seller, 'my-products');
  });
});
