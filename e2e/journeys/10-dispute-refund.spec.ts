import type { Page } from '@playwright/test';
import { bookBike, payBooking } from '@reride/devstack';
import {
  bikeCard,
  expect,
  expectNoSeriousA11yViolations,
  expectOrderPage,
  expectOrderStatus,
  factOf,
  journeyAccount,
  mailSaying,
  openBell,
  openDashboardAs,
  openDashboardLink,
  orderPart,
  rowOf,
  runOrderAction,
  screenshot,
  seedOnce,
  seedTarget,
  sellerWithBikes,
  stack,
  test,
} from '../harness';

const DISPUTED = 'Velotrac Commuter 7';
const CANCELLED = 'Velotrac Commuter 9';
const COMPLAINT = 'Nobody came to Zindabazar at the agreed time and the phone was off.';
const ANSWER = 'I waited at the other gate for an hour; the buyer never called.';
const REFUND_NOTE = 'The seller could not show the bike was handed over.';
/** One decision in each reader's words, as the timeline, bell, email and earnings say it. */
const DECIDED_FOR_BUYER =
  'An administrator decided the dispute for you. Refunded $380.00 in full to you.';
const DECIDED_TO_SELLER =
  'An administrator decided the dispute for the buyer. Refunded $380.00 in full to the buyer.';
const CANCEL_REASON = 'The frame has a crack I found while cleaning it.';

const account = (name: string, email: string) => journeyAccount(10, name, email);
const sellerAccount = account('Sabbir Velotrac', 'sabbir.velotrac@e2e.test');
const buyerAccount = account('Mitu Chowdhury', 'mitu.disputes@e2e.test');

let bikeIds = { disputed: '', cancelled: '' };

/** A seller with two road bikes, both booked and paid by one buyer through the API. */
test.beforeAll(async () => {
  bikeIds = await seedOnce('10-dispute-refund', async () => {
    const {
      buyer,
      bikeIds: [disputed, cancelled],
    } = await sellerWithBikes(
      { seller: sellerAccount, buyer: buyerAccount },
      {
        kind: 'road',
        originalPrice: 600,
        purchaseYear: 2022,
        condition: 'Good',
        location: 'Sylhet, Bangladesh',
        mobile: '01710000010',
        description: 'Flat-bar commuter, serviced last month.',
      },
      [
        { name: DISPUTED, resalePrice: 380, artSeed: 1001 },
        { name: CANCELLED, resalePrice: 350, artSeed: 1002 },
      ],
    );
    const meeting = { phone: '01812345610', location: 'Zindabazar, Sylhet' };
    for (const bikeId of [disputed, cancelled]) {
      await payBooking(seedTarget(), buyer, await bookBike(seedTarget(), buyer, bikeId, meeting));
    }
    return { disputed, cancelled };
  });
});

/** Opens an order from a list (My Orders, Orders, Disputes) by its bike's name. */
async function openOrder(page: Page, bike: string): Promise<void> {
  await rowOf(page, bike).getByRole('link', { name: bike, exact: true }).click();
  await expectOrderPage(page, bike);
}

/** On My Orders, the buyer sees the order Refunded, `amount` back in full, there and on its page. */
async function expectRefundedToBuyer(buyer: Page, bike: string, amount: string): Promise<void> {
  await expect(rowOf(buyer, bike).getByText('Refunded', { exact: true })).toBeVisible();
  await openOrder(buyer, bike);
  await expectOrderStatus(buyer, 'Refunded');
  await expect(
    factOf(buyer, 'Refunded', orderPart(buyer, 'Refund')).getByText(
      `Refunded ${amount} in full to you`,
    ),
  ).toBeVisible();
}

/** A visitor sees the bike on sale again: Available with Book on its page, and in Road Bikes. */
async function expectBackOnSale(visitor: Page, bike: string, bikeId: string): Promise<void> {
  await visitor.goto(`/bikes/${bikeId}`);
  await expect(visitor.getByRole('heading', { level: 1, name: bike })).toBeVisible();
  await expect(visitor.getByText('Available', { exact: true })).toBeVisible();
  await expect(visitor.getByRole('button', { name: `Book ${bike}` })).toBeVisible();
  await expect(
    visitor.getByText('This bike has been sold and can no longer be booked.'),
  ).toHaveCount(0);
  await visitor.goto(`/category/${stack().categories['Road Bikes']}`);
  await expect(bikeCard(visitor, bike).getByRole('button', { name: `Book ${bike}` })).toBeVisible();
}

test.describe('Journey 10: a dispute refunded by an administrator, an order cancelled by its seller', () => {
  test('the buyer disputes a paid order, the seller answers, the administrator refunds in full: the buyer sees Refunded and the bike is back on sale', async ({
    newPage,
  }) => {
    // Sold: its page says so.
    const visitor = await newPage();
    await visitor.goto(`/bikes/${bikeIds.disputed}`);
    await expect(
      visitor.getByText('This bike has been sold and can no longer be booked.'),
    ).toBeVisible();

    // The buyer opens a dispute on the order's page.
    const buyer = await openDashboardAs(await newPage(), buyerAccount, 'My Orders');
    await expect(rowOf(buyer, DISPUTED).getByText('Paid', { exact: true })).toBeVisible();
    await openOrder(buyer, DISPUTED);
    await expectOrderStatus(buyer, 'Paid');
    await runOrderAction(buyer, {
      button: 'Open a dispute',
      dialog: 'Open a dispute',
      question: `Tell an administrator what went wrong with ${DISPUTED}.`,
      fill: async (dialog) => {
        // The text is required: the dialog says so and stays open.
        await dialog.getByRole('button', { name: 'Open the dispute' }).click();
        await expect(dialog.getByText('Required field')).toBeVisible();
        await dialog
          .getByLabel('What went wrong')
          .selectOption({ label: 'The seller did not show up' });
        await dialog.getByLabel('Tell the administrator what happened').fill(COMPLAINT);
      },
      toast: 'Dispute opened: an administrator will look at it',
    });
    await expectOrderStatus(buyer, 'Disputed');
    const buyersDispute = orderPart(buyer, 'Dispute');
    await expect(
      factOf(buyer, 'Reason', buyersDispute).getByText('The seller did not show up'),
    ).toBeVisible();
    await expect(factOf(buyer, 'The buyer says', buyersDispute).getByText(COMPLAINT)).toBeVisible();
    await expect(
      factOf(buyer, 'The seller says', buyersDispute).getByText('No answer yet'),
    ).toBeVisible();
    await expect(
      factOf(buyer, 'Decision', buyersDispute).getByText('Waiting for an administrator'),
    ).toBeVisible();
    // A disputed order can no longer be confirmed: nothing is left for the buyer to do.
    await expect(orderPart(buyer, 'What you can do')).toHaveCount(0);
    await expect(
      buyer.getByRole('list', { name: 'Timeline' }).getByText('You opened a dispute'),
    ).toBeVisible();
    await expectNoSeriousA11yViolations(buyer, 'Order page (disputed, buyer)');

    // The seller answers from Orders.
    const seller = await openDashboardAs(await newPage(), sellerAccount, 'Orders');
    await expect(rowOf(seller, DISPUTED).getByText('Disputed', { exact: true })).toBeVisible();
    await expect(rowOf(seller, DISPUTED).getByText(buyerAccount.name)).toBeVisible();
    await expectNoSeriousA11yViolations(seller, 'Orders (seller)');
    await openOrder(seller, DISPUTED);
    await expect(
      factOf(seller, 'The buyer says', orderPart(seller, 'Dispute')).getByText(COMPLAINT),
    ).toBeVisible();
    await runOrderAction(seller, {
      button: 'Answer the dispute',
      dialog: 'Answer the dispute',
      question: `Give your side of ${buyerAccount.name}'s dispute about ${DISPUTED}.`,
      fill: (dialog) => dialog.getByLabel('Your answer').fill(ANSWER),
      toast: 'Your answer was added to the dispute',
    });
    await expect(
      factOf(seller, 'The seller says', orderPart(seller, 'Dispute')).getByText(ANSWER),
    ).toBeVisible();
    await expect(orderPart(seller, 'What you can do')).toHaveCount(0);
    await expectNoSeriousA11yViolations(seller, 'Order page (disputed, seller)');

    // The administrator reads both sides and refunds the buyer in full.
    const admin = await openDashboardAs(await newPage(), stack().accounts.admin, 'Disputes');
    const disputeRow = rowOf(admin, DISPUTED);
    await expect(disputeRow.getByText('The seller did not show up')).toBeVisible();
    await expect(disputeRow.getByText('Waiting for an administrator')).toBeVisible();
    await expect(disputeRow.getByText(sellerAccount.email)).toBeVisible();
    await expectNoSeriousA11yViolations(admin, 'Disputes');
    await screenshot(admin, 'disputes-admin');
    await openOrder(admin, DISPUTED);
    await expectOrderStatus(admin, 'Disputed');
    await expect(factOf(admin, 'Buyer').getByText(buyerAccount.email)).toBeVisible();
    await expect(factOf(admin, 'Seller').getByText(sellerAccount.email)).toBeVisible();
    const adminsDispute = orderPart(admin, 'Dispute');
    await expect(factOf(admin, 'The buyer says', adminsDispute).getByText(COMPLAINT)).toBeVisible();
    await expect(factOf(admin, 'The seller says', adminsDispute).getByText(ANSWER)).toBeVisible();
    await expect(
      orderPart(admin, 'What you can do').getByRole('button', { name: 'Close for the seller' }),
    ).toBeVisible();
    await expectNoSeriousA11yViolations(admin, 'Order page (disputed, administrator)');
    await screenshot(admin, 'order-dispute');
    await runOrderAction(admin, {
      button: 'Refund the buyer',
      dialog: 'Refund the buyer',
      question: `Decide the dispute about ${DISPUTED} for ${buyerAccount.name}`,
      fill: async (dialog) => {
        const scope = dialog.getByLabel('Refund', { exact: true });
        await expect(scope.locator('option:checked')).toHaveText('In full ($380)');
        await dialog.getByLabel('Note to both sides (optional)').fill(REFUND_NOTE);
      },
      toast: 'Refund issued',
    });
    await expectOrderStatus(admin, 'Refunded');
    await expect(factOf(admin, 'Decision').getByText('Decided for the buyer')).toBeVisible();
    await expect(factOf(admin, 'Decision').getByText(`Note: ${REFUND_NOTE}`)).toBeVisible();
    await expect(
      factOf(admin, 'Refunded', orderPart(admin, 'Refund')).getByText(
        'Refunded $380.00 in full to the buyer',
      ),
    ).toBeVisible();
    // Decided: off the open disputes, among the decided ones.
    await admin.getByRole('link', { name: 'Back to Disputes' }).click();
    await expect(admin).toHaveTitle('Disputes - ReRide');
    await expect(admin.getByRole('button', { name: 'Open', pressed: true })).toBeVisible();
    await expect(rowOf(admin, DISPUTED)).toHaveCount(0);
    await admin.getByRole('button', { name: 'Decided' }).click();
    await expect(rowOf(admin, DISPUTED).getByText('Decided for the buyer')).toBeVisible();
    await expect(
      rowOf(admin, DISPUTED).getByText('Refunded $380.00 in full to the buyer'),
    ).toBeVisible();

    // The buyer sees Refunded in My Orders and on the order's page.
    await openDashboardLink(buyer, 'My Orders');
    await expectRefundedToBuyer(buyer, DISPUTED, '$380.00');
    await expect(factOf(buyer, 'Decision').getByText('Decided for you')).toBeVisible();
    const timeline = buyer.getByRole('list', { name: 'Timeline' });
    await expect(timeline.getByText('The seller answered the dispute')).toBeVisible();
    await expect(timeline.getByText(DECIDED_FOR_BUYER)).toBeVisible();
    await expectNoSeriousA11yViolations(buyer, 'Order page (refunded, buyer)');

    // The bell, the email and the seller's earnings say the same decision and amount.
    const bellPanel = await openBell(buyer);
    await expect(bellPanel.getByText(DECIDED_FOR_BUYER).first()).toBeVisible();
    const mail = await mailSaying(buyerAccount.email, DECIDED_FOR_BUYER);
    expect(mail.text).toContain(REFUND_NOTE);
    expect((await mailSaying(sellerAccount.email, DECIDED_TO_SELLER)).subject).toContain(DISPUTED);
    await openDashboardLink(seller, 'My Earnings');
    const refundEntry = rowOf(seller, 'Refund').filter({ hasText: DISPUTED });
    await expect(refundEntry.getByText(DECIDED_TO_SELLER)).toBeVisible();
    await expect(refundEntry.getByText('−$380')).toBeVisible();

    await expectBackOnSale(await newPage(), DISPUTED, bikeIds.disputed);
  });

  test('the seller cancels a paid order from Orders: the buyer is refunded in full and the bike is back on sale', async ({
    newPage,
  }) => {
    const seller = await openDashboardAs(await newPage(), sellerAccount, 'Orders');
    await expect(rowOf(seller, CANCELLED).getByText('Paid', { exact: true })).toBeVisible();
    await openOrder(seller, CANCELLED);
    await expectOrderStatus(seller, 'Paid');
    await expect(factOf(seller, 'Buyer').getByRole('link', { name: '01812345610' })).toBeVisible();
    await expectNoSeriousA11yViolations(seller, 'Order page (paid, seller)');
    await runOrderAction(seller, {
      button: 'Cancel the order',
      dialog: 'Cancel the order',
      question: `Cancel the order of ${CANCELLED}? ${buyerAccount.name} is refunded $350 in full and the bike is back on sale.`,
      fill: (dialog) =>
        dialog.getByLabel('Reason (optional, shown to the buyer)').fill(CANCEL_REASON),
      toast: 'Order cancelled: the buyer has been refunded in full',
    });
    await expectOrderStatus(seller, 'Refunded');
    await expect(
      // The seller reads who got the money back; "to you" is the buyer's wording.
      factOf(seller, 'Refunded', orderPart(seller, 'Refund')).getByText(
        'Refunded $350.00 in full to the buyer',
      ),
    ).toBeVisible();
    await expect(orderPart(seller, 'What you can do')).toHaveCount(0);
    await seller.getByRole('link', { name: 'Back to Orders' }).click();
    await expect(rowOf(seller, CANCELLED).getByText('Refunded', { exact: true })).toBeVisible();

    // The seller's earnings give the sale back.
    await openDashboardLink(seller, 'My Earnings');
    const refund = rowOf(seller, 'Refund').filter({ hasText: CANCELLED });
    await expect(refund.getByText('−$350')).toBeVisible();
    await expectNoSeriousA11yViolations(seller, 'My Earnings (refund)');

    const buyer = await openDashboardAs(await newPage(), buyerAccount, 'My Orders');
    await expectRefundedToBuyer(buyer, CANCELLED, '$350.00');
    const timeline = buyer.getByRole('list', { name: 'Timeline' });
    await expect(
      timeline.getByText(
        'The seller cancelled the order after payment. Refunded $350.00 in full to you.',
      ),
    ).toBeVisible();
    await expect(timeline.getByText(`Reason: ${CANCEL_REASON}`)).toBeVisible();
    await expectNoSeriousA11yViolations(buyer, 'Order page (cancelled by the seller, buyer)');

    await expectBackOnSale(await newPage(), CANCELLED, bikeIds.cancelled);
  });
});
