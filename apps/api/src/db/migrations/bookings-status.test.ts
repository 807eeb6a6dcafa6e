import { ObjectId } from 'mongodb';
import { describe, expect, it } from 'vitest';
import { paidOrder, timersAhead } from '../../../test/fixtures/orders';
import { prepareDatabase } from '../../compose';
import type { OrderDoc } from '../../features/orders/orders.collections';
import { backfillBookingStatus } from './bookings-status';

/** The start-up migration `bookings-status-v1`: bookings stored before the order kept a status. */

/** Bookings as an older release stored them: the paid order's fields, without status or timeline. */
async function legacyBookings() {
  const o = await paidOrder();
  const bookings = o.t.db.collection<OrderDoc>('bookings');
  const base = await o.doc();
  const { status: _s, events: _e, ledgerDue: _l, feePercent: _f, ...paid } = base!;
  const unpaid = { ...paid, paid: false, transactionId: null, paidAt: undefined };
  const variants = {
    booked: unpaid,
    cancelled: { ...unpaid, endedAs: 'cancelled', endedAt: new Date() },
    declined: { ...unpaid, endedAs: 'declined', declineReason: 'Sold at the shop' },
    expired: { ...unpaid, endedAs: 'expired' },
    // A payment that lost the bike to another buyer and was given back.
    lostAndRefunded: { ...unpaid, refunded: true, refundId: 're_1' },
    paid,
    completed: { ...paid, completedAt: new Date() },
  };
  const ids: Record<string, ObjectId> = {};
  for (const [name, fields] of Object.entries(variants)) {
    const doc = Object.fromEntries(Object.entries(fields).filter(([, v]) => v !== undefined));
    ids[name] = new ObjectId();
    await bookings.insertOne({ ...doc, _id: ids[name], bikeId: new ObjectId() } as OrderDoc);
  }
  const read = async (name: string) => bookings.findOne({ _id: ids[name] });
  return { o, ids, read };
}

describe('backfillBookingStatus', () => {
  it('gives each legacy booking the status its fields imply, and paid ones their ledger', async () => {
    const { o, ids, read } = await legacyBookings();
    await backfillBookingStatus(o.t.db);
    const expected = {
      booked: 'booked',
      cancelled: 'cancelled',
      declined: 'declined',
      expired: 'expired',
      lostAndRefunded: 'booked',
      paid: 'paid',
      completed: 'completed',
    };
    for (const [name, status] of Object.entries(expected)) {
      const doc = await read(name);
      expect(doc?.status, name).toBe(status);
      expect(doc?.ledgerDue !== undefined, name).toBe(status === 'paid' || status === 'completed');
    }

    // The next ledger repair writes the sellers' ledger entries of the paid ones.
    await timersAhead(o.t, 120_000).sweep();
    expect(await o.earnings()).toMatchObject({ pending: 90_000, available: 45_000 });
    expect(await read('paid')).not.toHaveProperty('ledgerDue');

    // The order page reads a booking without a timeline, and its actions work on it.
    const legacy = ids.paid!.toHexString();
    expect(await o.view(o.buyer, legacy)).toMatchObject({ status: 'paid', events: [] });
    await o.act('requestCancel', o.buyer, {}, legacy).expect(200);
    expect((await o.view(o.buyer, legacy)).events.map((e) => e.kind)).toEqual(['cancel_requested']);
  });

  it('runs once per database: a later start-up leaves bookings alone', async () => {
    const { o, read } = await legacyBookings();
    await prepareDatabase(o.t.db);
    expect(await read('paid')).not.toHaveProperty('status');
    expect(
      await o.t.db.collection('migrations').findOne({ _id: 'bookings-status-v1' as never }),
    ).toMatchObject({ finishedAt: expect.any(Date) });
  });
});
