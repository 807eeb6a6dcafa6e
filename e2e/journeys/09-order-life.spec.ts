import { beforeAll, describe, expect, test } from 'vitest';
import { bookBike, listBike, registerAccount } from '@reride/devstack';
import {
  expectBalance,
  expectNoSeriousA11yViolations,
  expectNoToasts,
  expectOrderPage,
  expectOrderStatus,
  expectTitle,
  expectToast,
  expectVisible,
  factOf,
  loginAs,
  newPage,
  openDashboardLink,
  orderPart,
  payWithCard,
  rowOf,
  runOrderAction,
  screenshot,
  seedTarget,
  journeyAccount,
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
beforeAll(async () => {
  const seller = await registerAccount(seedTarget(), { ...sellerAccount, userType: 'Seller' });
  const listing = {
    kind: 'road',
    originalPrice: 700,
    purchaseYear: 2023,
    condition: 'Good',
    location: 'Khulna, Bangladesh',
    mobile: SELLER_PHONE,
    description: 'City bike with fenders and a rack.',
  } as const;
  keptId = await listBike(seedTarget(), seller, { ...listing, name: KEPT, resalePrice: 420 }, 901);
  const declined = await listBike(
    seedTarget(),
    seller,
    { ...listing, name: DECLINED, resalePrice: 480 },
    902,
  );
  const buyer = await registerAccount(seedTarget(), { ...buyerAccount, userType: 'Buyer' });
  await bookBike(seedTarget(), buyer, declined, {
    phone: '01812345679',
    location: 'Shib Bari, Khulna',
  });
});

describe("Journey 9: an order's life after booking", () => {
  test('the seller declines a booking with a reason, and the buyer sees it', async () => {
    const seller = await newPage();
    await loginAs(seller, sellerAccount);
    await openDashboardLink(seller, 'My Products');
    await seller.getByRole('button', { name: `Details of ${DECLINED}` }).click();
    const bookings = seller.getByRole('region', { name: `1 booking for ${DECLINED}` });
    await bookings.getByRole('button', { name: `Decline ${buyerAccount.name}'s booking` }).click();
    const dialog = seller.getByRole('dialog', { name: 'Decline booking' });
    await dialog.getByLabel(/Reason/).fill('Promised to a friend, sorry');
    await expectNoSeriousA11yViolations(seller, 'Decline booking');
    await dialog.getByRole('button', { name: 'Decline booking' }).click();
    await expectToast(seller, 'Booking declined');
    await expectVisible(bookings.getByText('Declined', { exact: true }));

    const page = await newPage();
    await loginAs(page, buyerAccount);
    await openDashboardLink(page, 'My Orders');
    await expectVisible(rowOf(page, DECLINED).getByText('Declined by the seller'));
    await expectVisible(rowOf(page, DECLINED).getByText('Reason: Promised to a friend, sorry'));
    expect(
      await rowOf(page, DECLINED)
        .getByRole('link', { name: /^Pay for / })
        .count(),
    ).toBe(0);
  });

  test('book → pay → the seller’s contact → the buyer confirms receipt: completed, and the seller’s earnings move from Pending to Available', async () => {
    // The buyer books the bike on its page.
    const page = await newPage();
    await loginAs(page, buyerAccount);
    await page.goto(`/bikes/${keptId}`);
    await expectVisible(page.getByRole('heading', { level: 1, name: KEPT }));
    await page.getByRole('button', { name: `Book ${KEPT}` }).click();
    const booking = page.getByRole('dialog', { name: `Book ${KEPT}` });
    await booking.getByLabel('Phone').fill('01812345679');
    await booking.getByLabel('Meeting location').fill('Shib Bari, Khulna');
    await booking.getByRole('button', { name: 'Submit' }).click();
    await expectToast(page, `${KEPT} successfully booked!`);
    await booking.waitFor({ state: 'detached' });

    // Unpaid, the order page keeps the seller's phone private and offers Pay.
    await openDashboardLink(page, 'My Orders');
    await rowOf(page, KEPT).getByRole('link', { name: KEPT, exact: true }).click();
    await expectOrderPage(page, KEPT);
    await expectOrderStatus(page, 'Not paid');
    await expectVisible(
      page.getByText("The seller's phone number is shown once the order is paid"),
    );
    expect(await page.getByRole('link', { name: SELLER_PHONE }).count()).toBe(0);
    await orderPart(page, 'What you can do')
      .getByRole('link', { name: 'Pay', exact: true })
      .click();
    await expectTitle(page, `Payment for ${KEPT} - ReRide`);
    await expectVisible(page.getByText('Please pay $420'));
    await payWithCard(page, '4242 4242 4242 4242');
    await expectToast(page, 'Payment Successfully Completed!');
    await expectVisible(page.getByText('Congrats! Your payment has been completed'));

    // Paid: My Orders shows the seller's name and phone.
    await page.getByRole('link', { name: 'Back to My Orders' }).click();
    const row = rowOf(page, KEPT);
    await expectVisible(row.getByText('Paid', { exact: true }));
    await expectVisible(row.getByRole('link', { name: SELLER_PHONE }));
    await expectVisible(row.getByText(sellerAccount.name, { exact: false }));
    await expectNoToasts(page);
    await screenshot(page, 'order-paid');

    // The seller: the order in Orders, the money pending in My Earnings.
    const seller = await newPage();
    await loginAs(seller, sellerAccount);
    await openDashboardLink(seller, 'Orders');
    await expectTitle(seller, 'Orders - ReRide');
    const sellerRow = rowOf(seller, KEPT);
    await expectVisible(sellerRow.getByText(buyerAccount.name));
    await expectVisible(sellerRow.getByText('Paid', { exact: true }));
    await expectVisible(rowOf(seller, DECLINED).getByText('Declined', { exact: true }));
    await expectNoSeriousA11yViolations(seller, 'Orders (seller)');
    await openDashboardLink(seller, 'My Earnings');
    await expectTitle(seller, 'My Earnings - ReRide');
    await expectBalance(seller, 'Pending', '$420');
    await expectBalance(seller, 'Available', '$0');
    await expectBalance(seller, 'Paid out', '$0');
    await expectVisible(rowOf(seller, 'Sale').filter({ hasText: KEPT }).getByText('+$420'));
    expect(await seller.getByRole('button', { name: /^Pay out/ }).count()).toBe(0);
    await expectNoSeriousA11yViolations(seller, 'My Earnings (pending)');

    // The buyer confirms receipt on the order's page.
    await row.getByRole('link', { name: KEPT, exact: true }).click();
    await expectOrderPage(page, KEPT);
    await expectOrderStatus(page, 'Paid');
    await expectVisible(factOf(page, 'Seller').getByRole('link', { name: SELLER_PHONE }));
    const actions = orderPart(page, 'What you can do');
    for (const action of ['Set the meeting time', 'Ask the seller to cancel', 'Open a dispute']) {
      await expectVisible(actions.getByRole('button', { name: action, exact: true }));
    }
    await expectNoSeriousA11yViolations(page, 'Order page (paid, buyer)');
    await runOrderAction(page, {
      button: 'I received the bike',
      dialog: 'Confirm receipt',
      question: `Did you receive ${KEPT}?`,
      toast: 'Thank you! The order is completed',
    });
    await expectOrderStatus(page, 'Completed');
    await actions.waitFor({ state: 'detached' });
    const timeline = page.getByRole('list', { name: 'Timeline' });
    await expectVisible(timeline.getByText('You booked the bike'));
    await expectVisible(timeline.getByText('You paid'));
    await expectVisible(timeline.getByText('The order was completed'));
    await expectVisible(page.getByRole('link', { name: SELLER_PHONE }));
    await expectNoSeriousA11yViolations(page, 'Order page');
    await screenshot(page, 'order-page');
    await page.getByRole('link', { name: 'Back to My Orders' }).click();
    await expectVisible(rowOf(page, KEPT).getByText('Completed', { exact: true }));

    // The seller's money is now available, and paid out on request.
    await seller.reload();
    await expectBalance(seller, 'Pending', '$0');
    await expectBalance(seller, 'Available', '$420');
    const completion = rowOf(seller, 'Order completed').filter({ hasText: KEPT });
    await expectVisible(completion.getByText('−$420'));
    await expectVisible(completion.getByText('+$420'));
    await expectNoSeriousA11yViolations(seller, 'My Earnings (available)');
    await screenshot(seller, 'my-earnings');
    await seller.getByRole('button', { name: 'Pay out $420' }).click();
    const payout = seller.getByRole('dialog', { name: 'Pay out' });
    await expectVisible(payout.getByText('Pay out $420, everything available now?'));
    await expectNoSeriousA11yViolations(seller, 'My Earnings (pay out)');
    await payout.getByRole('button', { name: "Yes, I'm sure" }).click();
    await expectToast(seller, 'Payout recorded');
    await expectBalance(seller, 'Available', '$0');
    await expectBalance(seller, 'Paid out', '$420');
    await expectVisible(rowOf(seller, 'Payout').getByText('+$420'));

    await openDashboardLink(seller, 'My Products');
    await seller.getByRole('button', { name: `Details of ${KEPT}` }).click();
    const bookings = seller.getByRole('region', { name: `1 booking for ${KEPT}` });
    await expectVisible(bookings.getByText('Completed', { exact: true }));
  });
});
