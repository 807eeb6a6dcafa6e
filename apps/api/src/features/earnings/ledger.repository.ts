import { ObjectId, type Db } from 'mongodb';
import { MAX_PAGE_SIZE } from '@reride/shared';
import { insertOnce as insertUnique } from '../../db/client';
import { collection } from '../../db/collections';
import { ledger, type LedgerEntryDoc } from './earnings.collections';
import { keysetOrder, mapPage, type PageQuery } from '../../core/keyset-page';
import { findPage } from '../../db/keyset-page';
import type { LedgerDelta } from './ledger-rules';

export interface LedgerEntryRecord extends Omit<LedgerEntryDoc, 'sellerId' | 'bookingId'> {
  sellerId: string;
  bookingId?: string;
}

export interface Balances {
  pending: number;
  available: number;
  paidOut: number;
}

const NEWEST = keysetOrder('l', [
  { field: 'at', direction: -1, kind: 'date' },
  { field: '_id', direction: -1, kind: 'text' },
]);

function toRecord(doc: LedgerEntryDoc): LedgerEntryRecord {
  const { sellerId, bookingId, ...rest } = doc;
  return {
    ...rest,
    sellerId: sellerId.toHexString(),
    ...(bookingId ? { bookingId: bookingId.toHexString() } : {}),
  };
}

/** The sellers' ledger: entries are written once each (their `_id` names what they are for). */
export function createLedgerRepository(db: Db) {
  const col = collection(db, ledger);

  const insertOnce = (doc: LedgerEntryDoc) => insertUnique(col, doc);

  return {
    /** Writes the entries that are missing; the ones already there are left as they are. */
    async record(entries: LedgerDelta[]): Promise<void> {
      for (const { sellerId, bookingId, ...entry } of entries) {
        await insertOnce({
          ...entry,
          sellerId: new ObjectId(sellerId),
          bookingId: new ObjectId(bookingId),
        });
      }
    },

    /** A payout of `amount` cents, named by what was paid out before it (see earnings.service). */
    recordPayout: (sellerId: string, id: string, amount: number, at: Date) =>
      insertOnce({
        _id: id,
        sellerId: new ObjectId(sellerId),
        kind: 'payout',
        pending: 0,
        available: -amount,
        paidOut: amount,
        fee: 0,
        refunded: 0,
        at,
      }),

    async balances(sellerId: string): Promise<Balances> {
      const [sum] = await col
        .aggregate<Balances>([
          { $match: { sellerId: new ObjectId(sellerId) } },
          {
            $group: {
              _id: null,
              pending: { $sum: '$pending' },
              available: { $sum: '$available' },
              paidOut: { $sum: '$paidOut' },
            },
          },
        ])
        .toArray();
      return {
        pending: sum?.pending ?? 0,
        available: sum?.available ?? 0,
        paidOut: sum?.paidOut ?? 0,
      };
    },

    /** Every entry of one order (the invariant checks in tests read these too). */
    async forBooking(bookingId: string): Promise<LedgerEntryRecord[]> {
      const docs = await col.find({ bookingId: new ObjectId(bookingId) }).toArray();
      return docs.map(toRecord);
    },

    async list(sellerId: string, query: PageQuery) {
      const page = await findPage(col, { sellerId: new ObjectId(sellerId) }, NEWEST, query, {
        defaultLimit: MAX_PAGE_SIZE,
      });
      return mapPage(page, toRecord);
    },
  };
}

export type LedgerRepository = ReturnType<typeof createLedgerRepository>;
