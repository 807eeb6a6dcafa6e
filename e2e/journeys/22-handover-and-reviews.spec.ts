import type { Locator, Page } from '@playwright/test';
import { bookBike, payBooking } from '@reride/devstack';
import { orderMessages, reviewMessages, reputationMessages } from '@reride/shared';
import {
  confirmDialog,
  expect,
  expectNoSeriousA11yViolations,
  expectOrderPage,
  expectOrderStatus,
  journeyAccount,
  openDashboardAs,
  orderPart,
  rowOf,
  runOrderAction,
  screenshot,
  seedOnce,
  seedTarget,
  sellerWithBikes,
  test,
} from '../harness';

const BIKE = 'Duranta Trail 21';
const BUYER_SAYS = 'Exactly as described, and the seller showed me how to adjust the brakes.';
const SELLER_SAYS = 'On time at the gate, friendly and quick to pay.';

const account = (name: string, email: string) => journeyAccount(22, name, email);
const sellerAccount = account('Nabila Duranta', 'nabila.duranta@e2e.test');
const buyerAccount = account('Fahim Rahman', 'fahim.handover@e2e.test');

let seeded = { bikeId: '', sellerId: '' };

/** A seller's bike, booked and paid by the buyer through the API: the handover is what is left. */
test.beforeAll(async () => {
  seeded = await seedOnce('22-handover-and-reviews', async () => {
    const {
      seller,
      buyer,
      bikeIds: [bikeId],
    } = await sellerWithBikes(
      { seller: sellerAccount, buyer: buyerAccount },
      {
        kind: 'mountain',
        originalPrice: 650,
        purchaseYear: 2022,
        condition: 'Good',
        location: 'Rajshahi, Bangladesh',
        mobile: '01710000022',
        description: 'Hardtail with new tyres.',
      },
      [{ name: BIKE, resalePrice: 410, artSeed: 2201 }],
    );
    const meeting = { phone: '01812345622', location: 'Shaheb Bazar, Rajshahi' };
    await payBooking(seedTarget(), buyer, await bookBike(seedTarget(), buyer, bikeId, meeting));
    return { bikeId, sellerId: seller.id };
  });
});

async function openOrder(page: Page): Promise<void> {
  await rowOf(page, BIKE).getByRole('link', { name: BIKE, exact: true }).click();
  await expectOrderPage(page, BIKE);
}

/** Tomorrow at 17:30 in the browser's clock, as a datetime-local field takes it. */
function tomorrowEvening(): string {
  const at = new Date(Date.now() + 24 * 60 * 60 * 1000);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${at.getFullYear()}-${pad(at.getMonth() + 1)}-${pad(at.getDate())}T17:30`;
}

/** Every star group of the review form at `stars`, the text, then the one confirmation. */
async function review(page: Page, about: string, groups: string[], text: string) {
  const form = page.getByRole('form', { name: reviewMessages.reviews.leaveAbout(about) });
  await expect(form).toBeVisible();
  const submit = form.getByRole('button', { name: reviewMessages.reviews.submit });
  await expect(submit).toBeDisabled();
  for (const group of [reviewMessages.reviews.overall, ...groups]) {
    await form.getByRole('group', { name: group }).getByRole('radio', { name: '5 stars' }).check();
  }
  await form.getByLabel(reviewMessages.reviews.text).fill(text);
  await submit.click();
  await confirmDialog(page, {
    dialog: reviewMessages.reviews.leave,
    question: reviewMessages.reviews.confirm,
    a11y: 'Order page (review confirmation)',
    confirm: reviewMessages.reviews.submit,
    toast: reviewMessages.reviews.savedToast,
  });
}

const reviewsOf = (page: Page): Locator =>
  page.getByRole('region', { name: reviewMessages.reviews.title });

test.describe('Journey 22: the handover code completes an order, and both sides review it', () => {
  test('the buyer shows the code, the seller enters it: completed at once; both review, and the reviews publish together on the profile and the seller card', async ({
    newPage,
  }) => {
    // The buyer sets the meeting time; the order page then shows the handover code.
    const buyer = await openDashboardAs(await newPage(), buyerAccount, 'My Orders');
    await openOrder(buyer);
    await expectOrderStatus(buyer, 'Paid');
    await expect(orderPart(buyer, orderMessages.orders.handover.title)).toHaveCount(0);
    await runOrderAction(buyer, {
      button: 'Set the meeting time',
      dialog: 'Meeting time',
      fill: (dialog) => dialog.getByLabel('Meeting time').fill(tomorrowEvening()),
      toast: orderMessages.orders.meetingSetToast,
    });
    const codePart = orderPart(buyer, orderMessages.orders.handover.title);
    await expect(codePart.getByText(orderMessages.orders.handover.howTo)).toBeVisible();
    const code = (await codePart.locator('.handover-code__digits').innerText()).replace(/\D/g, '');
    expect(code).toMatch(/^\d{6}$/);
    await expectNoSeriousA11yViolations(buyer, 'Order page (handover code)');
    await screenshot(buyer, 'handover-code');

    // The seller enters a wrong code first: refused, nothing revealed; then the right one.
    const seller = await openDashboardAs(await newPage(), sellerAccount, 'Orders');
    await openOrder(seller);
    await expect(seller.getByText(code, { exact: true })).toHaveCount(0);
    const wrong = code === '000000' ? '111111' : '000000';
    await orderPart(seller, 'What you can do')
      .getByRole('button', { name: 'Enter handover code', exact: true })
      .click();
    const dialog = seller.getByRole('dialog', { name: 'Enter the handover code' });
    await dialog.getByLabel(orderMessages.orders.handover.fieldLabel).fill(wrong);
    await dialog.getByRole('button', { name: 'Complete the order' }).click();
    await expect(dialog.getByText(orderMessages.orders.handover.wrongCode)).toBeVisible();
    await dialog.getByLabel(orderMessages.orders.handover.fieldLabel).fill(code);
    await dialog.getByRole('button', { name: 'Complete the order' }).click();
    await expect(seller.getByText(orderMessages.orders.handover.completedToast)).toBeVisible();
    await expectOrderStatus(seller, 'Completed');

    // Both review; the first review waits, unpublished, for the other side.
    await review(
      seller,
      buyerAccount.name,
      [reviewMessages.reviews.sub.communication, reviewMessages.reviews.sub.punctuality],
      SELLER_SAYS,
    );
    await expect(reviewsOf(seller).getByText(reviewMessages.reviews.awaiting)).toBeVisible();
    const visitor = await newPage();
    await visitor.goto(`/users/${seeded.sellerId}`);
    await expect(visitor.getByText(reputationMessages.newSeller)).toBeVisible();

    await buyer.reload();
    await expectOrderStatus(buyer, 'Completed');
    await review(
      buyer,
      sellerAccount.name,
      [
        reviewMessages.reviews.sub.asDescribed,
        reviewMessages.reviews.sub.communication,
        reviewMessages.reviews.sub.handover,
      ],
      BUYER_SAYS,
    );
    await expect(reviewsOf(buyer).getByText(BUYER_SAYS)).toBeVisible();
    await expect(reviewsOf(buyer).getByText(SELLER_SAYS)).toBeVisible();
    await screenshot(buyer, 'order-reviews');

    // Published together: the seller's profile and the seller card of the bike's page.
    await visitor.reload();
    await expect(visitor.getByText(BUYER_SAYS)).toBeVisible();
    await expect(visitor.getByText(reputationMessages.rating(5, 1)).first()).toBeVisible();
    await expectNoSeriousA11yViolations(visitor, 'Profile with a review');
    await screenshot(visitor, 'profile-reviews');
    await visitor.goto(`/bikes/${seeded.bikeId}`);
    await expect(visitor.getByRole('heading', { level: 1, name: BIKE })).toBeVisible();
    await expect(
      visitor.getByRole('region', { name: /seller/i }).getByText(reputationMessages.rating(5, 1)),
    ).toBeVisible();
  });
});
