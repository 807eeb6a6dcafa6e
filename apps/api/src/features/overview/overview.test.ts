import { describe, expect, it } from 'vitest';
import type { Todo } from '@reride/shared';
import { createBikeAs } from '../../../test/fixtures/bikes';
import { bookBike } from '../../../test/fixtures/bookings';
import { askAbout, sendAs } from '../../../test/fixtures/conversations';
import { callAs, DISPUTE, paidOrder, type Who } from '../../../test/fixtures/orders';

/** The Overview's to-dos (docs/domain.md#dashboard), as each role reads them. */
type Setup = Awaited<ReturnType<typeof paidOrder>>;
const todos = async (o: Setup, who: Who) =>
  (await callAs(o.t, 'listTodos', who).expect(200)).body as Todo[];

describe('GET /users/me/todos', () => {
  it('asks a buyer to pay a booking and to confirm a paid order', async () => {
    const o = await paidOrder();
    expect(await todos(o, o.buyer)).toEqual([{ kind: 'confirm_receipt', count: 1 }]);

    const another = await createBikeAs(o.t.request, o.seller.authHeader);
    await bookBike(o.t.request, o.buyer.authHeader, another);
    expect(await todos(o, o.buyer)).toEqual([
      { kind: 'pay', count: 1 },
      { kind: 'confirm_receipt', count: 1 },
    ]);

    await o.act('confirmHandover', o.buyer).expect(200);
    expect(await todos(o, o.buyer)).toEqual([{ kind: 'pay', count: 1 }]);
  });

  it('asks a seller to answer a cancel request, then a dispute, until they have', async () => {
    const o = await paidOrder();
    expect(await todos(o, o.seller)).toEqual([]);

    await o.act('requestCancel', o.buyer, { reason: 'Moving abroad' }).expect(200);
    expect(await todos(o, o.seller)).toEqual([{ kind: 'answer_cancel_request', count: 1 }]);
    await o.act('refuseCancel', o.seller).expect(200);

    await o.act('openDispute', o.buyer, DISPUTE).expect(200);
    expect(await todos(o, o.seller)).toEqual([{ kind: 'answer_dispute', count: 1 }]);
    await o.act('answerDispute', o.seller, { text: 'It was fine' }).expect(200);
    expect(await todos(o, o.seller)).toEqual([]);
  });

  it('counts unread messages for the one they were sent to', async () => {
    const o = await paidOrder();
    const listed = await createBikeAs(o.t.request, o.seller.authHeader);
    const { conversationId } = await askAbout(o.t.request, o.buyer.authHeader, listed);
    await sendAs(o.t.request, o.buyer.authHeader, conversationId, 'And the lights?');
    expect(await todos(o, o.seller)).toEqual([{ kind: 'read_messages', count: 2 }]);
    expect(await todos(o, o.buyer)).not.toContainEqual(
      expect.objectContaining({ kind: 'read_messages' }),
    );
  });

  it('asks an administrator to decide disputes and review reported bikes and messages', async () => {
    const o = await paidOrder();
    expect(await todos(o, o.admin)).toEqual([]);

    await o.act('openDispute', o.buyer, DISPUTE).expect(200);
    const listed = await createBikeAs(o.t.request, o.seller.authHeader);
    await callAs(o.t, 'reportBike', o.buyer, {
      params: { bikeId: listed },
      body: { reason: 'scam' },
    }).expect(200);
    const { conversationId, messageId } = await askAbout(o.t.request, o.buyer.authHeader, listed);
    await callAs(o.t, 'reportMessage', o.seller, {
      params: { id: conversationId, messageId },
      body: { reason: 'spam' },
    }).expect(200);

    expect(await todos(o, o.admin)).toEqual([
      { kind: 'decide_dispute', count: 1 },
      { kind: 'review_reported_bikes', count: 1 },
      { kind: 'review_reported_messages', count: 1 },
    ]);
  });
});
