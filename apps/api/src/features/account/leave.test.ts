import type { AddressInfo } from 'node:net';
import type { Server } from 'node:http';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { openNotificationStream, type OpenStream } from '@reride/devstack';
import { AccountDataSchema, leaveMessages } from '@reride/shared';
import { lookupFirebaseUser } from '../../../test/firebase-emulator';
import { appWithUsers, schedulerAhead, type SignedUp, type TestApp } from '../../../test/helpers';
import { createBikeAs, editBikeAs } from '../../../test/fixtures/bikes';
import { bookBike, bookingDoc } from '../../../test/fixtures/bookings';
import { askAbout, sendAs } from '../../../test/fixtures/conversations';
import { DISPUTE, paidOrder } from '../../../test/fixtures/orders';

const CONFIRM = { confirm: leaveMessages.deleteAccount.confirmWord };
const PHONE = '+8801799887766';
const text = leaveMessages.deleteAccount;

const deleteAs = (t: TestApp, who: SignedUp, body: object = CONFIRM) =>
  t.request.delete('/users/me').set(who.authHeader).send(body);
const dataOf = async (t: TestApp, who: SignedUp) => {
  const res = await t.request.get('/users/me/data').set(who.authHeader).expect(200);
  return { res, data: AccountDataSchema.parse(res.body) };
};

describe('GET /users/me/data (docs/domain.md#leaving)', () => {
  it('gives a seller one file with their account, listing and its edits, order, messages and earnings', async () => {
    const [t, seller, buyer] = await appWithUsers(['Seller', 'Buyer']);
    await t.request
      .patch('/users/me')
      .set(seller.authHeader)
      .send({ name: 'Mina Seller', phone: PHONE, city: 'Sylhet, Bangladesh' })
      .expect(200);
    const bikeId = await createBikeAs(t.request, seller.authHeader);
    await editBikeAs(t.request, seller.authHeader, bikeId, { name: 'Renamed bike' }).expect(200);
    const bookingId = await bookBike(t.request, buyer.authHeader, bikeId);
    const { conversationId } = await askAbout(
      t.request,
      buyer.authHeader,
      bikeId,
      'Still for sale?',
    );
    await sendAs(t.request, seller.authHeader, conversationId, 'Yes it is');

    const { res, data } = await dataOf(t, seller);
    expect(res.headers['content-disposition']).toMatch(
      /^attachment; filename="reride-data-\d{4}-\d{2}-\d{2}\.json"$/,
    );
    expect(res.headers['cache-control']).toBe('no-store');
    expect(data.account).toMatchObject({
      _id: seller.user._id,
      name: 'Mina Seller',
      phone: PHONE,
      city: 'Sylhet, Bangladesh',
      roles: ['Seller'],
      emailSettings: expect.any(Object),
    });
    expect(data.listings).toHaveLength(1);
    expect(data.listings[0]).toMatchObject({ _id: bikeId, name: 'Renamed bike' });
    expect(data.listings[0]).not.toHaveProperty('searchTokens');
    expect(JSON.stringify(data.listings[0]!.edits)).toContain('Renamed bike');
    expect(data.orders.asSeller.map((o) => o._id)).toEqual([bookingId]);
    expect(data.orders.asBuyer).toEqual([]);
    expect(data.messages.map((m) => m.text)).toEqual(['Yes it is']);
    expect(data.earnings).toEqual({ entries: [] });
  });

  it('gives a buyer their booking, the messages they wrote, their wishlist, and no earnings', async () => {
    const [t, seller, buyer] = await appWithUsers(['Seller', 'Buyer']);
    const bikeId = await createBikeAs(t.request, seller.authHeader);
    const other = await createBikeAs(t.request, seller.authHeader);
    const bookingId = await bookBike(t.request, buyer.authHeader, bikeId);
    await askAbout(t.request, buyer.authHeader, bikeId, 'Can I see it Friday?');
    await t.request
      .put(`/wishlist/${other}`)
      .set(buyer.authHeader)
      .expect((r) => expect(r.status).toBeLessThan(300));

    const { data } = await dataOf(t, buyer);
    expect(data.account).toMatchObject({ email: buyer.email, roles: ['Buyer'] });
    expect(data.orders.asBuyer.map((o) => o._id)).toEqual([bookingId]);
    expect(data.messages.map((m) => m.text)).toEqual(['Can I see it Friday?']);
    expect(data.wishlist.map((w) => w.bikeId)).toEqual([other]);
    expect(data.listings).toEqual([]);
    expect(data.earnings).toBeNull();
    expect(data.reviews.reported).toEqual([]);
    expect(data.theftReports).toEqual([]);
  });

  it('gives the theft reports they filed, without the matching keys kept for the check', async () => {
    const [t, owner] = await appWithUsers(['Buyer']);
    await t.request
      .post('/theft-reports')
      .set(owner.authHeader)
      .send({ serial: 'WTU 123 456', description: 'Taken from the station' })
      .expect(200);
    const { data } = await dataOf(t, owner);
    expect(data.theftReports).toMatchObject([
      { serial: 'WTU 123 456', description: 'Taken from the station', state: 'pending' },
    ]);
    expect(data.theftReports[0]).not.toHaveProperty('serialNearKeys');
  });

  it('answers the email settings of a topic added since they were chosen with its default', async () => {
    const [t, buyer] = await appWithUsers(['Buyer']);
    const chosenBefore = { order: false, message: true, offer: true, wishlist: false };
    await t.db
      .collection('users')
      .updateOne({ email: buyer.email }, { $set: { emailSettings: chosenBefore } });
    const { data } = await dataOf(t, buyer);
    expect(data.account.emailSettings).toEqual({ ...chosenBefore, listing: true, search: true });
  });

  it('answers 401 without a token', async () => {
    const [t] = await appWithUsers([]);
    await t.request.get('/users/me/data').expect(401);
  });
});

describe('DELETE /users/me refused while something is under way', () => {
  it('refuses both parties of a paid order in progress with 409, and deletes nothing', async () => {
    const { t, buyer, seller } = await paidOrder();
    for (const who of [buyer, seller]) {
      const res = await deleteAs(t, who).expect(409);
      expect(res.body).toMatchObject({ code: 'CONFLICT', message: text.orderInProgress });
    }
    await t.request.get('/users/me').set(buyer.authHeader).expect(200);
    expect((await lookupFirebaseUser(buyer.uid)).email).toBe(buyer.email);
  });

  it('refuses a party of an open dispute', async () => {
    const { t, buyer, act } = await paidOrder();
    await act('openDispute', buyer, DISPUTE).expect(200);
    const res = await deleteAs(t, buyer).expect(409);
    expect(res.body.message).toBe(text.openDispute);
  });

  it('refuses a seller whose earnings are not yet paid out', async () => {
    const { t, buyer, seller, act } = await paidOrder();
    await act('confirmHandover', buyer).expect(200);
    const res = await deleteAs(t, seller).expect(409);
    expect(res.body.message).toBe(text.moneyDue);
  });

  it('refuses a wrong confirmation with 400 and its message', async () => {
    const [t, buyer] = await appWithUsers(['Buyer']);
    const res = await deleteAs(t, buyer, { confirm: 'yes' }).expect(400);
    expect(JSON.stringify(res.body)).toContain(text.wrongConfirmation);
    await t.request.get('/users/me').set(buyer.authHeader).expect(200);
  });
});

describe('DELETE /users/me', () => {
  let t: TestApp, leaver: SignedUp, buyer: SignedUp, seller: SignedUp, admin: SignedUp;
  let server: Server | undefined;
  const streams: OpenStream[] = [];

  beforeEach(async () => {
    [t, leaver, buyer, seller, admin] = await appWithUsers(['Seller', 'Buyer', 'Seller', 'Admin']);
  });

  afterEach(async () => {
    streams.splice(0).forEach((s) => s.close());
    await new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve()));
    server = undefined;
  });

  it('removes the seller\'s listings, ends bookings and conversations, and leaves only "Deleted user" to others', async () => {
    const name = 'Zed Leaving';
    await t.request
      .patch('/users/me')
      .set(leaver.authHeader)
      .send({ name, phone: PHONE, city: 'Khulna, Bangladesh' })
      .expect(200);
    const bikeId = await createBikeAs(t.request, leaver.authHeader, { mobile: '01755512345' });
    const bookingId = await bookBike(t.request, buyer.authHeader, bikeId);
    const { conversationId } = await askAbout(t.request, buyer.authHeader, bikeId, 'Hello?');
    await sendAs(t.request, leaver.authHeader, conversationId, 'Hi from the seller');
    const othersBike = await createBikeAs(t.request, seller.authHeader);
    const pausedId = await createBikeAs(t.request, leaver.authHeader);
    await t.request.post(`/bikes/${pausedId}/pause`).set(leaver.authHeader).expect(200);

    const res = await deleteAs(t, leaver).expect(200);
    expect(res.body).toEqual({ acknowledged: true, deletedCount: 1 });

    // The listings left every list and their pages, the paused one too.
    await t.request.get(`/bikes/${bikeId}`).expect(404);
    await t.request.get(`/bikes/${pausedId}`).expect(404);
    const listed = await t.request.get('/bikes/search').query({ limit: 100 }).expect(200);
    expect(JSON.stringify(listed.body)).not.toContain(bikeId);
    expect(JSON.stringify(listed.body)).toContain(othersBike);
    // The buyer's booking ended, the conversation closed, and both say "Deleted user".
    expect((await bookingDoc(t.db, bookingId))?.status).toBe('declined');
    const order = await t.request.get(`/orders/${bookingId}`).set(buyer.authHeader).expect(200);
    expect(order.body.seller.name).toBe(leaveMessages.deletedUserName);
    const talk = await t.request
      .get(`/conversations/${conversationId}`)
      .set(buyer.authHeader)
      .expect(200);
    expect(JSON.stringify(talk.body)).toContain(leaveMessages.deletedUserName);
    await t.request
      .post(`/conversations/${conversationId}/messages`)
      .set(buyer.authHeader)
      .send({ text: 'Still there?' })
      .expect(409);
    const said = await t.request
      .get(`/conversations/${conversationId}/messages`)
      .set(buyer.authHeader)
      .expect(200);
    expect(JSON.stringify(said.body)).toContain('Hi from the seller');

    // Nobody is answered their name, email or phone any more.
    const answers = [
      order.body,
      talk.body,
      said.body,
      (await t.request.get('/conversations').set(buyer.authHeader)).body,
      (await t.request.get('/notifications').set(buyer.authHeader)).body,
      (await t.request.get('/users/sellers').set(admin.authHeader)).body,
      (await t.request.get('/orders').set(admin.authHeader)).body,
      listed.body,
    ];
    for (const answer of answers) {
      const json = JSON.stringify(answer);
      for (const secret of [name, leaver.email, PHONE, '01755512345'])
        expect(json).not.toContain(secret);
    }
    await t.request.get(`/users/${leaver.user._id}/profile`).expect(404);

    // Their token is refused at once, and the Firebase account is gone.
    await t.request.get('/users/me').set(leaver.authHeader).expect(401);
    await deleteAs(t, leaver).expect(401);
    await expect(lookupFirebaseUser(leaver.uid)).rejects.toThrow();
    const stored = await t.db.collection('users').findOne({ email: leaver.email });
    expect(stored).toBeNull();
  });

  it('ends a buyer\'s open booking as cancelled and the seller sees "Deleted user"', async () => {
    const bikeId = await createBikeAs(t.request, seller.authHeader);
    const bookingId = await bookBike(t.request, buyer.authHeader, bikeId);
    await deleteAs(t, buyer).expect(200);
    expect((await bookingDoc(t.db, bookingId))?.status).toBe('cancelled');
    const received = await t.request.get('/bookings/received').set(seller.authHeader).expect(200);
    const json = JSON.stringify(received.body);
    expect(json).toContain(leaveMessages.deletedUserName);
    expect(json).not.toContain(buyer.email);
    // The bike is for sale again to others.
    await t.request.get(`/bikes/${bikeId}`).expect(200);
  });

  it('ends the streams the deleted user holds at once', async () => {
    server = t.app.listen(0, '127.0.0.1');
    await new Promise((resolve) => server!.once('listening', resolve));
    const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    const tab = await openNotificationStream(url, buyer.authHeader);
    streams.push(tab);
    expect(tab.status).toBe(200);
    await deleteAs(t, buyer).expect(200);
    await tab.ended;
    const refused = await fetch(`${url}/notifications/stream`, { headers: buyer.authHeader });
    expect(refused.status).toBe(401);
  });

  it('keeps the deletion due while a subscriber failed, and the repair job tells it again', async () => {
    const heard: string[] = [];
    t.events.subscribe(
      'user.deleted',
      ({ userId }) => {
        heard.push(userId);
        return Promise.reject(new Error('down'));
      },
      { subscriber: 'test.flaky' },
    );
    await deleteAs(t, buyer).expect(200);
    expect(heard).toEqual([buyer.user._id]);
    const stored = () => t.db.collection('users').findOne({ name: leaveMessages.deletedUserName });
    expect(await stored()).toMatchObject({ removalDue: expect.any(Date) });
    // Another process, a minute and more later: its subscribers all take the deletion.
    await schedulerAhead(t, 120_000).run('users.removal-repair');
    expect(await stored()).not.toHaveProperty('removalDue');
  });
});
