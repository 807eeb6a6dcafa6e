import { ObjectId, type Collection, type Db, type Filter, type UpdateFilter } from 'mongodb';
import { MAX_PAGE_SIZE, type BookingStatus } from '@reride/shared';
import { keysetOrder, mapPage, NEWEST_ID, type Page, type PageQuery } from '../../core/keyset-page';
import { isDuplicateKeyError } from '../../db/client';
import { collection } from '../../db/collections';
import { findPage } from '../../db/keyset-page';
import { idsAsStrings, type IdsAsStrings } from '../../db/stored-ids';
import { bookingEnds, bookings, type BookingEndDoc, type OrderDoc } from './orders.collections';

/** A booking as the services see it: ids as strings, `id` for `_id`. */
export type BookingRecord = Omit<IdsAsStrings<OrderDoc>, '_id' | 'updatedAt'> & { id: string };

export type BookingOutcome = BookingEndDoc['outcome'];
export type EndedAs = NonNullable<OrderDoc['endedAs']>;
export type OrderEventRecord = NonNullable<OrderDoc['events']>[number];
export type RefundRecord = NonNullable<OrderDoc['refund']>;

/** Who ends an open booking each way: the timeline names them. */
const ENDED_BY = { cancelled: 'buyer', declined: 'seller', expired: 'system' } as const;

/** Open disputes oldest first, so none waits behind newer ones. */
const OLDEST_ID = keysetOrder('o', [{ field: '_id', direction: 1, kind: 'id' }]);

/**
 * A transition after payment: the status it starts from (and any further condition), what it
 * sets, and the timeline entries it adds, all in one conditional update.
 */
export interface Transition {
  from: BookingStatus;
  where?: Filter<OrderDoc>;
  set: Partial<OrderDoc>;
  events: OrderEventRecord[];
}

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
  | 'status'
  | 'events'
> & {
  /** Chosen by the caller when a retry must make the same booking (an accepted offer). */
  id?: string;
};

export function toRecord(doc: OrderDoc): BookingRecord {
  const { _id, updatedAt: _updatedAt, ...fields } = idsAsStrings(doc);
  return { ...fields, id: _id };
}

async function newestPage(
  col: Collection<OrderDoc>,
  filter: Filter<OrderDoc>,
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
  const set = (filter: Filter<OrderDoc>, fields: Partial<OrderDoc>) =>
    col.updateOne(filter, { $set: fields }).then(() => undefined);

  /** Applies `t` if the order is still in `t.from`: true when this call moved it. */
  async function transition(id: string, t: Transition): Promise<boolean> {
    const at = t.events[0]?.at ?? new Date();
    const update: UpdateFilter<OrderDoc> = {
      $set: { ...t.set, updatedAt: at },
      $push: { events: { $each: t.events } },
    };
    const result = await col.updateOne({ ...byId(id), status: t.from, ...t.where }, update);
    return result.modifiedCount === 1;
  }

  return {
    /** Null when this buyer already booked this bike (the unique {bikeId, buyerId} index). */
    async insert(booking: NewBooking): Promise<string | null> {
      const { id, bikeId, buyerId, sellerId, offerId, ...fields } = booking;
      const doc: OrderDoc = {
        ...fields,
        _id: new ObjectId(id),
        bikeId: new ObjectId(bikeId),
        buyerId: new ObjectId(buyerId),
        sellerId: new ObjectId(sellerId),
        ...(offerId ? { offerId: new ObjectId(offerId) } : {}),
        updatedAt: booking.createdAt,
        paid: false,
        transactionId: null,
        intentId: null,
        refunded: false,
        refundId: null,
        status: 'booked',
        events: [{ kind: 'booked', at: booking.createdAt, by: 'buyer' }],
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

    /** The buyer's booking of the bike, if any (at most one: bike_buyer_unique). */
    async findByBikeAndBuyer(bikeId: string, buyerId: string): Promise<BookingRecord | null> {
      const doc = await col.findOne({
        bikeId: new ObjectId(bikeId),
        buyerId: new ObjectId(buyerId),
      });
      return doc && toRecord(doc);
    },

    /** Where each of these orders stands, in one `$in` query (unknown ids are left out). */
    async findStatuses(ids: string[]): Promise<Map<string, BookingStatus>> {
      if (ids.length === 0) return new Map();
      const docs = await col
        .find({ _id: { $in: ids.map((id) => new ObjectId(id)) } }, { projection: { status: 1 } })
        .toArray();
      return new Map(docs.map((d) => [d._id.toHexString(), d.status]));
    },

    async listByBuyer(buyerId: string, query: PageQuery): Promise<Page<BookingRecord>> {
      return newestPage(col, { buyerId: new ObjectId(buyerId) }, query);
    },

    async listBySeller(
      sellerId: string,
      bikeId: string | undefined,
      query: PageQuery,
    ): Promise<Page<BookingRecord>> {
      const filter: Filter<OrderDoc> = { sellerId: new ObjectId(sellerId) };
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

    /** Fixes the platform's fee with the payment, and leaves the ledger's sale entry due. */
    markPaid: (id: string, transactionId: string, at: Date, feePercent: number) =>
      col
        .updateOne(
          { ...byId(id), paid: false },
          {
            $set: {
              paid: true,
              transactionId,
              paidAt: at,
              updatedAt: at,
              status: 'paid',
              feePercent,
              ledgerDue: at,
            },
            $addToSet: { events: { kind: 'paid', at, by: 'buyer' } },
          },
        )
        .then(() => undefined),

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

    /** A bike's open (unpaid, not ended) bookings: those a sale elsewhere ends. */
    async findOpenOfBike(bikeId: string): Promise<string[]> {
      const docs = await col
        .find(
          {
            bikeId: new ObjectId(bikeId),
            paid: false,
            refunded: false,
            endedAs: { $exists: false },
          },
          { projection: { _id: 1 } },
        )
        .toArray();
      return docs.map((d) => d._id.toHexString());
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

    /**
     * Paid orders (not disputed, refunded or completed) paid before `before`: the
     * auto-completion's candidates.
     */
    async findUncompletedPaidBefore(before: Date, limit: number): Promise<string[]> {
      const docs = await col
        .find(
          { status: 'paid', paidAt: { $lt: before } },
          { projection: { _id: 1 }, sort: { paidAt: 1 }, limit },
        )
        .toArray();
      return docs.map((d) => d._id.toHexString());
    },

    /** Completes a paid order: true when this call did (the buyer, the handover code, the clock). */
    markCompleted: (id: string, at: Date, by: 'buyer' | 'seller' | 'system') =>
      transition(id, {
        from: 'paid',
        set: { status: 'completed', completedAt: at, ledgerDue: at },
        events: [{ kind: 'completed', at, by }],
      }),

    transition,

    /** Marks a refund's provider call done; `refunded` once the whole payment went back. */
    async finishRefund(id: string, providerRefundId: string, at: Date): Promise<void> {
      const doc = await col.findOne(byId(id), { projection: { refund: 1 } });
      if (doc?.refund?.state !== 'pending') return;
      await col.updateOne(
        { ...byId(id), 'refund.state': 'pending' },
        {
          $set: {
            'refund.state': 'done',
            'refund.providerRefundId': providerRefundId,
            ...(doc.refund.full ? { refunded: true, refundId: providerRefundId } : {}),
            ledgerDue: at,
            updatedAt: at,
          },
        },
      );
    },

    /** Refunds claimed but not finished before `before` (a crash between the steps). */
    async findPendingRefunds(before: Date, limit: number): Promise<string[]> {
      const docs = await col
        .find(
          { 'refund.state': 'pending', 'refund.at': { $lt: before } },
          { projection: { _id: 1 }, limit },
        )
        .toArray();
      return docs.map((d) => d._id.toHexString());
    },

    /** Orders whose ledger entries were due before `before` and are not yet confirmed. */
    async findLedgerDue(before: Date, limit: number): Promise<string[]> {
      const docs = await col
        .find({ ledgerDue: { $lt: before } }, { projection: { _id: 1 }, limit })
        .toArray();
      return docs.map((d) => d._id.toHexString());
    },

    /** The ledger holds what was due at `due`; a later transition's own mark stays. */
    clearLedgerDue: (id: string, due: Date) =>
      col.updateOne({ ...byId(id), ledgerDue: due }, { $unset: { ledgerDue: '' } }).then(() => {}),

    /** Every order, newest first, optionally in one state (the administrator's All orders). */
    async listAll(status: BookingStatus | undefined, query: PageQuery) {
      return newestPage(col, status ? { status } : {}, query);
    },

    /** Disputes in one state: open ones oldest first, decided ones newest first. */
    async listDisputes(state: 'open' | 'decided', query: PageQuery) {
      if (state === 'decided') {
        return newestPage(col, { 'dispute.state': { $in: ['refunded', 'closed'] } }, query);
      }
      const page = await findPage(col, { 'dispute.state': 'open' }, OLDEST_ID, query, {
        defaultLimit: MAX_PAGE_SIZE,
      });
      return mapPage(page, toRecord);
    },

    /** Applies a cancellation or decline its claim decided; a replay writes the same values. */
    applyEnd: (id: string, end: { as: EndedAs; at: Date; reason?: string }) => {
      const note = end.reason ? { note: end.reason } : {};
      return col
        .updateOne(
          { ...byId(id), paid: false },
          {
            $set: {
              endedAs: end.as,
              endedAt: end.at,
              updatedAt: end.at,
              status: end.as,
              ...(end.reason ? { declineReason: end.reason } : {}),
            },
            $addToSet: { events: { kind: end.as, at: end.at, by: ENDED_BY[end.as], ...note } },
          },
        )
        .then(() => undefined);
    },
  };
}

export type BookingsRepository = ReturnType<typeof createBookingsRepository>;
