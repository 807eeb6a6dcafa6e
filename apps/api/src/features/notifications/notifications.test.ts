import type { AddressInfo } from 'node:net';
import type { Server } from 'node:http';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  NotificationListSchema,
  NotificationSchema,
  type Notification,
  notificationsMessages,
  errorMessages,
} from '@reride/shared';
import { MAX_STREAMS_PER_USER } from './notification-stream';
import { createNotificationsRepository, isRevocation } from './notifications.repository';
import { appWithUsers, type SignedUp, type TestApp } from '../../../test/helpers';
import { createBikeAs } from '../../../test/fixtures/bikes';
import { bookAndPay, bookBike } from '../../../test/fixtures/bookings';
import { askAbout, sendAs } from '../../../test/fixtures/conversations';
import { openNotificationStream, type OpenStream } from '@reride/devstack';
import { accessTokenFor } from '../../../test/tokens';

let t: TestApp, seller: SignedUp, buyer: SignedUp, other: SignedUp;
let server: Server | undefined;
const streams: OpenStream[] = [];

beforeEach(async () => {
  [t, seller, buyer, other] = await appWithUsers(['Seller', 'Buyer', 'Buyer']);
});

afterEach(async () => {
  streams.splice(0).forEach((s) => s.close());
  await new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve()));
  server = undefined;
});

async function listening(): Promise<string> {
  server = t.app.listen(0, '127.0.0.1');
  await new Promise((resolve) => server!.once('listening', resolve));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

async function streamOf(url: string, as: SignedUp, lastEventId?: string) {
  const stream = await openNotificationStream(url, as.authHeader, lastEventId);
  streams.push(stream);
  return stream;
}

const bell = async (as: SignedUp) => {
  const res = await t.request.get('/notifications').set(as.authHeader).expect(200);
  return NotificationListSchema.parse(res.body);
};
const unread = async (as: SignedUp) =>
  (
    (await t.request.get('/notifications/unread').set(as.authHeader).expect(200)).body as {
      unread: number;
    }
  ).unread;

/** Waits until `as` has `count` notifications (the order's are told after its answer). */
function bellOf(as: SignedUp, count: number): Promise<Notification[]> {
  return vi.waitFor(
    async () => {
      const list = await bell(as);
      expect(list.length).toBeGreaterThanOrEqual(count);
      return list;
    },
    { timeout: 5000 },
  );
}

describe('the bell', () => {
  it('tells the seller of a question and the buyer of the answer, as text', async () => {
    const bikeId = await createBikeAs(t.request, seller.authHeader, { name: 'Trek Marlin' });
    const asked = await askAbout(t.request, buyer.authHeader, bikeId, '<b>Frame size?</b>');

    const [told] = await bell(seller);
    expect(told).toMatchObject({
      topic: 'message',
      conversationId: asked.conversationId,
      messageId: asked.messageId,
      senderName: buyer.user.name,
      bikeName: 'Trek Marlin',
      preview: '<b>Frame size?</b>',
      readAt: null,
    });
    expect(await bell(buyer)).toEqual([]);
    expect(await unread(seller)).toBe(1);

    await t.request
      .post(`/conversations/${asked.conversationId}/messages`)
      .set(seller.authHeader)
      .send({ text: 'M, 54 cm' })
      .expect(201);
    expect((await bell(buyer)).map((n) => n.topic)).toEqual(['message']);
  });

  it('marks one read, then all; another user’s notification does not exist for the caller', async () => {
    const bikeId = await createBikeAs(t.request, seller.authHeader);
    const { conversationId } = await askAbout(t.request, buyer.authHeader, bikeId, 'One');
    for (const text of ['Two', 'Three']) {
      await t.request
        .post(`/conversations/${conversationId}/messages`)
        .set(buyer.authHeader)
        .send({ text })
        .expect(201);
    }
    const list = await bell(seller);
    expect(list.map((n) => (n.topic === 'message' ? n.preview : ''))).toEqual([
      'Three',
      'Two',
      'One',
    ]);
    expect(list.map((n) => n.seq)).toEqual([...list.map((n) => n.seq)].sort((a, b) => b - a));

    const one = await t.request
      .post(`/notifications/${list[0]!._id}/read`)
      .set(seller.authHeader)
      .expect(200);
    expect(one.body).toEqual({ acknowledged: true, unread: 2 });
    // Reading again changes nothing.
    await t.request.post(`/notifications/${list[0]!._id}/read`).set(seller.authHeader).expect(200);

    const foreign = await t.request
      .post(`/notifications/${list[1]!._id}/read`)
      .set(buyer.authHeader)
      .expect(404);
    expect(foreign.body).toMatchObject({ code: 'NOT_FOUND' });
    expect(await unread(seller)).toBe(2);

    const all = await t.request.post('/notifications/read').set(seller.authHeader).expect(200);
    expect(all.body).toEqual({ acknowledged: true, unread: 0 });
    expect((await bell(seller)).every((n) => n.readAt !== null)).toBe(true);
  });

  it('tells each party of the other’s order steps, and wishlisters of a sale', async () => {
    const bikeId = await createBikeAs(t.request, seller.authHeader, { name: 'Cube Attention' });
    await t.request.put(`/wishlist/${bikeId}`).set(other.authHeader).expect(200);
    await t.request.put(`/wishlist/${bikeId}`).set(buyer.authHeader).expect(200);
    const { bookingId } = await bookAndPay(t.request, buyer.authHeader, bikeId);

    const sellerHeard = await bellOf(seller, 2);
    expect(sellerHeard.map((n) => n.topic === 'order' && [n.event, n.role])).toEqual([
      ['paid', 'seller'],
      ['booked', 'seller'],
    ]);
    expect(sellerHeard[0]).toMatchObject({ orderId: bookingId, bikeName: 'Cube Attention' });
    expect(await bell(buyer)).toEqual([]);
    const [sold] = await bellOf(other, 1);
    expect(sold).toMatchObject({ topic: 'wishlist', event: 'sold', bikeId, price: 450 });

    const second = await createBikeAs(t.request, seller.authHeader);
    const declined = await bookBike(t.request, other.authHeader, second);
    await t.request
      .post(`/bookings/${declined}/decline`)
      .set(seller.authHeader)
      .send({ reason: 'Sold elsewhere' })
      .expect(200);
    const [news] = await bellOf(other, 2);
    expect(news).toMatchObject({ topic: 'order', event: 'declined', role: 'buyer' });
  });
});

describe('GET /notifications/stream', () => {
  it('sends each new notification live, then resumes after Last-Event-ID with nothing twice', async () => {
    const url = await listening();
    const bikeId = await createBikeAs(t.request, seller.authHeader);
    const stream = await streamOf(url, seller);
    expect(stream.status).toBe(200);
    expect(stream.headers.get('content-type')).toMatch(/^text\/event-stream/);
    expect(stream.headers.get('content-encoding')).toBeNull();

    const { conversationId } = await askAbout(t.request, buyer.authHeader, bikeId, 'First');
    const [first] = await stream.waitFor(1);
    expect(first!.event).toBe('notification');
    expect(NotificationSchema.parse(first!.data)).toMatchObject({ preview: 'First' });
    expect(first!.id).toBe(String(first!.data.seq));
    stream.close();

    const say = (text: string) =>
      t.request
        .post(`/conversations/${conversationId}/messages`)
        .set(buyer.authHeader)
        .send({ text })
        .expect(201);
    // Missed while away, one of them in another conversation.
    await say('Second');
    await askAbout(t.request, other.authHeader, bikeId, 'Another buyer asks');
    await say('Third');

    const resumed = await streamOf(url, seller, first!.id);
    await resumed.waitFor(3);
    await say('Fourth');
    // A later one arrived: whatever the stream would send before it, twice or not, is in.
    await say('Fifth');
    const events = await resumed.waitFor(5);
    const previews = resumed.events.map((e) => (e.data.topic === 'message' ? e.data.preview : ''));
    expect(previews).toEqual(['Second', 'Another buyer asks', 'Third', 'Fourth', 'Fifth']);
    const ids = events.map((e) => Number(e.id));
    expect(ids).toEqual([...ids].sort((a, b) => a - b));
    expect(ids[0]).toBeGreaterThan(Number(first!.id));
  });

  it('starts from now without Last-Event-ID, and only the caller’s own', async () => {
    const url = await listening();
    const bikeId = await createBikeAs(t.request, seller.authHeader);
    const before = await askAbout(t.request, buyer.authHeader, bikeId, 'Before the stream');
    const sellers = await streamOf(url, seller);
    const buyers = await streamOf(url, buyer);
    const after = await askAbout(t.request, other.authHeader, bikeId, 'After');
    const [only] = await sellers.waitFor(1);
    expect(only!.data).toMatchObject({ topic: 'message', preview: 'After' });
    // Later ones for each: once they are in, whatever either stream would send before is too.
    await sendAs(t.request, seller.authHeader, before.conversationId, 'Answer to the buyer');
    await sendAs(t.request, other.authHeader, after.conversationId, 'Later');
    await Promise.all([sellers.waitFor(2), buyers.waitFor(1)]);
    const previews = (s: OpenStream) =>
      s.events.map((e) => (e.data.topic === 'message' ? e.data.preview : e.id));
    expect(previews(sellers)).toEqual(['After', 'Later']);
    expect(previews(buyers)).toEqual(['Answer to the buyer']);
  });

  it('refuses a user more than MAX_STREAMS_PER_USER streams on one process, until one closes', async () => {
    const url = await listening();
    const held = await Promise.all(
      Array.from({ length: MAX_STREAMS_PER_USER }, () => streamOf(url, buyer)),
    );
    expect(held.map((s) => s.status)).toEqual(held.map(() => 200));
    const refused = await fetch(`${url}/notifications/stream`, { headers: buyer.authHeader });
    expect(refused.status).toBe(429);
    expect(await refused.json()).toMatchObject({
      code: 'RATE_LIMITED',
      message: notificationsMessages.tooManyStreams,
    });
    expect((await streamOf(url, seller)).status).toBe(200);
    held[0]!.close();
    // The server hears of the close a moment later: asked again until it lets one more in.
    await vi.waitFor(async () => expect((await streamOf(url, buyer)).status).toBe(200), {
      timeout: 5000,
    });
  });

  it('ends at its access token’s expiry; the renewed token resumes after Last-Event-ID', async () => {
    const url = await listening();
    const bikeId = await createBikeAs(t.request, seller.authHeader);
    // A token of a second or two (the configured lifetime is at least a minute).
    const shortLived = { Authorization: `Bearer ${accessTokenFor(seller.user, { expiresIn: 2 })}` };
    const expiring = await openNotificationStream(url, shortLived);
    streams.push(expiring);
    const lasting = await streamOf(url, seller);
    expect([expiring.status, lasting.status]).toEqual([200, 200]);
    const { conversationId } = await askAbout(t.request, buyer.authHeader, bikeId, 'Before');
    const [first] = await expiring.waitFor(1);

    await expiring.ended;
    await sendAs(t.request, buyer.authHeader, conversationId, 'While renewing');
    const resumed = await streamOf(url, seller, first!.id);
    await resumed.waitFor(1);
    // The stream of the longer token is still open: it hears both.
    await lasting.waitFor(2);
    const previews = (s: OpenStream) =>
      s.events.map((e) => (e.data.topic === 'message' ? e.data.preview : e.id));
    expect(previews(expiring)).toEqual(['Before']);
    expect(previews(resumed)).toEqual(['While renewing']);
    expect(previews(lasting)).toEqual(['Before', 'While renewing']);
  });

  it('ends every stream of a user an administrator removes, at once, and only theirs', async () => {
    const url = await listening();
    const admin = await t.signUpAs('Admin');
    const bikeId = await createBikeAs(t.request, seller.authHeader);
    const removedTabs = await Promise.all([streamOf(url, buyer), streamOf(url, buyer)]);
    const sellers = await streamOf(url, seller);

    await t.request.delete(`/buyers/${buyer.user._id}`).set(admin.authHeader).expect(200);
    await Promise.all(removedTabs.map((s) => s.ended));
    await askAbout(t.request, other.authHeader, bikeId, 'After the removal');
    const [told] = await sellers.waitFor(1);
    expect(told!.data).toMatchObject({ topic: 'message', preview: 'After the removal' });
    const refused = await fetch(`${url}/notifications/stream`, { headers: buyer.authHeader });
    expect(refused.status).toBe(401);
    expect(await refused.json()).toMatchObject({ message: errorMessages.errors.accountRemoved });
  });

  it('refuses a missing or bad token with the usual JSON error', async () => {
    const url = await listening();
    const res = await fetch(`${url}/notifications/stream`);
    expect(res.status).toBe(401);
    expect(await res.json()).toMatchObject({
      code: expect.any(String),
      message: expect.any(String),
    });
  });
});

describe('what the feed reads', () => {
  it('gives notifications and ends of access in one sequence, a page at a time, each end once', async () => {
    const repo = createNotificationsRepository(t.db);
    const at = new Date();
    const tell = (key: string) =>
      repo.insert({
        userId: seller.user._id,
        key,
        facts: {
          topic: 'message',
          conversationId: 'c',
          messageId: key,
          senderName: 's',
          bikeName: 'b',
          preview: key,
        },
        at,
      });
    const from = await repo.lastSeq();
    await tell('one');
    expect(await repo.recordRevocation(buyer.user._id, 'removed', at)).toBe(true);
    await tell('two');
    expect(await repo.recordRevocation(other.user._id, 'removed', at)).toBe(true);
    expect(await repo.recordRevocation(buyer.user._id, 'removed', at)).toBe(false);
    await tell('three');

    const shape = (page: Awaited<ReturnType<typeof repo.listAfter>>) =>
      page.map((r) => [r.seq - from, isRevocation(r) ? r.userId : r.facts.topic]);
    const first = await repo.listAfter(from, 3);
    expect(shape(first)).toEqual([
      [1, 'message'],
      [2, buyer.user._id],
      [3, 'message'],
    ]);
    expect(shape(await repo.listAfter(first[2]!.seq, 3))).toEqual([
      [4, other.user._id],
      [5, 'message'],
    ]);
  });
});
