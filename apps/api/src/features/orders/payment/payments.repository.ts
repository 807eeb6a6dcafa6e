import { ObjectId, type Db } from 'mongodb';
import { isDuplicateKeyError } from '../../../db/client';
import { collection } from '../../../db/collections';
import { bikeSales, payments, type PaymentDoc } from '../orders.collections';
import { idsAsStrings, type IdsAsStrings } from '../../../db/stored-ids';

/** A payment as the services see it: ids as strings, `id` for `_id`. */
export type PaymentRecord = Omit<IdsAsStrings<PaymentDoc>, '_id'> & { id: string };

export type NewPayment = Omit<PaymentRecord, 'id'>;

function toRecord(doc: PaymentDoc): PaymentRecord {
  const { _id, ...fields } = idsAsStrings(doc);
  return { ...fields, id: _id };
}

/** Inserts `doc`; false when a unique key already holds it. */
async function insertOnce(run: () => Promise<unknown>): Promise<boolean> {
  try {
    await run();
    return true;
  } catch (error) {
    if (isDuplicateKeyError(error)) return false;
    throw error;
  }
}

/** Payment records and the once-only sale of each bike (the bikes feature marks it Sold). */
export function createPaymentsRepository(db: Db) {
  const paymentCol = collection(db, payments);
  const salesCol = collection(db, bikeSales);

  return {
    /** The booking that bought this bike, or null while it is for sale. */
    async findSale(bikeId: string): Promise<string | null> {
      const sale = await salesCol.findOne({ _id: new ObjectId(bikeId) });
      return sale?.bookingId.toHexString() ?? null;
    },

    /**
     * Sells the bike to this booking unless another booking got it first (unique `_id`, the
     * bike's). Answers the winning booking's id: this one's when it won now or earlier.
     */
    async claimSale(bikeId: string, bookingId: string, intentId: string, at: Date) {
      const _id = new ObjectId(bikeId);
      const doc = { _id, bookingId: new ObjectId(bookingId), intentId, at };
      if (await insertOnce(() => salesCol.insertOne(doc))) return bookingId;
      const winner = await salesCol.findOne({ _id });
      if (!winner) throw new Error(`Sale of bike ${bikeId} vanished after a duplicate-key insert`);
      return winner.bookingId.toHexString();
    },

    /** The booking a provider's transaction (payment intent) paid for, if it is ours. */
    async findBookingOfTransaction(transactionId: string): Promise<string | null> {
      const doc = await paymentCol.findOne({ transactionId }, { projection: { bookingId: 1 } });
      return doc?.bookingId.toHexString() ?? null;
    },

    /** Ends this booking's sale of the bike (a full refund), so the bike can be sold again. */
    async releaseSale(bikeId: string, bookingId: string): Promise<void> {
      await salesCol.deleteOne({ _id: new ObjectId(bikeId), bookingId: new ObjectId(bookingId) });
    },

    /**
     * Records the payment once per booking and per transaction (unique indexes); a repeat, or a
     * concurrent twin, answers the record that is already there.
     */
    async insertOrFind(payment: NewPayment): Promise<PaymentRecord> {
      const doc: PaymentDoc = {
        ...payment,
        _id: new ObjectId(),
        bookingId: new ObjectId(payment.bookingId),
        bikeId: new ObjectId(payment.bikeId),
        buyerId: new ObjectId(payment.buyerId),
      };
      if (await insertOnce(() => paymentCol.insertOne(doc))) return toRecord(doc);
      const existing =
        (await paymentCol.findOne({ bookingId: doc.bookingId })) ??
        (await paymentCol.findOne({ transactionId: doc.transactionId }));
      if (!existing) throw new Error(`Payment of ${payment.bookingId} vanished after a duplicate`);
      return toRecord(existing);
    },
  };
}

export type PaymentsRepository = ReturnType<typeof createPaymentsRepository>;
