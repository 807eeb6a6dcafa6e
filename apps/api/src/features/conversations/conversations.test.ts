import { ObjectId } from 'mongodb';
import { beforeEach, describe, expect, it } from 'vitest';
import {
  MESSAGE_TEXT_MAX,
  type Conversation,
  type Message,
  type UnreadCount,
  conversationMessages,
  orderMessages,
  errorMessages,
} from '@reride/shared';
import { appWithUsers, type SignedUp, type TestApp } from '../../../test/helpers';
import { createBikeAs, insertBikes, setBikeFields } from '../../../test/fixtures/bikes';
import { askAbout } from '../../../test/fixtures/conversations';

let t: TestApp, seller: SignedUp, buyer: SignedUp;
let tick = 0;
const clock = () => new Date(Date.UTC(2025, 0, 1) + (tick += 1) * 1000);

beforeEach(async () => {
  tick = 0;
  [t, seller, buyer] = await appWithUsers(['Seller', 'Buyer'], { clock });
});

const inbox = async (as: SignedUp, query: Record<string, string | number> = {}) => {
  const res = await t.request.get('/conversations').query(query).set(as.authHeader).expect(200);
  return { items: res.body as Conversation[], next: res.headers['x-next-cursor'] as string };
};
const unreadIn = async (req: Promise<{ body: unknown }>) =>
  ((await req).body as UnreadCount).unread;
const unread = (as: SignedUp) =>
  unreadIn(t.request.get('/conversations/unread').set(as.authHeader).expect(200));
const send = (as: SignedUp, id: string, text: string, status = 201) =>
  t.request.post(`/conversations/${id}/messages`).set(as.authHeader).send({ text }).expect(status);
const readAll = (as: SignedUp, id: string) =>
  unreadIn(t.request.post(`/conversations/${id}/read`).set(as.authHeader).expect(200));
const texts = (res: { body: unknown }) => (res.body as Message[]).map((m) => m.text);

describe('POST /conversations', () => {
  it('starts a conversation, then reuses it for the same bike and buyer', async () => {
    const bikeId = await createBikeAs(t.request, seller.authHeader, { name: 'Trek Marlin' });
    const first = await askAbout(t.request, buyer.authHeader, bikeId, '  Is it available?  ');
    expect(first).toMatchObject({ acknowledged: true });
    const again = await askAbout(t.request, buyer.authHeader, bikeId, 'Any scratches?');
    expect(again.conversationId).toBe(first.conversationId);
    expect(again.messageId).not.toBe(first.messageId);
    expect(await t.db.collection('conversations').countDocuments()).toBe(1);

    const [mine] = (await inbox(buyer)).items;
    expect(mine).toMatchObject({
      _id: first.conversationId,
      bike: { _id: bikeId, name: 'Trek Marlin', resalePrice: 450, status: 'unsold' },
      role: 'buyer',
      otherName: seller.user.name,
      otherId: seller.user._id,
      lastMessage: 'Any scratches?',
      unread: 0,
    });
    const [theirs] = (await inbox(seller)).items;
    expect(theirs).toMatchObject({
      role: 'seller',
      otherName: buyer.user.name,
      otherId: buyer.user._id,
      unread: 2,
    });
    const res = await t.request
      .get(`/conversations/${first.conversationId}/messages`)
      .set(seller.authHeader)
      .expect(200);
    expect(texts(res)).toEqual(['Any scratches?', 'Is it available?']);
  });

  it('keeps one conversation when the same question is sent several times at once', async () => {
    const bikeId = await createBikeAs(t.request, seller.authHeader);
    const answers = await Promise.all(
      Array.from({ length: 4 }, () =>
        t.request.post('/conversations').set(buyer.authHeader).send({ bikeId, text: 'Hi' }),
      ),
    );
    expect(answers.map((r) => r.status)).toEqual([201, 201, 201, 201]);
    expect(
      new Set(answers.map((r) => (r.body as { conversationId: string }).conversationId)).size,
    ).toBe(1);
    expect(await unread(seller)).toBe(4);
  });

  it('refuses an unknown bike (404), a sold, deleted or removed seller’s bike (409)', async () => {
    const unknown = await t.request
      .post('/conversations')
      .set(buyer.authHeader)
      .send({ bikeId: new ObjectId().toHexString(), text: 'Hi' })
      .expect(404);
    expect(unknown.body).toEqual({
      code: 'NOT_FOUND',
      message: errorMessages.errors.bikeNotFound,
    });
    const sold = await createBikeAs(t.request, seller.authHeader);
    await askAbout(t.request, buyer.authHeader, sold);
    await setBikeFields(t.db, sold, { status: 'Sold' });
    const deleted = await createBikeAs(t.request, seller.authHeader);
    await t.request.delete(`/bikes/${deleted}`).set(seller.authHeader).expect(200);
    const removed = await createBikeAs(t.request, seller.authHeader);
    await setBikeFields(t.db, removed, { sellerRemoved: true });
    const ask = (bikeId: string) =>
      t.request.post('/conversations').set(buyer.authHeader).send({ bikeId, text: 'Hi' });
    expect((await ask(sold)).body).toEqual({
      code: 'CONFLICT',
      message: orderMessages.bookings.bikeSold,
    });
    for (const id of [deleted, removed]) {
      const res = await ask(id);
      expect(res.status).toBe(409);
      expect(res.body.message).toBe(conversationMessages.conversations.bikeUnavailable);
    }
    expect(await t.db.collection('messages').countDocuments()).toBe(1);
  });

  it('refuses a seller asking about their own bike (403), and sellers and admins by role', async () => {
    const bikeId = await createBikeAs(t.request, seller.authHeader);
    // A buyer account that is the bike's seller cannot exist, so plant one.
    await setBikeFields(t.db, bikeId, { sellerId: new ObjectId(buyer.user._id) });
    const own = await t.request
      .post('/conversations')
      .set(buyer.authHeader)
      .send({ bikeId, text: 'Hi' })
      .expect(403);
    expect(own.body).toEqual({
      code: 'FORBIDDEN',
      message: conversationMessages.conversations.ownBike,
    });
    const admin = await t.signUpAs('Admin');
    for (const as of [seller, admin]) {
      await t.request
        .post('/conversations')
        .set(as.authHeader)
        .send({ bikeId, text: 'Hi' })
        .expect(403);
    }
    expect(await t.db.collection('conversations').countDocuments()).toBe(0);
  });

  it('validates the body (400) and needs a token (401)', async () => {
    const bikeId = await createBikeAs(t.request, seller.authHeader);
    const bad = [
      { bikeId, text: '   ' },
      { bikeId, text: 'x'.repeat(MESSAGE_TEXT_MAX + 1) },
      { bikeId, text: 'Hi', price: 1 },
      { bikeId: 'nope', text: 'Hi' },
      { text: 'Hi' },
    ];
    for (const body of bad) {
      const res = await t.request.post('/conversations').set(buyer.authHeader).send(body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body.code).toBe('VALIDATION_FAILED');
    }
    await t.request.post('/conversations').send({ bikeId, text: 'Hi' }).expect(401);
    expect(await t.db.collection('conversations').countDocuments()).toBe(0);
  });

  it('stores text as typed, markup included, without interpreting it', async () => {
    const bikeId = await createBikeAs(t.request, seller.authHeader);
    const text = '<img src=x onerror=alert(1)> & <b>bold</b>';
    const { conversationId } = await askAbout(t.request, buyer.authHeader, bikeId, text);
    const res = await t.request
      .get(`/conversations/${conversationId}/messages`)
      .set(buyer.authHeader)
      .expect(200);
    expect(texts(res)).toEqual([text]);
  });
});

describe('a conversation between its buyer and its seller', () => {
  let id: string;
  beforeEach(async () => {
    const bikeId = await createBikeAs(t.request, seller.authHeader);
    id = (await askAbout(t.request, buyer.authHeader, bikeId, 'Is it available?')).conversationId;
  });

  it('lets the seller answer; unread counts go up for the other side and down on reading', async () => {
    expect([await unread(buyer), await unread(seller)]).toEqual([0, 1]);
    await send(seller, id, 'Yes it is');
    await send(seller, id, 'Come by Saturday');
    expect([await unread(buyer), await unread(seller)]).toEqual([2, 1]);

    expect(await readAll(seller, id)).toBe(0);
    expect([await unread(buyer), await unread(seller)]).toEqual([2, 0]);
    await send(buyer, id, 'Great');
    expect([await unread(buyer), await unread(seller)]).toEqual([2, 1]);
    expect(await readAll(buyer, id)).toBe(0);
    expect(await readAll(buyer, id)).toBe(0);
    expect([await unread(buyer), await unread(seller)]).toEqual([0, 1]);

    const got = await t.request.get(`/conversations/${id}`).set(seller.authHeader).expect(200);
    expect(got.body).toMatchObject({ _id: id, role: 'seller', lastMessage: 'Great', unread: 1 });
    const res = await t.request.get(`/conversations/${id}/messages`).set(buyer.authHeader);
    expect((res.body as Message[]).map((m) => [m.text, m.mine, m.senderName])).toEqual([
      ['Great', true, buyer.user.name],
      ['Come by Saturday', false, seller.user.name],
      ['Yes it is', false, seller.user.name],
      ['Is it available?', true, buyer.user.name],
    ]);
  });

  it('sums unread messages over the caller’s conversations, as buyer and as seller', async () => {
    const other = await t.signUpAs('Buyer');
    const second = await createBikeAs(t.request, seller.authHeader);
    await askAbout(t.request, other.authHeader, second, 'One');
    await askAbout(t.request, other.authHeader, second, 'Two');
    expect(await unread(seller)).toBe(3);
    expect(await readAll(seller, id)).toBe(2);
    expect(await unread(other)).toBe(0);
  });

  it('keeps writing after the bike is sold, and shows the bike as it is now', async () => {
    const { items } = await inbox(buyer);
    await setBikeFields(t.db, items[0]!.bike._id, { status: 'Sold', resalePrice: 400 });
    await send(buyer, id, 'When can I pick it up?');
    expect((await inbox(buyer)).items[0]!.bike).toMatchObject({ status: 'Sold', resalePrice: 400 });
  });

  it('answers 404 to anyone else, admins included, and to an unknown id', async () => {
    const stranger = await t.signUpAs('Buyer');
    const admin = await t.signUpAs('Admin');
    for (const as of [stranger, admin]) {
      const notFound = { code: 'NOT_FOUND', message: conversationMessages.conversations.notFound };
      expect(
        (await t.request.get(`/conversations/${id}`).set(as.authHeader).expect(404)).body,
      ).toEqual(notFound);
      await t.request.get(`/conversations/${id}/messages`).set(as.authHeader).expect(404);
      await send(as, id, 'Hello?', 404);
      await t.request.post(`/conversations/${id}/read`).set(as.authHeader).expect(404);
      expect((await inbox(as)).items).toEqual([]);
    }
    const unknown = new ObjectId().toHexString();
    await t.request.get(`/conversations/${unknown}`).set(buyer.authHeader).expect(404);
    expect(await t.db.collection('messages').countDocuments()).toBe(1);
    expect([await unread(buyer), await unread(seller)]).toEqual([0, 1]);
  });

  it('validates messages (400) and needs a token (401)', async () => {
    for (const body of [{ text: '' }, { text: 'x'.repeat(MESSAGE_TEXT_MAX + 1) }, {}]) {
      await t.request
        .post(`/conversations/${id}/messages`)
        .set(seller.authHeader)
        .send(body)
        .expect(400);
    }
    await t.request
      .post(`/conversations/${id}/messages`)
      .set(seller.authHeader)
      .send({ text: 'Hi', to: 'x' })
      .expect(400);
    await t.request
      .post('/conversations/nope/messages')
      .set(seller.authHeader)
      .send({ text: 'Hi' })
      .expect(400);
    await send(seller, id, 'x'.repeat(MESSAGE_TEXT_MAX));
    await t.request.get('/conversations').expect(401);
    await t.request.get('/conversations/unread').expect(401);
    await t.request.get(`/conversations/${id}`).expect(401);
    await t.request.get(`/conversations/${id}/messages`).expect(401);
    await t.request.post(`/conversations/${id}/messages`).send({ text: 'Hi' }).expect(401);
    await t.request.post(`/conversations/${id}/read`).expect(401);
  });

  it('pages messages newest first', async () => {
    for (let i = 1; i <= 4; i += 1) await send(i % 2 ? seller : buyer, id, `Message ${i}`);
    const url = `/conversations/${id}/messages`;
    const first = await t.request.get(url).query({ limit: 3 }).set(buyer.authHeader).expect(200);
    expect(texts(first)).toEqual(['Message 4', 'Message 3', 'Message 2']);
    const cursor = first.headers['x-next-cursor'] as string;
    expect(cursor).toBeTruthy();
    const rest = await t.request.get(url).query({ limit: 3, cursor }).set(buyer.authHeader);
    expect(texts(rest)).toEqual(['Message 1', 'Is it available?']);
    expect(rest.headers['x-next-cursor']).toBeUndefined();
  });
});

describe('GET /conversations', () => {
  it('lists the caller’s conversations as buyer and seller, newest activity first, paged', async () => {
    const sellerRef = { _id: seller.user._id, name: seller.user.name, email: seller.email };
    const bikeIds = await insertBikes(t.db, sellerRef, 5);
    const ids: string[] = [];
    for (const bikeId of bikeIds)
      ids.push((await askAbout(t.request, buyer.authHeader, bikeId)).conversationId);
    // New activity moves a conversation to the top, whoever writes.
    await send(seller, ids[1]!, 'Answer');
    await send(buyer, ids[3]!, 'Reminder');
    const expected = [ids[3], ids[1], ids[4], ids[2], ids[0]];

    for (const as of [buyer, seller]) {
      const first = await inbox(as, { limit: 2 });
      expect(first.items.map((c) => c._id)).toEqual(expected.slice(0, 2));
      const second = await inbox(as, { limit: 2, cursor: first.next });
      expect(second.items.map((c) => c._id)).toEqual(expected.slice(2, 4));
      const last = await inbox(as, { limit: 2, cursor: second.next });
      expect(last.items.map((c) => c._id)).toEqual(expected.slice(4));
      expect(last.next).toBeUndefined();
    }
    const bikesOf = (await inbox(buyer)).items.map((c) => c.bike.name);
    expect(bikesOf).toEqual(['Bike 3', 'Bike 1', 'Bike 4', 'Bike 2', 'Bike 0']);
    await t.request
      .get('/conversations')
      .query({ cursor: 'bad!' })
      .set(buyer.authHeader)
      .expect(400);
  });
});
