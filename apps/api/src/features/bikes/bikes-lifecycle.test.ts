import { beforeEach, describe, expect, it } from 'vitest';
import {
  CATEGORIES,
  type Bike,
  type BikeSitemapFile,
  type Notification,
  catalogueMessages,
  notificationsMessages,
} from '@reride/shared';
import { appWithUsers, schedulerAhead, type SignedUp, type TestApp } from '../../../test/helpers';
import { bikesIn, createBikeAs, findBikeDoc } from '../../../test/fixtures/bikes';
import { bookAndPay, bookBike, bookingDoc, createIntent } from '../../../test/fixtures/bookings';
import { askAbout } from '../../../test/fixtures/conversations';
import { OFFER_BODY } from '../../../test/fixtures/offers';

/** The listing lifecycle (docs/domain.md#listing-lifecycle), through HTTP on the real engine. */
const DAY_MS = 24 * 60 * 60 * 1000;
let t: TestApp, seller: SignedUp, buyer: SignedUp, other: SignedUp;

beforeEach(async () => {
  [t, seller, buyer, other] = await appWithUsers(['Seller', 'Buyer', 'Buyer']);
});

const step = (id: string, action: string, who: SignedUp = seller) =>
  t.request.post(`/bikes/${id}/${action}`).set(who.authHeader);
const category = CATEGORIES[0]._id;

/** Where a listed bike shows: category, advertised, search, sitemap, the seller's profile. */
async function publicIds(): Promise<Record<string, string[]>> {
  const ids = (res: { body: unknown }) => bikesIn(res).map((b) => b._id);
  const file = (await t.request.get('/sitemap/bikes/1').expect(200)).body as BikeSitemapFile;
  const profile = await t.request.get(`/users/${seller.user._id}/profile`).expect(200);
  return {
    category: ids(await t.request.get(`/bikes/category/${category}`).expect(200)),
    search: ids(await t.request.get('/bikes/search').query({ q: 'trek' }).expect(200)),
    sitemap: file.bikes.map((b) => b._id),
    profile: (profile.body as { bikes: Bike[] }).bikes.map((b) => b._id),
  };
}
const everywhere = (id: string) => ({
  category: [id],
  search: [id],
  sitemap: [id],
  profile: [id],
});
const nowhere = { category: [], search: [], sitemap: [], profile: [] };

const notificationsOf = async (who: SignedUp) =>
  (await t.request.get('/notifications').set(who.authHeader).expect(200)).body as Notification[];

describe('pause and resume', () => {
  it('hides a paused listing from every public list and shows its page as paused, until resumed', async () => {
    const id = await createBikeAs(t.request, seller.authHeader);
    expect(await publicIds()).toEqual(everywhere(id));

    const paused = await step(id, 'pause').expect(200);

    expect(paused.body).toEqual({ acknowledged: true, modifiedCount: 1, status: 'paused' });
    expect(await publicIds()).toEqual(nowhere);
    const page = await t.request.get(`/bikes/${id}`).expect(200);
    expect(page.body).toMatchObject({ status: 'paused', availability: 'paused' });
    await step(id, 'pause').expect(409, {
      message: catalogueMessages.bikes.alreadyPaused,
      code: 'CONFLICT',
    });

    await step(id, 'resume').expect(200, {
      acknowledged: true,
      modifiedCount: 1,
      status: 'unsold',
    });
    expect(await publicIds()).toEqual(everywhere(id));
    await step(id, 'resume').expect(409);
  });

  it('refuses a booking, an offer and a payment while paused; the open booking stays open', async () => {
    const id = await createBikeAs(t.request, seller.authHeader, { resalePrice: 450 });
    const bookingId = await bookBike(t.request, buyer.authHeader, id);
    const { conversationId } = await askAbout(t.request, other.authHeader, id);

    await step(id, 'pause').expect(200);

    const refused = { message: catalogueMessages.bikes.paused, code: 'CONFLICT' };
    await t.request
      .post('/bookings')
      .set(other.authHeader)
      .send({ bikeId: id, phone: '01711223344', location: 'Dhanmondi, Dhaka' })
      .expect(409, refused);
    await t.request
      .post(`/conversations/${conversationId}/offers`)
      .set(other.authHeader)
      .send(OFFER_BODY)
      .expect(409, refused);
    await t.request
      .post('/create-payment-intent')
      .set(buyer.authHeader)
      .send({ bookingId })
      .expect(409, refused);
    expect((await bookingDoc(t.db, bookingId))?.status).toBe('booked');

    await step(id, 'resume').expect(200);
    await createIntent(t.request, buyer.authHeader, bookingId);
  });

  it("answers 403 for another seller's bike and 404 for an unknown one, changing nothing", async () => {
    const id = await createBikeAs(t.request, seller.authHeader);
    const stranger = await t.signUpAs('Seller');
    await step(id, 'pause', stranger).expect(403);
    await step('0123456789abcdef01234567', 'pause').expect(404);
    await step('not-an-id', 'pause').expect(400);
    expect((await findBikeDoc(t.db, id))?.status).toBe('unsold');
  });
});

describe('sold elsewhere', () => {
  it('ends the listing, declines every unpaid booking and ends every open offer, telling the buyers', async () => {
    const id = await createBikeAs(t.request, seller.authHeader, { resalePrice: 450 });
    const bookingId = await bookBike(t.request, buyer.authHeader, id);
    const { conversationId } = await askAbout(t.request, other.authHeader, id);
    await t.request
      .post(`/conversations/${conversationId}/offers`)
      .set(other.authHeader)
      .send(OFFER_BODY)
      .expect(201);

    await step(id, 'sold-elsewhere').expect(200, {
      acknowledged: true,
      modifiedCount: 1,
      status: 'SoldElsewhere',
    });

    const booking = await bookingDoc(t.db, bookingId);
    expect(booking).toMatchObject({
      status: 'declined',
      declineReason: catalogueMessages.bikes.soldElsewhere,
    });
    const offers = await t.request
      .get(`/conversations/${conversationId}/offers`)
      .set(other.authHeader)
      .expect(200);
    expect((offers.body as { state: string }[]).map((o) => o.state)).toEqual(['ended']);
    const told = await notificationsOf(buyer);
    expect(told).toContainEqual(
      expect.objectContaining({ topic: 'order', orderId: bookingId, event: 'declined' }),
    );
    expect(await notificationsOf(other)).toContainEqual(
      expect.objectContaining({ topic: 'offer', event: 'ended' }),
    );
    expect(await publicIds()).toEqual(nowhere);
    expect((await t.request.get(`/bikes/${id}`).expect(200)).body).toMatchObject({
      availability: 'sold',
    });
    // For good: no second time, no resume, no renew.
    const over = { message: catalogueMessages.bikes.lifecycleSold, code: 'CONFLICT' };
    await step(id, 'sold-elsewhere').expect(409, over);
    await step(id, 'resume').expect(409);
    await step(id, 'renew').expect(409, over);
  });

  it('is refused with a paid order in progress, and changes nothing', async () => {
    const id = await createBikeAs(t.request, seller.authHeader);
    const { bookingId } = await bookAndPay(t.request, buyer.authHeader, id);

    await step(id, 'sold-elsewhere').expect(409, {
      message: catalogueMessages.bikes.lifecyclePaidOrder,
      code: 'CONFLICT',
    });

    expect((await findBikeDoc(t.db, id))?.status).toBe('Sold');
    expect((await bookingDoc(t.db, bookingId))?.status).toBe('paid');
  });
});

describe('expiry and renewal', () => {
  it('reminds the seller once a week before, then expires the listing (410-worthy page, out of every list)', async () => {
    const id = await createBikeAs(t.request, seller.authHeader);
    const doc = await findBikeDoc(t.db, id);
    const created = doc?.createdAt as Date;
    expect(doc?.expiresAt).toEqual(new Date(created.getTime() + 60 * DAY_MS));

    // 52 days on: more than a week left, nothing to tell.
    await schedulerAhead(t, 52 * DAY_MS).run('bikes.expiry');
    expect(await notificationsOf(seller)).toEqual([]);

    // 54 and 55 days on: less than a week left. Two runs (two processes) tell once.
    await schedulerAhead(t, 54 * DAY_MS).run('bikes.expiry');
    const laterRun = schedulerAhead(t, 55 * DAY_MS);
    await laterRun.run('bikes.expiry');
    await laterRun.run('bikes.expiry');
    const reminders = await notificationsOf(seller);
    expect(reminders).toEqual([
      expect.objectContaining({ topic: 'listing', event: 'expiring', bikeId: id }),
    ]);
    expect(notificationsMessages.describe(reminders[0]!).href).toBe(
      `/dashboard/my-products?renew=${id}`,
    );
    expect(await publicIds()).toEqual(everywhere(id));

    await schedulerAhead(t, 61 * DAY_MS).run('bikes.expiry');

    expect((await findBikeDoc(t.db, id))?.status).toBe('expired');
    expect(await publicIds()).toEqual(nowhere);
    expect((await t.request.get(`/bikes/${id}`).expect(200)).body).toMatchObject({
      availability: 'expired',
    });
    expect((await notificationsOf(seller)).map((n) => n.topic === 'listing' && n.event)).toEqual([
      'expired',
      'expiring',
    ]);
    await t.request
      .post('/bookings')
      .set(buyer.authHeader)
      .send({ bikeId: id, phone: '01711223344', location: 'Dhanmondi, Dhaka' })
      .expect(409, { message: catalogueMessages.bikes.expired, code: 'CONFLICT' });
  });

  it('renews: a new expiry from now, an expired listing live again, its reminder due again', async () => {
    const id = await createBikeAs(t.request, seller.authHeader);
    await schedulerAhead(t, 61 * DAY_MS).run('bikes.expiry');
    expect(await publicIds()).toEqual(nowhere);

    const before = Date.now();
    const res = await step(id, 'renew').expect(200);

    const body = res.body as { status: string; expiresAt: string };
    expect(body.status).toBe('unsold');
    const expiresAt = new Date(body.expiresAt).getTime();
    expect(expiresAt).toBeGreaterThanOrEqual(before + 60 * DAY_MS);
    expect(expiresAt).toBeLessThanOrEqual(Date.now() + 60 * DAY_MS);
    expect(await publicIds()).toEqual(everywhere(id));
    expect((await findBikeDoc(t.db, id))?.expiryReminded).toBe(false);
    await schedulerAhead(t, 55 * DAY_MS).run('bikes.expiry');
    expect((await notificationsOf(seller)).filter((n) => n.topic === 'listing')).toHaveLength(2);
  });

  it('renews a paused listing without resuming it, and never a sold one', async () => {
    const id = await createBikeAs(t.request, seller.authHeader);
    await step(id, 'pause').expect(200);
    const res = await step(id, 'renew').expect(200);
    expect((res.body as { status: string }).status).toBe('paused');
    expect(await publicIds()).toEqual(nowhere);

    const sold = await createBikeAs(t.request, seller.authHeader);
    await bookAndPay(t.request, buyer.authHeader, sold);
    await step(sold, 'renew').expect(409, {
      message: catalogueMessages.bikes.lifecycleSold,
      code: 'CONFLICT',
    });
    await step(sold, 'pause').expect(409);
  });
});
