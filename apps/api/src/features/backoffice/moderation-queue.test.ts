import { describe, expect, it } from 'vitest';
import type { QueueItem } from '@reride/shared';
import type { SignedUp } from '../../../test/helpers';
import { createBikeAs } from '../../../test/fixtures/bikes';
import { askAbout, reportAs, sendAs } from '../../../test/fixtures/conversations';
import { disputedOrder } from '../../../test/fixtures/orders';

// The one moderation queue (docs/domain.md#moderation-queue): every kind waiting for a decision,
// oldest first and, of the same age, the most reported first.
const T0 = new Date('2025-05-01T08:00:00Z');
// Minutes apart: the test users' access tokens are dated by the same clock.
const minutes = (n: number) => new Date(T0.getTime() + n * 60_000);

async function waitingOfEveryKind() {
  let now = T0;
  const o = await disputedOrder({ clock: () => now });
  const { t, seller, buyer, otherBuyer, otherSeller, admin } = o;
  const third = await t.signUpAs('Buyer');
  const report = (bikeId: string, who: SignedUp) =>
    t.request.patch(`/reported/${bikeId}`).set(who.authHeader).send({ reason: 'scam' }).expect(200);

  now = minutes(1);
  const twice = await createBikeAs(t.request, seller.authHeader, { name: 'Twice reported' });
  const once = await createBikeAs(t.request, seller.authHeader, { name: 'Once reported' });
  await report(twice, buyer);
  await report(twice, otherBuyer);
  await report(once, buyer);

  now = minutes(2);
  const { conversationId } = await askAbout(t.request, otherBuyer.authHeader, once);
  const messageId = await sendAs(t.request, seller.authHeader, conversationId, 'Cash only');
  const messageReport = await reportAs(
    t.request,
    otherBuyer.authHeader,
    admin.authHeader,
    conversationId,
    messageId,
  );

  now = minutes(3);
  const held = await createBikeAs(t.request, seller.authHeader, { name: 'Held bike' });
  for (const who of [buyer, otherBuyer, third]) await report(held, who);
  return { ...o, otherSeller, twice, once, held, messageReport };
}

const queueOf = (o: Awaited<ReturnType<typeof waitingOfEveryKind>>, query: object = {}) =>
  o.t.request.get('/admin/queue').query(query).set(o.admin.authHeader);

describe('GET /admin/queue', () => {
  it('lists every kind, oldest first, the most reported first among the same age, by kind', async () => {
    const o = await waitingOfEveryKind();
    const res = await queueOf(o).expect(200);
    const rows = res.body as QueueItem[];
    expect(rows.map((r) => [r.kind, r.id, r.reportCount, r.waitingSince])).toEqual([
      ['dispute', o.bookingId, 0, T0.toISOString()],
      ['reported-listing', o.twice, 2, minutes(1).toISOString()],
      ['reported-listing', o.once, 1, minutes(1).toISOString()],
      ['reported-message', o.messageReport, 1, minutes(2).toISOString()],
      ['held-listing', o.held, 3, minutes(3).toISOString()],
    ]);
    expect(rows.map((r) => r.link)).toEqual([
      '/dashboard/disputes',
      '/dashboard/reported',
      '/dashboard/reported',
      '/dashboard/reported-messages',
      '/dashboard/reported',
    ]);
    expect(rows[1]!.title).toBe('Twice reported');

    const held = await queueOf(o, { kind: 'held-listing' }).expect(200);
    expect((held.body as QueueItem[]).map((r) => r.id)).toEqual([o.held]);
    const disputes = await queueOf(o, { kind: 'dispute' }).expect(200);
    expect((disputes.body as QueueItem[]).map((r) => r.id)).toEqual([o.bookingId]);

    // Kept: the listing leaves the queue.
    await o.t.request.patch(`/unreport/${o.twice}`).set(o.admin.authHeader).expect(200);
    const after = (await queueOf(o).expect(200)).body as QueueItem[];
    expect(after.map((r) => r.id)).not.toContain(o.twice);
    expect(after).toHaveLength(4);
  });

  it('pages with a cursor that continues exactly after the last row', async () => {
    const o = await waitingOfEveryKind();
    const first = await queueOf(o, { limit: 2 }).expect(200);
    const cursor = first.headers['x-next-cursor'];
    expect(cursor).toBeTruthy();
    const second = await queueOf(o, { limit: 2, cursor }).expect(200);
    const third = await queueOf(o, { limit: 2, cursor: second.headers['x-next-cursor'] }).expect(
      200,
    );
    const ids = [first, second, third].flatMap((r) => (r.body as QueueItem[]).map((x) => x.id));
    expect(ids).toEqual([o.bookingId, o.twice, o.once, o.messageReport, o.held]);
    expect(third.headers['x-next-cursor']).toBeUndefined();
  });

  it('answers 400 to a bad kind or cursor, 401 anonymous and 403 to a seller or a buyer', async () => {
    const o = await waitingOfEveryKind();
    const answers = await Promise.all([
      queueOf(o, { kind: 'everything' }),
      queueOf(o, { cursor: 'bm90LWEtY3Vyc29y' }),
      o.t.request.get('/admin/queue'),
      o.t.request.get('/admin/queue').set(o.seller.authHeader),
      o.t.request.get('/admin/queue').set(o.buyer.authHeader),
    ]);
    expect(answers.map((r) => r.status)).toEqual([400, 400, 401, 403, 403]);
    expect(answers[0]?.body).toMatchObject({ code: 'VALIDATION_FAILED' });
  });
});
