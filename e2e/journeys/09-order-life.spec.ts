import { beforeAll, describe, test } from 'vitest';
import { bookBike, listBike, payBooking, registerAccount } from '@reride/devstack';
import {
  expectNoSeriousA11yViolations,
  expectToast,
  expectVisible,
  loginAs,
  newPage,
  openDashboardLink,
  rowOf,
  screenshot,
  seedTarget,
  type Account,
} from '../harness';

const KEPT = 'Veloce Urban 3';
const DECLINED = 'Veloce Urban 5';
const SELLER_PHONE = '01710000009';

const account = (name: string, email: string): Account => ({
  name,
  email,
  password: 'Journey#9ride',
});
const sellerAccount = account('Rina Veloce', 'rina.veloce@e2e.test');
const buyerAccount = account('Tanvir Hasan', 'tanvir.orders@e2e.test');

/** A seller with two bikes, both booked by one buyer through the API; the first one paid. */
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
  const kept = await listBike(
    seedTarget(),
    seller,
    { ...listing, name: KEPT, resalePrice: 420 },
    901,
  );
  const declined = await listBike(
    seedTarget(),
    seller,
    { ...listing, name: DECLINED, resalePrice: 480 },
    902,
  );
  const buyer = await registerAccount(seedTarget(), { ...buyerAccount, userType: 'Buyer' });
  const meeting = { phone: '01812345679', location: 'Shib Bari, Khulna' };
  const keptBooking = await bookBike(seedTarget(), buyer, kept, meeting);
  await bookBike(seedTarget(), buyer, declined, meeting);
  await payBooking(seedTarget(), buyer, keptBooking);
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
    await expectVisible(rowOf(page, KEPT).getByText('Paid', { exact: true }));
  });

  test('a paid order shows the seller’s contact and completes when the buyer confirms receipt', async () => {
    const page = await newPage();
    await loginAs(page, buyerAccount);
    await openDashboardLink(page, 'My Orders');
    const row = rowOf(page, KEPT);
    await expectVisible(row.getByRole('link', { name: SELLER_PHONE }));
    await expectVisible(row.getByText(sellerAccount.name, { exact: false }));
    await screenshot(page, 'order-paid');
    await row.getByRole('button', { name: `I received the bike ${KEPT}` }).click();
    const dialog = page.getByRole('dialog', { name: 'Confirm receipt' });
    await expectNoSeriousA11yViolations(page, 'Confirm receipt');
    await dialog.getByRole('button', { name: "Yes, I'm sure" }).click();
    await expectToast(page, 'Thank you! The order is completed');
    await expectVisible(rowOf(page, KEPT).getByText('Completed', { exact: true }));

    // The order's own page: where it stands, the seller's contact and its timeline.
    await rowOf(page, KEPT).getByRole('link', { name: KEPT }).click();
    await expectVisible(page.getByRole('heading', { name: `Order: ${KEPT}` }));
    const timeline = page.getByRole('list', { name: 'Timeline' });
    await expectVisible(timeline.getByText('You paid'));
    await expectVisible(timeline.getByText('The order was completed'));
    await expectVisible(page.getByRole('link', { name: SELLER_PHONE }));
    await expectNoSeriousA11yViolations(page, 'Order page');
    await screenshot(page, 'order-page');

    const seller = await newPage();
    await loginAs(seller, sellerAccount);
    await openDashboardLink(seller, 'My Products');
    await seller.getByRole('button', { name: `Details of ${KEPT}` }).click();
    const bookings = seller.getByRole('region', { name: `1 booking for ${KEPT}` });
    await expectVisible(bookings.getByText('Completed', { exact: true }));
  });
});
