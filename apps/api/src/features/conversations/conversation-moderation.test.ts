import { ObjectId } from 'mongodb';
import { beforeEach, describe, expect, it } from 'vitest';
import {
  MESSAGE_REPORT_NOTE_MAX,
  type Conversation,
  type Message,
  type ModerationMessage,
  type ReportedMessage,
  conversationMessages,
} from '@reride/shared';
import { appWithUsers, type SignedUp, type TestApp } from '../../../test/helpers';
import { createBikeAs } from '../../../test/fixtures/bikes';
import { askAbout, reportAs, sendAs } from '../../../test/fixtures/conversations';
import { collection } from '../../db/collections';
import { auditLog } from '../audit/audit.collections';

let t: TestApp, seller: SignedUp, buyer: SignedUp, admin: SignedUp;
let tick = 0;
const clock = () => new Date(Date.UTC(2025, 0, 1) + (tick += 1) * 1000);
let bikeId: string, id: string, question: string, answer: string;

beforeEach(async () => {
  tick = 0;
  [t, seller, buyer, admin] = await appWithUsers(['Seller', 'Buyer', 'Admin'], { clock });
  bikeId = await createBikeAs(t.request, seller.authHeader, { name: 'Trek Marlin' });
  ({ conversationId: id, messageId: question } = await askAbout(
    t.request,
    buyer.authHeader,
    bikeId,
    'Is it available?',
  ));
  answer = await sendAs(t.request, seller.authHeader, id, '<b>Send</b> the deposit first');
});

const conflict = (message: string) => ({ code: 'CONFLICT', message });
const report = (as: SignedUp, messageId: string, body: object = { reason: 'scam' }, cid = id) =>
  t.request
    .post(`/conversations/${cid}/messages/${messageId}/report`)
    .set(as.authHeader)
    .send(body);
const queue = async () =>
  (await t.request.get('/reported-messages').set(admin.authHeader).expect(200))
    .body as ReportedMessage[];
const thread = async (as: SignedUp) =>
  (await t.request.get(`/conversations/${id}/messages`).set(as.authHeader).expect(200))
    .body as Message[];
const conversationAs = async (as: SignedUp, cid = id) =>
  (await t.request.get(`/conversations/${cid}`).set(as.authHeader).expect(200))
    .body as Conversation;
const send = (as: SignedUp, text = 'Hello?', cid = id) =>
  t.request.post(`/conversations/${cid}/messages`).set(as.authHeader).send({ text });
const decide = (action: 'dismiss' | 'remove', reportId: string) =>
  t.request.post(`/reported-messages/${reportId}/${action}`).set(admin.authHeader);

describe('reporting a message', () => {
  it('puts it in the admins’ queue, who read the conversation and remove the message', async () => {
    const res = await report(buyer, answer, { reason: 'scam', note: ' Asks for money ' });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ acknowledged: true, modifiedCount: 1 });

    const [reported, ...more] = await queue();
    expect(more).toEqual([]);
    expect(reported).toMatchObject({
      conversationId: id,
      messageId: answer,
      text: '<b>Send</b> the deposit first',
      bike: { _id: bikeId, name: 'Trek Marlin' },
      buyerName: buyer.user.name,
      sellerName: seller.user.name,
      reporterName: buyer.user.name,
      reporterRole: 'buyer',
      reason: 'scam',
      note: 'Asks for money',
    });

    const read = await t.request
      .get(`/reported-messages/${reported!._id}/messages`)
      .set(admin.authHeader)
      .expect(200);
    expect((read.body as ModerationMessage[]).map((m) => [m.text, m.side, m.reported])).toEqual([
      ['<b>Send</b> the deposit first', 'seller', true],
      ['Is it available?', 'buyer', false],
    ]);

    expect((await decide('remove', reported!._id).expect(200)).body.modifiedCount).toBe(1);
    for (const as of [buyer, seller]) {
      const [removed] = await thread(as);
      expect(removed).toMatchObject({ _id: answer, removed: true, text: '' });
      expect((await conversationAs(as)).lastMessage).toBe(
        conversationMessages.conversations.messageRemoved,
      );
    }
    expect(await queue()).toEqual([]);
    const audit = await collection(t.db, auditLog).find({ targetType: 'message' }).toArray();
    expect(audit).toMatchObject([{ action: 'message.remove', targetId: answer }]);
    // The removed message's text stays stored for the record; a removed message is not reported again.
    expect((await report(buyer, answer)).body).toEqual(
      conflict(conversationMessages.conversations.messageRemoved),
    );
    // A retry of the removal changes nothing; a dismissal of a decided report is refused.
    expect((await decide('remove', reported!._id).expect(200)).body.modifiedCount).toBe(0);
    expect((await decide('dismiss', reported!._id).expect(409)).body).toEqual(
      conflict(conversationMessages.conversations.reportDecided),
    );
  });

  it('keeps one report per reporter and message, also when sent twice at once', async () => {
    const both = await Promise.all([report(buyer, answer), report(buyer, answer)]);
    expect(both.map((r) => r.status)).toEqual([200, 200]);
    const counts = both.map((r) => (r.body as { modifiedCount: number }).modifiedCount);
    expect(counts.sort()).toEqual([0, 1]);
    const again = await report(buyer, answer, { reason: 'abuse' }).expect(200);
    expect(again.body.modifiedCount).toBe(0);
    expect(await queue()).toHaveLength(1);
    // The seller reports the buyer's message: another report.
    await report(seller, question, { reason: 'spam' }).expect(200);
    expect((await queue()).map((r) => r.reporterRole)).toEqual(['seller', 'buyer']);
  });

  it('refuses one’s own message (403), strangers and admins (404), bad input (400)', async () => {
    expect((await report(buyer, question).expect(403)).body.message).toBe(
      conversationMessages.conversations.ownMessage,
    );
    const stranger = await t.signUpAs('Buyer');
    for (const as of [stranger, admin]) {
      const res = await report(as, answer).expect(404);
      expect(res.body.message).toBe(conversationMessages.conversations.notFound);
    }
    const unknown = await report(buyer, new ObjectId().toHexString()).expect(404);
    expect(unknown.body.message).toBe(conversationMessages.conversations.messageNotFound);
    // A message of another conversation is not one of this one.
    const other = await createBikeAs(t.request, seller.authHeader);
    const elsewhere = await askAbout(t.request, stranger.authHeader, other);
    await report(buyer, elsewhere.messageId).expect(404);
    for (const body of [
      {},
      { reason: 'rude' },
      { reason: 'spam', note: 'x'.repeat(MESSAGE_REPORT_NOTE_MAX + 1) },
      { reason: 'spam', extra: 1 },
    ]) {
      expect((await report(buyer, answer, body)).status, JSON.stringify(body)).toBe(400);
    }
    await t.request.post(`/conversations/${id}/messages/${answer}/report`).expect(401);
    expect(await queue()).toEqual([]);
  });

  it('dismisses a report: the message stays and the report leaves the queue', async () => {
    const reportId = await reportAs(t.request, buyer.authHeader, admin.authHeader, id, answer);
    expect((await decide('dismiss', reportId).expect(200)).body.modifiedCount).toBe(1);
    expect(await queue()).toEqual([]);
    expect((await thread(buyer))[0]).toMatchObject({ removed: false });
    expect((await decide('dismiss', reportId).expect(409)).body.code).toBe('CONFLICT');
    expect((await decide('remove', reportId).expect(409)).body.code).toBe('CONFLICT');
    // A decided report no longer opens the conversation to administrators.
    await t.request
      .get(`/reported-messages/${reportId}/messages`)
      .set(admin.authHeader)
      .expect(404);
    const unknown = new ObjectId().toHexString();
    await decide('dismiss', unknown).expect(404);
    await decide('remove', unknown).expect(404);
  });

  it('never lets an administrator read a conversation without an open report of it', async () => {
    await t.request.get(`/conversations/${id}`).set(admin.authHeader).expect(404);
    await t.request.get(`/conversations/${id}/messages`).set(admin.authHeader).expect(404);
    // Neither the conversation's id nor a message's id stands for a report.
    for (const reportId of [id, answer]) {
      const res = await t.request
        .get(`/reported-messages/${reportId}/messages`)
        .set(admin.authHeader)
        .expect(404);
      expect(res.body.message).toBe(conversationMessages.conversations.reportNotFound);
    }
    await t.request.get('/reported-messages').set(seller.authHeader).expect(403);
  });
});

describe('blocking a user', () => {
  const block = (as: SignedUp, cid = id) =>
    t.request.put(`/conversations/${cid}/block`).set(as.authHeader);
  const unblock = (as: SignedUp, cid = id) =>
    t.request.delete(`/conversations/${cid}/block`).set(as.authHeader);

  it('refuses messages both ways in every conversation of the pair, and new questions', async () => {
    const second = await createBikeAs(t.request, seller.authHeader);
    const other = (await askAbout(t.request, buyer.authHeader, second)).conversationId;
    expect((await block(seller).expect(200)).body.modifiedCount).toBe(1);
    expect((await block(seller).expect(200)).body.modifiedCount).toBe(0);

    for (const [as, cid] of [
      [seller, id],
      [buyer, id],
      [buyer, other],
    ] as const) {
      expect((await send(as, 'Hello?', cid).expect(409)).body).toEqual(
        conflict(conversationMessages.conversations.blocked),
      );
    }
    const third = await createBikeAs(t.request, seller.authHeader);
    const ask = await t.request
      .post('/conversations')
      .set(buyer.authHeader)
      .send({ bikeId: third, text: 'And this one?' })
      .expect(409);
    expect(ask.body).toEqual(conflict(conversationMessages.conversations.blocked));
    expect(await t.db.collection('conversations').countDocuments()).toBe(2);
    expect(await t.db.collection('messages').countDocuments()).toBe(3);

    expect(await conversationAs(seller)).toMatchObject({ state: 'blocked', blockedByMe: true });
    expect(await conversationAs(buyer)).toMatchObject({ state: 'blocked', blockedByMe: false });
    const inbox = await t.request.get('/conversations').set(buyer.authHeader).expect(200);
    expect((inbox.body as Conversation[]).map((c) => c.state)).toEqual(['blocked', 'blocked']);
  });

  it('lets only the blocker unblock; each side’s block holds on its own', async () => {
    await block(seller).expect(200);
    expect((await unblock(buyer).expect(200)).body.modifiedCount).toBe(0);
    await send(buyer).expect(409);
    await block(buyer).expect(200);
    expect((await unblock(seller).expect(200)).body.modifiedCount).toBe(1);
    expect(await conversationAs(seller)).toMatchObject({ state: 'blocked', blockedByMe: false });
    await send(seller).expect(409);
    await unblock(buyer).expect(200);
    expect(await conversationAs(seller)).toMatchObject({ state: 'open', blockedByMe: false });
    await send(seller, 'Back again').expect(201);
    await send(buyer, 'Hi again').expect(201);
  });

  it('answers 404 to anyone but the participants', async () => {
    const stranger = await t.signUpAs('Seller');
    for (const as of [stranger, admin]) {
      await block(as).expect(404);
      await unblock(as).expect(404);
    }
    await block(buyer, new ObjectId().toHexString()).expect(404);
    await t.request.put(`/conversations/${id}/block`).expect(401);
    expect(await t.db.collection('user_blocks').countDocuments()).toBe(0);
  });
});

describe('removing a participant', () => {
  it('closes their conversations: the other side sees them closed and cannot write', async () => {
    await t.request.delete(`/buyers/${buyer.user._id}`).set(admin.authHeader).expect(200);
    expect(await conversationAs(seller)).toMatchObject({ state: 'closed' });
    expect((await send(seller).expect(409)).body).toEqual(
      conflict(conversationMessages.conversations.closed),
    );
    const [closed] = (await t.request.get('/conversations').set(seller.authHeader)).body as [
      Conversation,
    ];
    expect(closed.state).toBe('closed');
  });

  it('closes a removed seller’s conversations too', async () => {
    await t.request.delete(`/sellers/${seller.user._id}`).set(admin.authHeader).expect(200);
    expect(await conversationAs(buyer)).toMatchObject({ state: 'closed' });
    await send(buyer).expect(409);
  });
});
