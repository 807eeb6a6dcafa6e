import { ObjectId, type Db } from 'mongodb';
import type { Acknowledged } from './client';

/**
 * Every write the API acknowledged must be in the database, and the sale rules must hold
 * over the whole database: a Sold bike has exactly one payment, no bike is paid twice.
 */
export async function verifyWrites(db: Db, acked: Acknowledged) {
  const problems: string[] = [];
  const oid = (id: string) => new ObjectId(id);

  const bookings = await db
    .collection('bookings')
    .find({ _id: { $in: acked.bookings.map((b) => oid(b.id)) } })
    .toArray();
  const bookingById = new Map(bookings.map((b) => [b._id.toHexString(), b]));
  for (const b of acked.bookings) {
    const doc = bookingById.get(b.id);
    if (!doc) problems.push(`booking ${b.id} acknowledged but not stored`);
    else if (String(doc.bikeId) !== b.bikeId || String(doc.buyerId) !== b.buyerId) {
      problems.push(`booking ${b.id} stored with another bike or buyer`);
    }
  }

  const payments = await db.collection('payments').find({}).toArray();
  const paymentById = new Map(payments.map((p) => [p._id.toHexString(), p]));
  for (const p of acked.payments) {
    const doc = paymentById.get(p.id);
    if (!doc) problems.push(`payment ${p.id} acknowledged but not stored`);
    else if (doc.transactionId !== p.transactionId || String(doc.bookingId) !== p.bookingId) {
      problems.push(`payment ${p.id} stored with another booking or transaction`);
    }
    const booking = bookingById.get(p.bookingId);
    if (booking?.paid !== true) problems.push(`booking ${p.bookingId} paid but not marked paid`);
  }

  const reportKeys = new Set(
    (await db.collection('reports').find({}).toArray()).map(
      (r) => `${String(r.bikeId)}:${String(r.reporterId)}`,
    ),
  );
  for (const r of acked.reports) {
    if (!reportKeys.has(`${r.bikeId}:${r.reporterId}`)) {
      problems.push(`report of ${r.bikeId} by ${r.reporterId} acknowledged but not stored`);
    }
  }

  const paymentsPerBike = new Map<string, number>();
  for (const p of payments) {
    const bike = String(p.bikeId);
    paymentsPerBike.set(bike, (paymentsPerBike.get(bike) ?? 0) + 1);
  }
  const soldBikes = await db.collection('bikes').find({ status: 'Sold' }).toArray();
  for (const bike of soldBikes) {
    const n = paymentsPerBike.get(bike._id.toHexString()) ?? 0;
    if (n !== 1) problems.push(`Sold bike ${bike._id.toHexString()} has ${n} payments`);
  }
  for (const [bike, n] of paymentsPerBike) {
    if (n > 1) problems.push(`bike ${bike} paid ${n} times`);
  }
  const paidTwice = payments.length - new Set(payments.map((p) => String(p.transactionId))).size;
  if (paidTwice > 0) problems.push(`${paidTwice} transaction ids recorded twice`);

  return {
    checked: {
      bookings: acked.bookings.length,
      payments: acked.payments.length,
      reports: acked.reports.length,
      soldBikes: soldBikes.length,
      paymentsInDatabase: payments.length,
    },
    lostWrites: problems.filter((p) => p.includes('not stored')).length,
    problems,
  };
}
