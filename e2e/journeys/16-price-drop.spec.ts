import {
  bell,
  expect,
  expectLive,
  expectToast,
  journeyAccount,
  loginAs,
  mailsTo,
  payWithCard,
  rowOf,
  screenshot,
  seedOnce,
  sellerWithBikeAndBuyer,
  test,
} from '../harness';

// A seller lowers a price (docs/domain.md#prices): the buyer who saved the bike is told live and
// by email, and their open booking asks the new price, which is what they pay.
const BIKE = 'Trek FX 3 Disc Hybrid';
const ASKING = 600;
const LOWER = 540;

const sellerAccount = journeyAccount(16, 'Rumana Trek', 'rumana.trek@e2e.test');
const buyerAccount = journeyAccount(16, 'Imran Saver', 'imran.saver@e2e.test');

let bikeId = '';

test.beforeAll(async () => {
  bikeId = await seedOnce('16-price-drop', async () =>
    sellerWithBikeAndBuyer(
      sellerAccount,
      buyerAccount,
      {
        name: BIKE,
        kind: 'road',
        resalePrice: ASKING,
        originalPrice: 950,
        purchaseYear: 2022,
        condition: 'Excellent',
        location: 'Dhaka, Bangladesh',
        mobile: '01710000161',
        description: 'Hybrid with hydraulic discs, 56 cm frame, serviced this month.',
      },
      1616,
    ),
  );
});

test.describe('Journey 16: a price drop reaches the saver and their booking', () => {
  test('the saver is told live and by email, and pays the lower price', async ({ newPage }) => {
    // The buyer saves the bike, books it, and chooses wishlist emails.
    const buyer = await newPage();
    await loginAs(buyer, buyerAccount);
    await buyer.goto(`/bikes/${bikeId}`);
    await buyer.getByRole('button', { name: 'Save to wishlist' }).first().click();
    await expect(buyer.getByRole('button', { name: 'Saved' }).first()).toBeVisible();
    await buyer
      .getByRole('button', { name: `Book ${BIKE}` })
      .first()
      .click();
    const booking = buyer.getByRole('dialog', { name: `Book ${BIKE}` });
    await booking.getByLabel('Phone').fill('01812345616');
    await booking.getByLabel('Meeting location').fill('Gulshan 2, Dhaka');
    await booking.getByRole('button', { name: 'Submit' }).click();
    await expectToast(buyer, `${BIKE} successfully booked!`);
    await buyer.goto('/dashboard/settings');
    await buyer.getByRole('checkbox', { name: /^Wishlist/ }).check();
    await buyer.getByRole('button', { name: 'Save' }).click();
    await expectToast(buyer, 'Email settings saved');
    await buyer.goto('/dashboard/orders');
    await expectLive(buyer);

    // The seller lowers the price from My Products.
    const seller = await newPage();
    await loginAs(seller, sellerAccount);
    await seller.goto('/dashboard/my-products');
    await rowOf(seller, BIKE).getByRole('link', { name: /Edit/ }).click();
    await seller.getByLabel('Resale price ($)').fill(String(LOWER));
    await seller.getByRole('button', { name: 'Save changes' }).click();
    await expectToast(seller, 'Listing updated!');

    // Without a reload, the buyer's bell tells the drop; the booking asks the new price.
    await expect(buyer.getByRole('button', { name: 'Notifications, 1 unread' })).toBeVisible();
    await bell(buyer).click();
    const panel = buyer.getByRole('region', { name: 'Notifications' });
    await expect(panel.getByText(`${BIKE} from your wishlist now costs $${LOWER}.`)).toBeVisible();
    // My Orders, still open, asks the new price without a reload.
    await expect(rowOf(buyer, BIKE).getByText(`$${LOWER}`, { exact: true })).toBeVisible();
    await screenshot(buyer, 'price-drop-bell');
    await buyer.keyboard.press('Escape');
    await mailsTo(buyerAccount.email, [`Price drop: ${BIKE}`]);

    // The bike page shows the cut; the buyer pays the lower price.
    await buyer.goto(`/bikes/${bikeId}`);
    await expect(buyer.getByText(`was $${ASKING}`)).toBeVisible();
    await buyer.goto('/dashboard/orders');
    await rowOf(buyer, BIKE)
      .getByRole('link', { name: `Pay for ${BIKE}` })
      .click();
    await expect(buyer.getByText(`Please pay $${LOWER}`)).toBeVisible();
    await payWithCard(buyer, '4242 4242 4242 4242');
    await expectToast(buyer, 'Payment Successfully Completed!');
  });
});
