import { bookBike } from '@reride/devstack';
import { orderMessages } from '@reride/shared';
import {
  confirmDialog,
  expect,
  expectBalance,
  expectNoSeriousA11yViolations,
  expectNoToasts,
  expectOrderPage,
  expectOrderStatus,
  expectToast,
  factOf,
  journeyAccount,
  loginAs,
  openDashboardAs,
  openDashboardLink,
  orderPart,
  payWithCard,
  rowOf,
  runOrderAction,
  screenshot,
  seedOnce,
  seedTarget,
  sellerWithBikes,
  test,
} from '../harness';

const KEPT = 'Veloce Urban 3';
const DECLINED = 'Veloce Urban 5';
const SELLER_PHONE = '01710000009';

const account = (name: string, email: string) => journeyAccount(9, name, email);
const sellerAccount = account('Rina Veloce', 'rina.veloce@e2e.test');
const buyerAccount = account('Tanvir Hasan', 'tanvir.orders@e2e.test');

let keptId = '';

/**
 * A seller with two bikes: one booked by the buyer through the API (the seller declines it),
 * the other left for the buyer to book and pay in the browser.
 */
test.beforeAll(async () => {
  keptId = await seedOnce('09-order-life', async () => {
    const {
      buyer,
      bikeIds: [kept, declined],
    } = await sellerWithBikes(
      { seller: sellerAccount, buyer: buyerAccount },
      {
        kind: 'road',
        originalPrice: 700,
        purchaseYear: 2023,
        condition: 'Good',
        location: 'Khulna, Bangladesh',
        mobile: SELLER_PHONE,
        description: 'City bike with fenders and a rack.',
      },
      [
        { name: KEPT, resalePrice: 420, artSeed: 901 },
        { name: DECLINED, resalePrice: 480, artSeed: 902 },
      ],
    );
    await bookBike(seedTarget(), buyer, declined, {
      phone: '01812345679',
      location: 'Shib Bari, Khulna',
    });
    return kept;
  });
});

test.describe("Journey 9: an order's life after booking", () => {
  test('the seller declines a booking with a reason, and the buyer sees it', async ({
    newPage,
  }) => {
    const seller = await openDashboardAs(await newPage(), sellerAccount, 'My Products');
    await seller.getByRole('button', { name: `Details of ${DECLINED}` }).click();
    const bookings = seller.getByRole('region', { name: `1 booking for ${DECLINED}` });
    await bookings.getByRole('button', { name: `Decline ${buyerAccount.name}'s booking` }).click();
    await confirmDialog(seller, {
      dialog: 'Decline booking',
      fill: (dialog) => dialog.getByLabel(/Reason/).fill('Promised to a friend, sorry'),
      a11y: 'Decline booking',
      confirm: 'Decline booking',
      toast: 'Booking declined',
    });
    await expect(bookings.getByText('Declined', { exact: true })).toBeVisible();

    const page = await openDashboardAs(await newPage(), buyerAccount, 'My Orders');
    await expect(rowOf(page, DECLINED).getByText('Declined by the seller')).toBeVisible();
    await expect(
      rowOf(page, DECLINED).getByText('Reason: Promised to a friend, sorry'),
    ).toBeVisible();
    await expect(rowOf(page, DECLINED).getByRole('link', { name: /^Pay for / })).toHaveCount(0);
  });

  test('book → pay → the seller’s contact → the buyer confirms receipt: completed, and the seller’s earnings move from Pending to Available', async ({
    newPage,
  }) => {
    // The buyer books the bike on its page.
    const page = await newPage();
    await loginAs(page, buyerAccount);
    await page.goto(`/bikes/${keptId}`);
    await expect(page.getByRole('heading', { level: 1, name: KEPT })).toBeVisible();
    await page.getByRole('button', { name: `Book ${KEPT}` }).click();
    const booking = page.getByRole('dialog', { name: `Book ${KEPT}` });
    await booking.getByLabel('Phone').fill('01812345679');
    await booking.getByLabel('Meeting location').fill('Shib Bari, Khulna');
    await booking.getByRole('button', { name: 'Submit' }).click();
    await expectToast(page, `${KEPT} successfully booked!`);
    await expect(booking).toHaveCount(0);

    // Unpaid, the order page keeps the seller's phone and email private and offers Pay.
    await openDashboardLink(page, 'My Orders');
    await rowOf(page, KEPT).getByRole('link', { name: KEPT, exact: true }).click();
    await expectOrderPage(page, KEPT);
    await expectOrderStatus(page, 'Not paid');
    await expect(page.getByText(orderMessages.orders.contactPrivate)).toBeVisible();
    await expect(page.getByRole('link', { name: SELLER_PHONE })).toHaveCount(0);
    await expect(page.getByRole('link', { name: sellerAccount.email })).toHaveCount(0);
    await orderPart(page, 'What you can do')
      .getByRole('link', { name: 'Pay', exact: true })
      .click();
    await expect(page).toHaveTitle(`Payment for ${KEPT} - ReRide`);
    await expect(page.getByText('Please pay $420')).toBeVisible();
    await payWithCard(page, '4242 4242 4242 4242');
    await expectToast(page, 'Payment Successfully Completed!');
    await expect(page.getByText('Congrats! Your payment has been completed')).toBeVisible();

    // Paid: My Orders shows the seller's name and phone.
    await page.getByRole('link', { name: 'Back to My Orders' }).click();
    const row = rowOf(page, KEPT);
    await expect(row.getByText('Paid', { exact: true })).toBeVisible();
    await expect(row.getByRole('link', { name: SELLER_PHONE })).toBeVisible();
    await expect(row.getByText(sellerAccount.name, { exact: false })).toBeVisible();
    await expectNoToasts(page);
    await screenshot(page, 'order-paid');

    // The seller: the order in Orders, the money pending in My Earnings.
    const seller = await openDashboardAs(await newPage(), sellerAccount, 'Orders');
    const sellerRow = rowOf(seller, KEPT);
    await expect(sellerRow.getByText(buyerAccount.name)).toBeVisible();
    await expect(sellerRow.getByText('Paid', { exact: true })).toBeVisible();
    await expect(rowOf(seller, DECLINED).getByText('Declined', { exact: true })).toBeVisible();
    await expectNoSeriousA11yViolations(seller, 'Orders (seller)');
    await openDashboardLink(seller, 'My Earnings');
    await expect(seller).toHaveTitle('My Earnings - ReRide');
    await expectBalance(seller, 'Pending', '$420');
    await expectBalance(seller, 'Available', '$0');
    await expectBalance(seller, 'Paid out', '$0');
    await expect(rowOf(seller, 'Sale').filter({ hasText: KEPT }).getByText('+$420')).toBeVisible();
    await expect(seller.getByRole('button', { name: /^Pay out/ })).toHaveCount(0);
    await expectNoSeriousA11yViolations(seller, 'My Earnings (pending)');

    // The buyer confirms receipt on the order's page.
    await row.getByRole('link', { name: KEPT, exact: true }).click();
    await expectOrderPage(page, KEPT);
    await expectOrderStatus(page, 'Paid');
    await expect(factOf(page, 'Seller').getByRole('link', { name: SELLER_PHONE })).toBeVisible();
    const actions = orderPart(page, 'What you can do');
    for (const action of ['Set the meeting time', 'Ask the seller to cancel', 'Open a dispute']) {
      await expect(actions.getByRole('button', { name: action, exact: true })).toBeVisible();
    }
    await expectNoSeriousA11yViolations(page, 'Order page (paid, buyer)');
    await runOrderAction(page, {
      button: 'I received the bike',
      dialog: 'Confirm receipt',
      question: `Did you receive ${KEPT}?`,
      toast: 'Thank you! The order is completed',
    });
    await expectOrderStatus(page, 'Completed');
    await expect(actions).toHaveCount(0);
    const timeline = page.getByRole('list', { name: 'Timeline' });
    await expect(timeline.getByText('You booked the bike')).toBeVisible();
    await expect(timeline.getByText('You paid')).toBeVisible();
    await expect(timeline.getByText('The order was completed')).toBeVisible();
    await expect(page.getByRole('link', { name: SELLER_PHONE })).toBeVisible();
    await expectNoSeriousA11yViolations(page, 'Order page');
    await screenshot(page, 'order-page');
    await page.getByRole('link', { name: 'Back to My Orders' }).click();
    await expect(rowOf(page, KEPT).getByText('Completed', { exact: true })).toBeVisible();

    // The seller's money is now available, and paid out on request.
    await seller.reload();
    await expectBalance(seller, 'Pending', '$0');
    await expectBalance(seller, 'Available', '$420');
    const completion = rowOf(seller, 'Order completed').filter({ hasText: KEPT });
    await expect(completion.getByText('−$420')).toBeVisible();
    await expect(completion.getByText('+$420')).toBeVisible();
    await expectNoSeriousA11yViolations(seller, 'My Earnings (available)');
    await screenshot(seller, 'my-earnings');
    await seller.getByRole('button', { name: 'Pay out $420' }).click();
    await confirmDialog(seller, {
      dialog: 'Pay out',
      question: 'Pay out $420, everything available now?',
      a11y: 'My Earnings (pay out)',
      confirm: 'Pay out $420',
      toast: 'Payout recorded',
    });
    await expectBalance(seller, 'Available', '$0');
    await expectBalance(seller, 'Paid out', '$420');
    await expect(rowOf(seller, 'Payout').getByText('+$420')).toBeVisible();

    await openDashboardLink(seller, 'My Products');
    await seller.getByRole('button', { name: `Details of ${KEPT}` }).click();
    const bookings = seller.getByRole('region', { name: `1 booking for ${KEPT}` });
    await expect(bookings.getByText('Completed', { exact: true })).toBeVisible();
  });
});
