import { beforeEach, describe, expect, it } from 'vitest';
import { toCents } from '@reride/shared';
import type { SignedUp, TestApp } from '../../../../test/helpers';
import { editBikeAs, setBikeFields } from '../../../../test/fixtures/bikes';
import { askAbout } from '../../../../test/fixtures/conversations';
import { OFFER_BODY } from '../../../../test/fixtures/offers';
import {
  appWithBooking,
  bookingDoc,
  confirmCard,
  createIntent,
  payBooking,
  sandboxIntentDoc,
} from '../../../../test/fixtures/bookings';

/** A listing's price moves under an open booking (docs/domain.md#prices). */
let t: TestApp, seller: SignedUp, buyer: SignedUp, bikeId: string, bookingId: string;

beforeEach(async () => {
  ({ t, seller, buyer, bikeId, bookingId } = await appWithBooking({ resalePrice: 450 }));
});

const reprice = (resalePrice: number) =>
  editBikeAs(t.request, seller.authHeader, bikeId, { resalePrice }).expect(200);
const bookingPrice = async () => {
  const res = await t.request.get(`/bookings/${bookingId}`).set(buyer.authHeader).expect(200);
  return (res.body as { price: number }).price;
};

describe('a lower asking price', () => {
  it("lowers an unpaid booking's amount to pay, and the payment asks for the new amount", async () => {
    await reprice(400);

    expect(await bookingPrice()).toBe(400);
    const intent = await createIntent(t.request, buyer.authHeader, bookingId);
    expect(intent.amount).toBe(toCents(400));
    await confirmCard(t.request, intent).expect(200);
    expect(await bookingDoc(t.db, bookingId)).toMatchObject({ paid: true, price: 400 });
  });

  it('replaces and cancels an intent made for the old amount', async () => {
    const before = await createIntent(t.request, buyer.authHeader, bookingId);
    expect(before.amount).toBe(toCents(450));

    await reprice(420);

    expect((await sandboxIntentDoc(t.db, before.paymentIntentId))?.status).toBe('canceled');
    const after = await createIntent(t.request, buyer.authHeader, bookingId);
    expect(after.paymentIntentId).not.toBe(before.paymentIntentId);
    expect(after.amount).toBe(toCents(420));
  });

  it('is applied when the payment starts, should its event have been missed (a crash)', async () => {
    // The edit stored, the process gone before `bike.price_changed` was told.
    await setBikeFields(t.db, bikeId, { resalePrice: 410 });

    const intent = await createIntent(t.request, buyer.authHeader, bookingId);

    expect(intent.amount).toBe(toCents(410));
    expect(await bookingPrice()).toBe(410);
  });
});

describe('a higher asking price', () => {
  it('leaves the booking and its intent at the price it was made at', async () => {
    const before = await createIntent(t.request, buyer.authHeader, bookingId);

    await reprice(500);

    expect(await bookingPrice()).toBe(450);
    const again = await createIntent(t.request, buyer.authHeader, bookingId);
    expect(again).toMatchObject({ paymentIntentId: before.paymentIntentId, amount: toCents(450) });
  });

  it('then a cut back above the booked price leaves it too', async () => {
    await reprice(600);
    await reprice(500);

    expect(await bookingPrice()).toBe(450);
  });
});

describe("an accepted offer's order", () => {
  it('is never raised, and is lowered by a price below its agreed amount', async () => {
    const offerer = await t.signUpAs('Buyer');
    const { conversationId } = await askAbout(t.request, offerer.authHeader, bikeId);
    const made = await t.request
      .post(`/conversations/${conversationId}/offers`)
      .set(offerer.authHeader)
      .send({ ...OFFER_BODY, amount: 380 })
      .expect(201);
    const offerId = (made.body as { offerId: string }).offerId;
    const accepted = await t.request
      .post(`/offers/${offerId}/accept`)
      .set(seller.authHeader)
      .expect(200);
    const orderId = (accepted.body as { orderId: string }).orderId;

    await reprice(500);
    expect(await bookingDoc(t.db, orderId)).toMatchObject({ price: 380 });
    expect(await bookingPrice()).toBe(450);

    await reprice(360);
    expect(await bookingDoc(t.db, orderId)).toMatchObject({ price: 360 });
    expect(await bookingPrice()).toBe(360);
  });
});

describe('once the booking is paid', () => {
  it('refuses the edit (409) and leaves the paid order as it was', async () => {
    await payBooking(t.request, buyer.authHeader, bookingId);
    const paid = await bookingDoc(t.db, bookingId);

    const res = await editBikeAs(t.request, seller.authHeader, bikeId, { resalePrice: 300 });

    expect(res.status).toBe(409);
    expect(await bookingDoc(t.db, bookingId)).toEqual(paid);
    const page = await t.request.get(`/bikes/${bikeId}`).expect(200);
    expect(page.body.resalePrice).toBe(450);
  });
});
