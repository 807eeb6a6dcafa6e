import { MongoClient, type ObjectId } from 'mongodb';
import { toCents } from '@reride/shared';

interface BikeRow {
  _id: ObjectId;
  status: string;
  sellerId: ObjectId;
  resalePrice: number;
  soldBookingId?: ObjectId | null;
}
interface BookingRow {
  _id: ObjectId;
  bikeId: ObjectId;
  buyerId: ObjectId;
  price: number;
  paid: boolean;
  refunded: boolean;
  /** Set once the booking ended unpaid (cancelled, declined, expired): a later cut leaves it. */
  endedAs?: string;
  /** Set when the order came of an accepted offer: its price is the offer's, not the bike's. */
  offerId?: ObjectId;
}
interface OfferRow {
  _id: ObjectId;
  state: string;
  agreedPrice?: number;
}
interface PaymentRow {
  bookingId: ObjectId;
  bikeId: ObjectId;
  price: number;
  amount: number;
}

/**
 * After fuzzing, the stored data must still obey the sale rules: a fuzzed request that
 * half-applied a change (a payment without its sale, a sale without its payment) shows here.
 * Answers one sentence per broken rule.
 */
export async function auditStore(uri: string, dbName: string): Promise<string[]> {
  const client = await MongoClient.connect(uri, { maxPoolSize: 1 });
  try {
    const db = client.db(dbName);
    const bikes = await db.collection<BikeRow>('bikes').find().toArray();
    const bookings = await db.collection<BookingRow>('bookings').find().toArray();
    const payments = await db.collection<PaymentRow>('payments').find().toArray();
    const offers = await db.collection<OfferRow>('offers').find().toArray();
    return checkSales(bikes, bookings, payments, offers);
  } finally {
    await client.close();
  }
}

export function checkSales(
  bikes: BikeRow[],
  bookings: BookingRow[],
  payments: PaymentRow[],
  offers: OfferRow[] = [],
): string[] {
  const problems: string[] = [];
  const hex = (id: ObjectId | null | undefined) => id?.toHexString() ?? 'none';
  const offerById = new Map(offers.map((o) => [hex(o._id), o]));
  const bikeById = new Map(bikes.map((b) => [hex(b._id), b]));
  const pairs = new Set<string>();
  for (const booking of bookings) {
    const bike = bikeById.get(hex(booking.bikeId));
    const pair = `${hex(booking.bikeId)}/${hex(booking.buyerId)}`;
    if (pairs.has(pair)) problems.push(`buyer ${hex(booking.buyerId)} booked bike ${pair} twice`);
    pairs.add(pair);
    if (bike && hex(bike.sellerId) === hex(booking.buyerId)) {
      problems.push(`booking ${hex(booking._id)} is on the buyer's own bike`);
    }
    // A booking asks what it was made at, lowered by every later cut of the bike's price and
    // never raised (docs/domain.md#prices): never more than its offer agreed, nor, while it
    // holds or waits for the bike, more than the bike asks now.
    if (booking.offerId) {
      const offer = offerById.get(hex(booking.offerId));
      if (
        offer?.state !== 'accepted' ||
        toCents(booking.price) > toCents(offer.agreedPrice ?? -1)
      ) {
        problems.push(
          `booking ${hex(booking._id)} costs ${booking.price}, its offer ${hex(booking.offerId)} agreed ${offer?.agreedPrice ?? 'nothing'}`,
        );
      }
    }
    const current = !booking.refunded && booking.endedAs === undefined;
    if (bike && current && toCents(booking.price) > toCents(bike.resalePrice)) {
      problems.push(
        `booking ${hex(booking._id)} costs ${booking.price}, more than its bike's ${bike.resalePrice}`,
      );
    }
  }
  for (const bike of bikes) {
    const id = hex(bike._id);
    const paid = bookings.filter((b) => hex(b.bikeId) === id && b.paid && !b.refunded);
    const paidFor = payments.filter((p) => hex(p.bikeId) === id);
    const sold = bike.status === 'Sold';
    if (sold !== (paid.length === 1) || paid.length > 1) {
      problems.push(`bike ${id} is ${bike.status} with ${paid.length} paid booking(s)`);
    }
    // A refunded loser of a race may keep its payment record; fuzzing is sequential, so none.
    const refunded = bookings.some((b) => hex(b.bikeId) === id && b.refunded);
    if (!refunded && paidFor.length !== paid.length) {
      problems.push(
        `bike ${id} has ${paidFor.length} payment record(s) for ${paid.length} paid booking(s)`,
      );
    }
    if (sold && hex(bike.soldBookingId) !== hex(paid[0]?._id)) {
      problems.push(
        `bike ${id} is sold to ${hex(bike.soldBookingId)}, paid by ${hex(paid[0]?._id)}`,
      );
    }
  }
  for (const payment of payments) {
    if (payment.amount !== toCents(payment.price)) {
      problems.push(
        `payment for booking ${hex(payment.bookingId)}: ${payment.amount} cents for $${payment.price}`,
      );
    }
  }
  return problems;
}
