import { beforeEach, describe, expect, it } from 'vitest';
import type { Booking, Order } from '@reride/shared';
import { appWithUsers, type SignedUp, type TestApp } from '../../../../test/helpers';
import { createBikeAs, setBikeFields } from '../../../../test/fixtures/bikes';
import { bookBike, payBooking } from '../../../../test/fixtures/bookings';

/**
 * The seller's contact phone a paying buyer reads (docs/domain.md#contact-privacy): the listing's
 * mobile, else the phone of the seller's account.
 */
let t: TestApp, seller: SignedUp, buyer: SignedUp;
const ACCOUNT_PHONE = '+8801812345678';

beforeEach(async () => {
  [t, seller, buyer] = await appWithUsers(['Seller', 'Buyer']);
});

const saveAccountPhone = (phone: string) =>
  t.request
    .patch('/users/me')
    .set(seller.authHeader)
    .send({ name: seller.user.name, phone, city: '' })
    .expect(200);

/** A bike listed without a mobile (as older listings were) and booked by the buyer. */
async function bookBikeWithoutMobile() {
  const bikeId = await createBikeAs(t.request, seller.authHeader);
  await setBikeFields(t.db, bikeId, { mobile: '' });
  return bookBike(t.request, buyer.authHeader, bikeId);
}

const bookingOf = async (id: string) =>
  (await t.request.get(`/bookings/${id}`).set(buyer.authHeader).expect(200)).body as Booking;
const orderOf = async (id: string) =>
  (await t.request.get(`/orders/${id}`).set(buyer.authHeader).expect(200)).body as Order;

describe("the seller's account phone as their contact", () => {
  it('is the contact of a paid order whose listing has no mobile', async () => {
    await saveAccountPhone(ACCOUNT_PHONE);
    const id = await bookBikeWithoutMobile();
    await payBooking(t.request, buyer.authHeader, id);
    expect((await bookingOf(id)).sellerContact).toEqual({
      name: seller.user.name,
      phone: ACCOUNT_PHONE,
      email: seller.email,
    });
    expect((await orderOf(id)).seller).toMatchObject({ phone: ACCOUNT_PHONE });
  });

  it('stays private before payment', async () => {
    await saveAccountPhone(ACCOUNT_PHONE);
    const id = await bookBikeWithoutMobile();
    const booking = await bookingOf(id);
    expect(booking).not.toHaveProperty('sellerContact');
    expect((await orderOf(id)).seller).not.toHaveProperty('phone');
    expect(JSON.stringify([booking, await orderOf(id)])).not.toContain(ACCOUNT_PHONE);
  });

  it("gives way to the listing's own mobile", async () => {
    await saveAccountPhone(ACCOUNT_PHONE);
    const bikeId = await createBikeAs(t.request, seller.authHeader, { mobile: '01799887766' });
    const id = await bookBike(t.request, buyer.authHeader, bikeId);
    await payBooking(t.request, buyer.authHeader, id);
    expect((await bookingOf(id)).sellerContact?.phone).toBe('01799887766');
  });

  it('is empty when neither the listing nor the account has a phone', async () => {
    const id = await bookBikeWithoutMobile();
    await payBooking(t.request, buyer.authHeader, id);
    expect((await bookingOf(id)).sellerContact?.phone).toBe('');
  });
});
