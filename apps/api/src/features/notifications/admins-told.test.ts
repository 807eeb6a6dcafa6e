import { describe, expect, it } from 'vitest';
import { type Notification, notificationsMessages } from '@reride/shared';
import type { SignedUp } from '../../../test/helpers';
import { createBikeAs } from '../../../test/fixtures/bikes';
import { askAbout, sendAs } from '../../../test/fixtures/conversations';
import { DISPUTE, paidOrder, type PaidOrder } from '../../../test/fixtures/orders';

/** Administrators hear of every new case in the bell (docs/domain.md#notifications). */
const bell = async (o: PaidOrder, who: SignedUp) =>
  (await o.t.request.get('/notifications').set(who.authHeader).expect(200)).body as Notification[];
const moderation = (list: Notification[]) => list.filter((n) => n.topic === 'moderation');

describe('administrators told of new cases', () => {
  it('tells every administrator of a new dispute, once, and the parties nothing of it', async () => {
    const o = await paidOrder();
    const second = await o.t.signUpAs('Admin');
    await o.act('openDispute', o.buyer, DISPUTE).expect(200);
    for (const admin of [o.admin, second]) {
      const [told, ...others] = moderation(await bell(o, admin));
      expect(others).toEqual([]);
      expect(told).toMatchObject({ event: 'dispute_opened', orderId: o.bookingId });
      expect(notificationsMessages.describe(told!).href).toBe('/dashboard/disputes');
    }
    // The seller's answer is news for the buyer, not a new case.
    await o.act('answerDispute', o.seller, { text: 'It was fine when it left' }).expect(200);
    expect(moderation(await bell(o, o.admin))).toHaveLength(1);
    expect(moderation(await bell(o, o.buyer))).toEqual([]);
    expect(moderation(await bell(o, o.seller))).toEqual([]);
  });

  it('tells them of a reported bike once per reporter', async () => {
    const o = await paidOrder();
    const bikeId = await createBikeAs(o.t.request, o.seller.authHeader, { name: 'Odd Bike' });
    const report = () =>
      o.t.request
        .patch(`/reported/${bikeId}`)
        .set(o.otherBuyer.authHeader)
        .send({ reason: 'scam' });
    await report().expect(200);
    await report().expect(200);
    const told = moderation(await bell(o, o.admin));
    expect(told).toHaveLength(1);
    expect(told[0]).toMatchObject({ event: 'bike_reported', bikeId, bikeName: 'Odd Bike' });
  });

  it('tells them of a reported message', async () => {
    const o = await paidOrder();
    const bikeId = await createBikeAs(o.t.request, o.seller.authHeader);
    const { conversationId } = await askAbout(o.t.request, o.otherBuyer.authHeader, bikeId);
    const messageId = await sendAs(o.t.request, o.seller.authHeader, conversationId);
    await o.t.request
      .post(`/conversations/${conversationId}/messages/${messageId}/report`)
      .set(o.otherBuyer.authHeader)
      .send({ reason: 'scam' })
      .expect(200);
    const [told] = moderation(await bell(o, o.admin));
    expect(told).toMatchObject({ event: 'message_reported', bikeId });
    expect(notificationsMessages.describe(told!).href).toBe('/dashboard/reported-messages');
  });

  it('tells them of a reported review once per reporter, and of a theft report', async () => {
    const o = await paidOrder();
    await o.act('confirmHandover', o.buyer, {}).expect(200);
    const body = {
      rating: 2,
      subRatings: { asDescribed: 2, communication: 2, handover: 2 },
      text: 'Not great',
    };
    await o.t.request.post(`/orders/${o.bookingId}/reviews`).set(o.buyer.authHeader).send(body);
    const window = await o.t.request
      .post(`/orders/${o.bookingId}/reviews`)
      .set(o.seller.authHeader)
      .send({ rating: 5, subRatings: { communication: 5, punctuality: 5 }, text: 'Fine' })
      .expect(201);
    const reviewId = (window.body as { theirs: { _id: string } }).theirs._id;
    const report = () =>
      o.t.request
        .post(`/reviews/${reviewId}/report`)
        .set(o.otherBuyer.authHeader)
        .send({ reason: 'offensive' })
        .expect(200);
    await report();
    await report();
    const [told, ...more] = moderation(await bell(o, o.admin));
    expect(more).toEqual([]);
    expect(told).toMatchObject({ event: 'review_reported' });
    expect(notificationsMessages.describe(told!).href).toBe('/dashboard/admin/reviews');
    expect(moderation(await bell(o, o.seller))).toEqual([]);

    await o.t.request
      .post('/theft-reports')
      .set(o.otherBuyer.authHeader)
      .send({ serial: 'WTU 123 456', description: 'Taken from the station' })
      .expect(200);
    const theft = moderation(await bell(o, o.admin)).filter((n) => n.event === 'theft_reported');
    expect(theft).toHaveLength(1);
    expect(notificationsMessages.describe(theft[0]!).href).toBe('/dashboard/admin/theft');
    expect(JSON.stringify(theft)).not.toMatch(/WTU/i);
  });
});
