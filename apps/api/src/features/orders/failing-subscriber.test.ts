import { ObjectId } from 'mongodb';
import { pino } from 'pino';
import { describe, expect, it } from 'vitest';
import { appWithUsers } from '../../../test/helpers';
import { createBikeAs, findBikeDoc } from '../../../test/fixtures/bikes';
import { bookAndPay, bookingDoc } from '../../../test/fixtures/bookings';

/**
 * A subscriber's failure never fails the request that stored the change it is told of
 * (docs/decisions/010-events-jobs-and-feature-modules.md): a payment whose `order.recorded` and
 * `bike.sold` each meet a failing subscriber still answers, is stored, and every other
 * subscriber (the ledger, the parties' and the savers' notifications) still runs.
 */
describe('a failing subscriber of the order and sale events', () => {
  it('leaves the payment answered and stored, and the other subscribers run', async () => {
    type Line = { msg: string; subscriber?: string; event?: string };
    const logged: Line[] = [];
    const logger = pino(
      { level: 'error' },
      { write: (line: string) => logged.push(JSON.parse(line) as Line) },
    );
    const [t, seller, buyer, saver] = await appWithUsers(['Seller', 'Buyer', 'Buyer'], { logger });
    const bikeId = await createBikeAs(t.request, seller.authHeader, { resalePrice: 300 });
    await t.request.put(`/wishlist/${bikeId}`).set(saver.authHeader).expect(200);
    const fail = (what: string) => () => Promise.reject(new Error(`${what} down`));
    t.events.subscribe('order.recorded', fail('ledger'), { subscriber: 'test.order-fails' });
    t.events.subscribe('bike.sold', fail('offers'), { subscriber: 'test.sale-fails' });
    const after: string[] = [];
    t.events.subscribe('order.recorded', ({ orderId }) => void after.push(orderId), {
      subscriber: 'test.after',
    });

    // The sandbox's confirmation finishes the payment and answers 200 (bookAndPay checks it).
    const { bookingId } = await bookAndPay(t.request, buyer.authHeader, bikeId);

    expect(await bookingDoc(t.db, bookingId)).toMatchObject({ paid: true, status: 'paid' });
    expect(await findBikeDoc(t.db, bikeId)).toMatchObject({ status: 'Sold' });
    const ledger = await t.db
      .collection<{ kind: string }>('ledger')
      .find({ bookingId: new ObjectId(bookingId) })
      .toArray();
    expect(ledger.map((entry) => entry.kind)).toEqual(['sale']);
    expect(await bookingDoc(t.db, bookingId)).not.toHaveProperty('ledgerDue');
    const toldOf = async (userId: string) =>
      (
        await t.db
          .collection<{ facts: { topic: string; event: string } }>('notifications')
          .find({ userId: new ObjectId(userId) })
          .toArray()
      ).map((n) => `${n.facts.topic} ${n.facts.event}`);
    expect(await toldOf(seller.user._id)).toEqual(expect.arrayContaining(['order paid']));
    expect(await toldOf(saver.user._id)).toEqual(['wishlist sold']);
    expect(after).toContain(bookingId);
    expect(logged.filter((line) => line.msg === 'subscriber failed')).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ event: 'order.recorded', subscriber: 'test.order-fails' }),
        expect.objectContaining({ event: 'bike.sold', subscriber: 'test.sale-fails' }),
      ]),
    );
  });
});
