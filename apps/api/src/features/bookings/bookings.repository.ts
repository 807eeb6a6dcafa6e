import { ObjectId, type Collection, type Db, type Filter } from 'mongodb';
import { isDuplicateKeyError } from '../../db/client';
import {
  bookingEnds,
  bookings,
  collection,
  type BookingDoc,
  type BookingEndDoc,
} from '../../db/collections';
import { idsAsStrings, type IdsAsStrings } from '../../db/stored-ids';
import { MAX_PAGE_SIZE } from '@reride/shared';
import { findPage, mapPage, NEWEST_ID, type Page, type PageQuery } from '../../core/keyset-page';

/** A booking as the services see it: ids as strings, `id` for `_id`. */
export type BookingRecord = Omit<IdsAsStrings<BookingDoc>, '_id' | 'updatedAt'> & { id: string };

export type BookingOutcome = BookingEndDoc['outcome'];
export type EndedAs = NonNullable<BookingDoc['endedAs']>;

export type NewBooking = Omit<
  BookingRecord,
  | 'id'
  | 'paid'
  | 'transactionId'
  | 'intentId'
  | 'refunded'
  | 'refundId'
  | 'endedAs'
  | 'endedAt'
  | 'declineReason'
  | 'completedAt'
  | 'paidAt'
>;

function toRecord(doc: BookingDoc): BookingRecord {
  const { _id, updatedAt: _updatedAt, ...fields } = idsAsStrings(doc);
  return { ...fields, id: _id };
}

async function newestPage(
  col: Collection<BookingDoc>,
  filter: Filter<BookingDoc>,
  query: PageQuery,
): Promise<Page<BookingRecord>> {
  const page = await findPage(col, filter, NEWEST_ID, query, { defaultLimit: MAX_PAGE_SIZE });
  return mapPage(page, toRecord);
}

export function createBookingsRepository(db: Db) {
  const col = collection(db, bookings);
  const endCol = collection(db, bookingEnds);
  const byId = (id: string) => ({ _id: new ObjectId(id) });
  // The filters keep replays from writing again. They do not decide races (unique claims do,
  // docs/decisions/002-claim-documents-for-races.md), so concurrent twins must write equal values.
  const set = (filter: Filter<BookingDoc>, fields: Partial<BookingDoc>) =>
    col.updateOne(filter, { $set: fields }).then(() => undefined);

  return {
    /** Null when this buyer already booked this bike (the unique {bikeId, buyerId} index). */
    async insert(booking: NewBooking): Promise<string | null> {
      const { bikeId, buyerId, sellerId, ...fields } = booking;
      const doc: BookingDoc = {
        ...fields,
        _id: new ObjectId(),
        bikeId: new ObjectId(bikeId),
        buyerId: new ObjectId(buyerId),
        sellerId: new ObjectId(sellerId),
        updatedAt: booking.createdAt,
        paid: false,
        transactionId: null,
        intentId: null,
        refunded: false,
        refundId: null,
      };
      try {
        await col.insertOne(doc);
        return doc._id.toHexString();
      } catch (error) {
        if (isDuplicateKeyError(error)) return null;
        throw error;
      }
    },

    async findById(id: string): Promise<BookingRecord | null> {
      const doc = await col.findOne(byId(id));
      return doc && toRecord(doc);
    },

    async listByBuyer(buyerId: string, query: PageQuery): Promise<Page<BookingRecord>> {
      return newestPage(col, { buyerId: new ObjectId(buyerId) }, query);
    },

    async listBySeller(
      sellerId: string,
      bikeId: string | undefined,
      query: PageQuery,
    ): Promise<Page<BookingRecord>> {
      const filter: Filter<BookingDoc> = { sellerId: new ObjectId(sellerId) };
      if (bikeId) filter.bikeId = new ObjectId(bikeId);
      return newestPage(col, filter, query);
    },

    /** Unpaid bookings of a bike, other than `exceptId`, that hold a payment intent. */
    async findOpenIntents(bikeId: string, exceptId: string): Promise<string[]> {
      const docs = await col
        .find(
          { bikeId: new ObjectId(bikeId), paid: false, intentId: { $ne: null } },
          { projection: { intentId: 1 } },
        )
        .toArray();
      return docs
        .filter((d) => !d._id.equals(exceptId) && d.intentId)
        .map((d) => d.intentId as string);
    },

    setIntent: (id: string, intentId: string, at: Date) =>
      set({ ...byId(id), intentId: { $ne: intentId } }, { intentId, updatedAt: at }),

    markPaid: (id: string, transactionId: string, at: Date) =>
      set({ ...byId(id), paid: false }, { paid: true, transactionId, paidAt: at, updatedAt: at }),

    markRefunded: (id: string, refundId: string, at: Date) =>
      set({ ...byId(id), refunded: false }, { refunded: true, refundId, updatedAt: at }),

    /**
     * Claims how the booking's open phase ends; answers the outcome that holds (this one when it
     * won now or earlier, else the one that got there first) and whether this call set it.
     */
    async claimEnd(
      id: string,
      outcome: BookingOutcome,
      at: Date,
      reason = '',
    ): Promise<{ outcome: BookingOutcome; claimedNow: boolean; at: Date; reason?: string }> {
      const doc: BookingEndDoc = { _id: new ObjectId(id), outcome, at };
      if (reason) doc.reason = reason;
      try {
        await endCol.insertOne(doc);
        return { outcome, claimedNow: true, at, ...(reason ? { reason } : {}) };
      } catch (error) {
        if (!isDuplicateKeyError(error)) throw error;
      }
      const winner = await endCol.findOne({ _id: doc._id });
      if (!winner) throw new Error(`End of booking ${id} vanished after a duplicate-key insert`);
      const { outcome: held, at: heldAt, reason: heldReason } = winner;
      return {
        outcome: held,
        claimedNow: false,
        at: heldAt,
        ...(heldReason ? { reason: heldReason } : {}),
      };
    },

    /** Open (unpaid, not ended) bookings made before `before`: the expiry's candidates. */
    async findOpenBefore(before: Date, limit: number): Promise<string[]> {
      const docs = await col
        .find(
          { paid: false, refunded: false, createdAt: { $lt: before }, endedAs: { $exists: false } },
          { projection: { _id: 1 }, sort: { createdAt: 1 }, limit },
        )
        .toArray();
      return docs.map((d) => d._id.toHexString());
    },

    /** Paid, kept, uncompleted orders paid before `before`: the auto-completion's candidates. */
    async findUncompletedPaidBefore(before: Date, limit: number): Promise<string[]> {
      const docs = await col
        .find(
          {
            paid: true,
            paidAt: { $lt: before },
            refunded: false,
            completedAt: { $exists: false },
          },
          { projection: { _id: 1 }, sort: { paidAt: 1 }, limit },
        )
        .toArray();
      return docs.map((d) => d._id.toHexString());
    },

    /** Paid, kept and not yet completed: true when this call completed the order. */
    async markCompleted(id: string, at: Date): Promise<boolean> {
      const result = await col.updateOne(
        { ...byId(id), paid: true, refunded: false, completedAt: { $exists: false } },
        { $set: { completedAt: at, updatedAt: at } },
      );
      return result.modifiedCount === 1;
    },

    /** Applies a cancellation or decline its claim decided; a replay writes the same values. */
    applyEnd: (id: string, end: { as: EndedAs; at: Date; reason?: string }) =>
      set(
        { ...byId(id), paid: false },
        {
          endedAs: end.as,
          endedAt: end.at,
          updatedAt: end.at,
          ...(end.reason ? { declineReason: end.reason } : {}),
        },
      ),
  };
}

export type BookingsRepository = ReturnType<typeof createBookingsRepository>;
