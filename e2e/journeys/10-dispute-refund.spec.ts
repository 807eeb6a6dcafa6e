import { beforeAll, describe, expect, test } from 'vitest';
import type { Page } from 'playwright-core';
import { bookBike, listBike, payBooking, registerAccount } from '@reride/devstack';
import {
  bikeCard,
  expectNoSeriousA11yViolations,
  expectOrderPage,
  expectOrderStatus,
  expectTitle,
  expectVisible,
  factOf,
  loginAs,
  newPage,
  openDashboardLink,
  orderPart,
  rowOf,
  runOrderAction,
  screenshot,
  seedTarget,
  stack,
  journeyAccount,
} from '../harness';

const DISPUTED = 'Velotrac Commuter 7';
const CANCELLED = 'Velotrac Commuter 9';
const COMPLAINT = 'Nobody came to Zindabazar at the agreed time and the phone was off.';
const ANSWER = 'I waited at the other gate for an hour; the buyer never called.';
const REFUND_NOTE = 'The seller could not show the bike was handed over.';
const CANCEL_REASON = 'The frame has a crack I found while cleaning it.';

const account = (name: string, email: string) => journeyAccount(10, name, email);
const sellerAccount = account('Sabbir Velotrac', 'sabbir.velotrac@e2e.test');
const buyerAccount = account('Mitu Chowdhury', 'mitu.disputes@e2e.test');

const bikeIds = { disputed: '', cancelled: '' };

/** A seller with two road bikes, both booked and paid by one buyer through the API. */
beforeAll(async () => {
  const seller = await registerAccount(seedTarget(), { ...sellerAccount, userType: 'Seller' });
  const listing = {
    kind: 'road',
    originalPrice: 600,
    purchaseYear: 2022,
    condition: 'Good',
    location: 'Sylhet, Bangladesh',
    mobile: '01710000010',
    description: 'Flat-bar commuter, serviced last month.',
  } as const;
  bikeIds.disputed = await listBike(
    seedTarget(),
    seller,
    { ...listing, name: DISPUTED, resalePrice: 380 },
    1001,
  );
  bikeIds.cancelled = await listBike(
    seedTarget(),
    seller,
    { ...listing, name: CANCELLED, resalePrice: 350 },
    1002,
  );
  const buyer = await registerAccount(seedTarget(), { ...buyerAccount, userType: 'Buyer' });
  const meeting = { phone: '01812345610', location: 'Zindabazar, Sylhet' };
  for (const bikeId of [bikeIds.disputed, bikeIds.cancelled]) {
    await payBooking(seedTarget(), buyer, await bookBike(seedTarget(), buyer, bikeId, meeting));
  }
});

/** Opens an order from a list (My Orders, Orders, Disputes) by its bike's name. */
async function openOrder(page: Page, bike: string): Promise<void> {
  await rowOf(page, bike).getByRole('link', { name: bike, exact: true }).click();
  await expectOrderPage(page, bike);
}

/** A visitor sees the bike on sale again: Available with Book on its page, and in Road Bikes. */
async function expectBackOnSale(bike: string, bikeId: string): Promise<void> {
  const visitor = await newPage();
  await visitor.goto(`/bikes/${bikeId}`);
  await expectVisible(visitor.getByRole('heading', { level: 1, name: bike }));
  await expectVisible(visitor.getByText('Available', { exact: true }));
  await expectVisible(visitor.getByRole('button', { name: `Book ${bike}` }));
  expect(
    await visitor.getByText('This bike has been sold and can no longer be booked.').count(),
  ).toBe(0);
  await visitor.goto(`/category/${stack().categories['Road Bikes']}`);
  await expectVisible(bikeCard(visitor, bike).getByRole('button', { name: `Book ${bike}` }));
}

describe('Journey 10: a dispute refunded by an administrator, an order cancelled by its seller', () => {
  test('the buyer disputes a paid order, the seller answers, the administrator refunds in full: the buyer sees Refunded and the bike is back on sale', async () => {
    // Sold: its page says so.
    const visitor = await newPage();
    await visitor.goto(`/bikes/${bikeIds.disputed}`);
    await expectVisible(visitor.getByText('This bike has been sold and can no longer be booked.'));

    // The buyer opens a dispute on the order's page.
    const buyer = await newPage();
    await loginAs(buyer, buyerAccount);
    await openDashboardLink(buyer, 'My Orders');
    await expectVisible(rowOf(buyer, DISPUTED).getByText('Paid', { exact: true }));
    await openOrder(buyer, DISPUTED);
    await expectOrderStatus(buyer, 'Paid');
    await runOrderAction(buyer, {
      button: 'Open a dispute',
      dialog: 'Open a dispute',
      question: `Tell an administrator what went wrong with ${DISPUTED}.`,
      fill: async (dialog) => {
        // The text is required: the dialog says so and stays open.
        await dialog.getByRole('button', { name: "Yes, I'm sure" }).click();
        await expectVisible(dialog.getByText('Required field'));
        await dialog
          .getByLabel('What went wrong')
          .selectOption({ label: 'The seller did not show up' });
        await dialog.getByLabel('Tell the administrator what happened').fill(COMPLAINT);
      },
      toast: 'Dispute opened: an administrator will look at it',
    });
    await expectOrderStatus(buyer, 'Disputed');
    const buyersDispute = orderPart(buyer, 'Dispute');
    await expectVisible(
      factOf(buyer, 'Reason', buyersDispute).getByText('The seller did not show up'),
    );
    await expectVisible(factOf(buyer, 'The buyer says', buyersDispute).getByText(COMPLAINT));
    await expectVisible(factOf(buyer, 'The seller says', buyersDispute).getByText('No answer yet'));
    await expectVisible(
      factOf(buyer, 'Decision', buyersDispute).getByText('Waiting for an administrator'),
    );
    // A disputed order can no longer be confirmed: nothing is left for the buyer to do.
    await orderPart(buyer, 'What you can do').waitFor({ state: 'detached' });
    await expectVisible(
      buyer.getByRole('list', { name: 'Timeline' }).getByText('You opened a dispute'),
    );
    await expectNoSeriousA11yViolations(buyer, 'Order page (disputed, buyer)');

    // The seller answers from Orders.
    const seller = await newPage();
    await loginAs(seller, sellerAccount);
    await openDashboardLink(seller, 'Orders');
    await expectTitle(seller, 'Orders - ReRide');
    await expectVisible(rowOf(seller, DISPUTED).getByText('Disputed', { exact: true }));
    await expectVisible(rowOf(seller, DISPUTED).getByText(buyerAccount.name));
    await expectNoSeriousA11yViolations(seller, 'Orders (seller)');
    await openOrder(seller, DISPUTED);
    await expectVisible(
      factOf(seller, 'The buyer says', orderPart(seller, 'Dispute')).getByText(COMPLAINT),
    );
    await runOrderAction(seller, {
      button: 'Answer the dispute',
      dialog: 'Answer the dispute',
      question: `Give your side of ${buyerAccount.name}'s dispute about ${DISPUTED}.`,
      fill: (dialog) => dialog.getByLabel('Your answer').fill(ANSWER),
      toast: 'Your answer was added to the dispute',
    });
    await expectVisible(
      factOf(seller, 'The seller says', orderPart(seller, 'Dispute')).getByText(ANSWER),
    );
    await orderPart(seller, 'What you can do').waitFor({ state: 'detached' });
    await expectNoSeriousA11yViolations(seller, 'Order page (disputed, seller)');

    // The administrator reads both sides and refunds the buyer in full.
    const admin = await newPage();
    await loginAs(admin, stack().accounts.admin);
    await openDashboardLink(admin, 'Disputes');
    await expectTitle(admin, 'Disputes - ReRide');
    const disputeRow = rowOf(admin, DISPUTED);
    await expectVisible(disputeRow.getByText('The seller did not show up'));
    await expectVisible(disputeRow.getByText('Waiting for an administrator'));
    await expectVisible(disputeRow.getByText(sellerAccount.email));
    await expectNoSeriousA11yViolations(admin, 'Disputes');
    await screenshot(admin, 'disputes-admin');
    await openOrder(admin, DISPUTED);
    await expectOrderStatus(admin, 'Disputed');
    await expectVisible(factOf(admin, 'Buyer').getByText(buyerAccount.email));
    await expectVisible(factOf(admin, 'Seller').getByText(sellerAccount.email));
    const adminsDispute = orderPart(admin, 'Dispute');
    await expectVisible(factOf(admin, 'The buyer says', adminsDispute).getByText(COMPLAINT));
    await expectVisible(factOf(admin, 'The seller says', adminsDispute).getByText(ANSWER));
    await expectVisible(
      orderPart(admin, 'What you can do').getByRole('button', { name: 'Close for the seller' }),
    );
    await expectNoSeriousA11yViolations(admin, 'Order page (disputed, administrator)');
    await screenshot(admin, 'order-dispute');
    await runOrderAction(admin, {
      button: 'Refund the buyer',
      dialog: 'Refund the buyer',
      question: `Decide the dispute about ${DISPUTED} for ${buyerAccount.name}`,
      fill: async (dialog) => {
        const scope = dialog.getByLabel('Refund', { exact: true });
        expect(await scope.locator('option:checked').textContent()).toBe('In full ($380)');
        await dialog.getByLabel('Note to both sides (optional)').fill(REFUND_NOTE);
      },
      toast: 'Refund issued',
    });
    await expectOrderStatus(admin, 'Refunded');
    await expectVisible(factOf(admin, 'Decision').getByText('Decided for the buyer'));
    await expectVisible(factOf(admin, 'Decision').getByText(`Note: ${REFUND_NOTE}`));
    await expectVisible(
      factOf(admin, 'Refunded', orderPart(admin, 'Refund')).getByText(
        '$380 (full refund) by an administrator',
      ),
    );
    // Decided: off the open disputes, among the decided ones.
    await admin.getByRole('link', { name: 'Back to Disputes' }).click();
    await expectTitle(admin, 'Disputes - ReRide');
    await expectVisible(admin.getByRole('button', { name: 'Open', pressed: true }));
    await rowOf(admin, DISPUTED).waitFor({ state: 'detached' });
    await admin.getByRole('button', { name: 'Decided' }).click();
    await expectVisible(rowOf(admin, DISPUTED).getByText('Decided for the buyer'));
    await expectVisible(rowOf(admin, DISPUTED).getByText(/full refund/));

    // The buyer sees Refunded in My Orders and on the order's page.
    await openDashboardLink(buyer, 'My Orders');
    await expectVisible(rowOf(buyer, DISPUTED).getByText('Refunded', { exact: true }));
    await openOrder(buyer, DISPUTED);
    await expectOrderStatus(buyer, 'Refunded');
    await expectVisible(
      factOf(buyer, 'Refunded', orderPart(buyer, 'Refund')).getByText(
        '$380 (full refund) by an administrator',
      ),
    );
    await expectVisible(factOf(buyer, 'Decision').getByText('Decided for the buyer'));
    const timeline = buyer.getByRole('list', { name: 'Timeline' });
    await expectVisible(timeline.getByText('The seller answered the dispute'));
    await expectVisible(timeline.getByText('An administrator refunded the buyer'));
    await expectNoSeriousA11yViolations(buyer, 'Order page (refunded, buyer)');

    await expectBackOnSale(DISPUTED, bikeIds.disputed);
  });

  test('the seller cancels a paid order from Orders: the buyer is refunded in full and the bike is back on sale', async () => {
    const seller = await newPage();
    await loginAs(seller, sellerAccount);
    await openDashboardLink(seller, 'Orders');
    await expectVisible(rowOf(seller, CANCELLED).getByText('Paid', { exact: true }));
    await openOrder(seller, CANCELLED);
    await expectOrderStatus(seller, 'Paid');
    await expectVisible(factOf(seller, 'Buyer').getByRole('link', { name: '01812345610' }));
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
    await expectVisible(
      factOf(seller, 'Refunded', orderPart(seller, 'Refund')).getByText(
        '$350 (full refund) by the seller',
      ),
    );
    await orderPart(seller, 'What you can do').waitFor({ state: 'detached' });
    await seller.getByRole('link', { name: 'Back to Orders' }).click();
    await expectVisible(rowOf(seller, CANCELLED).getByText('Refunded', { exact: true }));

    // The seller's earnings give the sale back.
    await openDashboardLink(seller, 'My Earnings');
    const refund = rowOf(seller, 'Refund').filter({ hasText: CANCELLED });
    await expectVisible(refund.getByText('−$350'));
    await expectNoSeriousA11yViolations(seller, 'My Earnings (refund)');

    const buyer = await newPage();
    await loginAs(buyer, buyerAccount);
    await openDashboardLink(buyer, 'My Orders');
    await expectVisible(rowOf(buyer, CANCELLED).getByText('Refunded', { exact: true }));
    await openOrder(buyer, CANCELLED);
    await expectOrderStatus(buyer, 'Refunded');
    await expectVisible(
      factOf(buyer, 'Refunded', orderPart(buyer, 'Refund')).getByText(
        '$350 (full refund) by the seller',
      ),
    );
    const timeline = buyer.getByRole('list', { name: 'Timeline' });
    await expectVisible(
      timeline.getByText('The seller cancelled the order and refunded the buyer in full'),
    );
    await expectVisible(timeline.getByText(`Reason: ${CANCEL_REASON}`));
    await expectNoSeriousA11yViolations(buyer, 'Order page (cancelled by the seller, buyer)');

    await expectBackOnSale(CANCELLED, bikeIds.cancelled);
  });
});
