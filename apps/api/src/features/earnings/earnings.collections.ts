import type { ObjectId } from 'mongodb';
import type { OrderStep } from '@reride/shared';
import { defineCollection } from '../../core/collection-spec';

/**
 * A seller's ledger (docs/domain.md#money), in integer cents. `_id` names what the entry is for
 * (`sale:<bookingId>`, `completion:<bookingId>`, `refund:<bookingId>`, `payout:<id>`), so each
 * is written once however often a step is retried.
 */
export interface LedgerEntryDoc {
  _id: string;
  sellerId: ObjectId;
  kind: 'sale' | 'completion' | 'refund' | 'payout';
  bookingId?: ObjectId;
  bike?: string;
  /** Signed changes; for an order, paid = refunded + pending + available + fee at every step. */
  pending: number;
  available: number;
  paidOut: number;
  fee: number;
  /** The order's step that made the entry; absent on payouts and entries stored before. */
  cause?: OrderStep;
  /** Cents given back to the buyer by this entry (refunds only). */
  refunded: number;
  at: Date;
}

export const ledger = defineCollection<LedgerEntryDoc>('ledger', [
  { key: { sellerId: 1, at: -1, _id: -1 }, name: 'seller_newest' },
]);
