import { beforeEach, describe, expect, it } from 'vitest';
import { formatDateText, type EndpointName, sanctionMessages } from '@reride/shared';
import { collectionsState, type SignedUp } from '../../../test/helpers';
import { bikeBody, createBikeAs, uploadImage } from '../../../test/fixtures/bikes';
import { bookBike, payBooking, PHONE } from '../../../test/fixtures/bookings';
import { askAbout } from '../../../test/fixtures/conversations';
import { OFFER_BODY } from '../../../test/fixtures/offers';
import { callAs, meetingAt, paidOrder, type PaidOrder } from '../../../test/fixtures/orders';

/** What a suspension refuses (docs/domain.md#sanctions) and what it leaves the person. */

let o: PaidOrder;
beforeEach(async () => {
  o = await paidOrder();
});

const suspend = (who: SignedUp) =>
  callAs(o.t, 'suspendUser', o.admin, {
    params: { id: who.user._id },
    body: { reason: 'Spam in messages', days: 3 },
  }).expect(200);

/** Every collection a refused action might have written to. */
const marketState = () =>
  collectionsState(o.t.db, [
    'bikes',
    'bookings',
    'conversations',
    'messages',
    'offers',
    'payments',
  ]);

/** `name` as `who` answers 403 SUSPENDED naming the end, and changes nothing. */
async function refusedWhileSuspended(
  name: EndpointName,
  who: SignedUp,
  input: { params?: Record<string, string>; body?: object } = {},
) {
  const before = await marketState();
  const res = await callAs(o.t, name, who, { body: {}, ...input });
  expect(res.status, `${name}: ${JSON.stringify(res.body)}`).toBe(403);
  const until = new Date((res.body as { details: { until: string } }).details.until);
  const text = `${formatDateText(until)} ${until.toISOString().slice(11, 16)} UTC`;
  expect(res.body).toMatchObject({
    code: 'SUSPENDED',
    message: sanctionMessages.sanctions.suspended(text),
  });
  expect(await marketState()).toEqual(before);
}

/** A bike of the seller the buyer asked about and made an offer on: ids for the offer rows. */
async function openOffer() {
  const bikeId = await createBikeAs(o.t.request, o.seller.authHeader, { resalePrice: 450 });
  const { conversationId } = await askAbout(o.t.request, o.buyer.authHeader, bikeId);
  const res = await callAs(o.t, 'makeOffer', o.buyer, {
    params: { id: conversationId },
    body: OFFER_BODY,
  }).expect(201);
  return { bikeId, conversationId, offerId: (res.body as { offerId: string }).offerId };
}

describe('a suspended seller', () => {
  it('cannot list, resume or renew a bike, send a message or answer an offer', async () => {
    const paused = await createBikeAs(o.t.request, o.seller.authHeader);
    await callAs(o.t, 'pauseBike', o.seller, { params: { id: paused } }).expect(200);
    const { conversationId, offerId } = await openOffer();
    const { data } = await uploadImage(o.t.request, o.seller.authHeader);
    await suspend(o.seller);

    await refusedWhileSuspended('createBike', o.seller, { body: bikeBody(data.url) });
    await refusedWhileSuspended('resumeBike', o.seller, { params: { id: paused } });
    await refusedWhileSuspended('renewBike', o.seller, { params: { id: o.bikeId } });
    const text = { text: 'Still there' };
    await refusedWhileSuspended('sendMessage', o.seller, {
      params: { id: conversationId },
      body: text,
    });
    await refusedWhileSuspended('acceptOffer', o.seller, { params: { id: offerId } });
    await refusedWhileSuspended('declineOffer', o.seller, { params: { id: offerId } });
    await refusedWhileSuspended('counterOffer', o.seller, {
      params: { id: offerId },
      body: { amount: 420 },
    });
  });

  it('still reads messages and finishes a paid order: the handover time', async () => {
    const { conversationId } = await openOffer();
    await suspend(o.seller);
    await callAs(o.t, 'listMessages', o.seller, { params: { id: conversationId } }).expect(200);
    await o.act('setMeeting', o.seller, { at: meetingAt() }).expect(200);
    await callAs(o.t, 'getMySanction', o.seller).expect(200);
  });
});

describe('a suspended buyer', () => {
  it('cannot book, start a conversation, send a message or make an offer', async () => {
    const bikeId = await createBikeAs(o.t.request, o.seller.authHeader, { resalePrice: 450 });
    const { conversationId } = await askAbout(o.t.request, o.buyer.authHeader, bikeId);
    await suspend(o.buyer);

    const booking = { bikeId, phone: PHONE, location: 'Dhanmondi, Dhaka' };
    await refusedWhileSuspended('createBooking', o.buyer, { body: booking });
    await refusedWhileSuspended('startConversation', o.buyer, { body: { bikeId, text: 'Hi?' } });
    await refusedWhileSuspended('sendMessage', o.buyer, {
      params: { id: conversationId },
      body: { text: 'Hello again' },
    });
    await refusedWhileSuspended('makeOffer', o.buyer, {
      params: { id: conversationId },
      body: OFFER_BODY,
    });
  });

  it('still pays an accepted booking, confirms receipt, cancels and sees their orders', async () => {
    const toPay = await bookBike(
      o.t.request,
      o.buyer.authHeader,
      await createBikeAs(o.t.request, o.seller.authHeader),
    );
    const toCancel = await bookBike(
      o.t.request,
      o.buyer.authHeader,
      await createBikeAs(o.t.request, o.seller.authHeader),
    );
    await suspend(o.buyer);

    await payBooking(o.t.request, o.buyer.authHeader, toPay);
    await o.act('confirmHandover', o.buyer).expect(200);
    await o.act('cancelBooking', o.buyer, {}, toCancel).expect(200);
    const query = { email: o.buyer.email };
    await callAs(o.t, 'listMyBookings', o.buyer, { query }).expect(200);
    expect((await o.view()).status).toBe('completed');
  });

  it('may act again once the suspension is lifted', async () => {
    const bikeId = await createBikeAs(o.t.request, o.seller.authHeader);
    await suspend(o.buyer);
    await callAs(o.t, 'liftSuspension', o.admin, {
      params: { id: o.buyer.user._id },
      body: { reason: 'Mistaken report' },
    }).expect(200);
    await bookBike(o.t.request, o.buyer.authHeader, bikeId);
  });
});

it('a warning alone refuses nothing', async () => {
  await callAs(o.t, 'warnUser', o.admin, {
    params: { id: o.buyer.user._id },
    body: { reason: 'Be kind in messages' },
  }).expect(200);
  await bookBike(
    o.t.request,
    o.buyer.authHeader,
    await createBikeAs(o.t.request, o.seller.authHeader),
  );
});
