import { ObjectId, type Db, type Filter } from 'mongodb';
import { OPEN_OFFER_STATES } from '@reride/shared';
import { insertOnce } from '../../db/client';
import { collection } from '../../db/collections';
import { offers, type OfferDoc, type OfferStateDoc } from './offers.collections';
import { idsAsStrings, type IdsAsStrings } from '../../db/stored-ids';
import { mapPage, NEWEST_ID, type PageQuery } from '../../core/keyset-page';
import { findPage } from '../../db/keyset-page';

/** An offer as the service sees it: ids as strings, `id` for `_id`. */
export type OfferRecord = Omit<IdsAsStrings<OfferDoc>, '_id' | 'slot' | 'updatedAt'> & {
  id: string;
};

export type NewOffer = Omit<
  OfferRecord,
  'id' | 'state' | 'counterAmount' | 'agreedPrice' | 'decidedAt' | 'orderId' | 'orderDue'
>;

/** A decision that closes an offer: the state it ends in and the fields it sets with it. */
export interface Closing {
  state: Exclude<OfferStateDoc, 'open' | 'countered'>;
  at: Date;
  agreedPrice?: number;
  orderId?: string;
}

const OPEN = [...OPEN_OFFER_STATES];
const openSlot = (bikeId: string, buyerId: string) => `${bikeId}:${buyerId}`;

function toRecord(doc: OfferDoc): OfferRecord {
  const { _id, slot: _slot, updatedAt: _updatedAt, ...fields } = idsAsStrings(doc);
  return { ...fields, id: _id };
}

/** The `offers` collection (docs/domain.md#offers); no other code touches it. */
export function createOffersRepository(db: Db) {
  const col = collection(db, offers);
  const byId = (id: string) => ({ _id: new ObjectId(id) });

  return {
    /** A fresh id: an accepted offer's order is named before it is made. */
    newId: () => new ObjectId().toHexString(),

    /** Null when the buyer already has an open offer on this bike (slot_unique decides). */
    async insert(offer: NewOffer): Promise<OfferRecord | null> {
      const { conversationId, bikeId, buyerId, sellerId, ...fields } = offer;
      const doc: OfferDoc = {
        ...fields,
        _id: new ObjectId(),
        conversationId: new ObjectId(conversationId),
        bikeId: new ObjectId(bikeId),
        buyerId: new ObjectId(buyerId),
        sellerId: new ObjectId(sellerId),
        slot: openSlot(bikeId, buyerId),
        state: 'open',
        updatedAt: offer.createdAt,
      };
      return (await insertOnce(col, doc)) ? toRecord(doc) : null;
    },

    async findById(id: string): Promise<OfferRecord | null> {
      const doc = await col.findOne(byId(id));
      return doc && toRecord(doc);
    },

    async findMany(ids: string[]): Promise<OfferRecord[]> {
      if (ids.length === 0) return [];
      const docs = await col.find({ _id: { $in: ids.map((id) => new ObjectId(id)) } }).toArray();
      return docs.map(toRecord);
    },

    /** The buyer's open or countered offer on the bike, if any. */
    async findOpen(bikeId: string, buyerId: string): Promise<OfferRecord | null> {
      const doc = await col.findOne({ slot: openSlot(bikeId, buyerId) });
      return doc && toRecord(doc);
    },

    async listForConversation(conversationId: string, query: PageQuery) {
      const filter = { conversationId: new ObjectId(conversationId) };
      return mapPage(await findPage(col, filter, NEWEST_ID, query), toRecord);
    },

    /** Open or countered offers on a bike: a sale ends them. */
    async findOpenOfBike(bikeId: string): Promise<OfferRecord[]> {
      const docs = await col.find({ bikeId: new ObjectId(bikeId), state: { $in: OPEN } }).toArray();
      return docs.map(toRecord);
    },

    /** Open or countered offers whose deadline passed before `now`: the `offers.lapse` job's candidates. */
    async findLapsed(now: Date, limit: number): Promise<OfferRecord[]> {
      const docs = await col
        .find({ state: { $in: OPEN }, expiresAt: { $lte: now } }, { sort: { expiresAt: 1 }, limit })
        .toArray();
      return docs.map(toRecord);
    },

    /** Accepted offers whose order was due before `before` and is not known to exist. */
    async findOrderDue(before: Date, limit: number): Promise<OfferRecord[]> {
      const docs = await col.find({ orderDue: { $lt: before } }, { limit }).toArray();
      return docs.map(toRecord);
    },

    /**
     * The seller's counter, while the offer is still open and in time: true when this call
     * applied it. The buyer gets a new period to answer.
     */
    async counter(id: string, amount: number, at: Date, expiresAt: Date): Promise<boolean> {
      const result = await col.updateOne(
        { ...byId(id), state: 'open', expiresAt: { $gt: at } },
        { $set: { state: 'countered', counterAmount: amount, expiresAt, updatedAt: at } },
      );
      return result.modifiedCount === 1;
    },

    /**
     * Closes the offer if it is still in `from` and its deadline is as said (an answer comes in
     * time, an expiry after it): true when this call did. Freeing the slot in the same write
     * lets the buyer offer again.
     */
    async close(
      id: string,
      from: OfferStateDoc | 'either',
      closing: Closing,
      { deadline }: { deadline: 'inTime' | 'lapsed' | 'any' },
    ): Promise<boolean> {
      const filter: Filter<OfferDoc> = {
        ...byId(id),
        state: from === 'either' ? { $in: OPEN } : from,
        ...(deadline === 'inTime' ? { expiresAt: { $gt: closing.at } } : {}),
        ...(deadline === 'lapsed' ? { expiresAt: { $lte: closing.at } } : {}),
      };
      const { state, at, agreedPrice, orderId } = closing;
      const result = await col.updateOne(filter, {
        $set: {
          state,
          slot: id,
          decidedAt: at,
          updatedAt: at,
          ...(agreedPrice === undefined ? {} : { agreedPrice }),
          ...(orderId ? { orderId: new ObjectId(orderId), orderDue: at } : {}),
        },
      });
      return result.modifiedCount === 1;
    },

    /** The accepted offer's order exists: nothing left for the `offers.lapse` job. */
    clearOrderDue: (id: string) =>
      col.updateOne(byId(id), { $unset: { orderDue: '' } }).then(() => undefined),

    /** An acceptance whose order could not be made (the bike sold meanwhile): it ends. */
    async endAccepted(id: string, at: Date): Promise<boolean> {
      const result = await col.updateOne(
        { ...byId(id), state: 'accepted', orderDue: { $exists: true } },
        { $set: { state: 'ended', updatedAt: at }, $unset: { orderDue: '', orderId: '' } },
      );
      return result.modifiedCount === 1;
    },
  };
}

export type OffersRepository = ReturnType<typeof createOffersRepository>;
