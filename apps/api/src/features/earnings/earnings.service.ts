import type { Clock } from '../../core/clock';
import { AppError } from '../../core/app-error';
import type { Caller } from '../../core/caller';
import type { Page, PageQuery } from '../../core/keyset-page';
import {
  PAYMENT_CURRENCY,
  type EarningsSummary,
  type LedgerEntry,
  type PayoutResult,
  orderMessages,
} from '@reride/shared';
import type { BookingsRepository } from '../orders/orders.repository';
import { ledgerEntriesFor } from './ledger-rules';
import type { LedgerEntryRecord, LedgerRepository } from './ledger.repository';

/** The part of the process settings earnings read. */
export interface EarningsSettings {
  PLATFORM_FEE_PERCENT: number;
}

export interface EarningsServiceDeps {
  ledger: LedgerRepository;
  /** The orders feature's: each order's state, and its mark that entries are due. */
  bookings: Pick<BookingsRepository, 'findById' | 'clearLedgerDue' | 'findLedgerDue'>;
  clock: Clock;
  settings: EarningsSettings;
  /** The sandbox records payouts in the ledger; Stripe Connect is not built (decision 006). */
  payoutsEnabled: boolean;
}

function toEntry(record: LedgerEntryRecord): LedgerEntry {
  const { sellerId: _s, refunded: _r, at, ...fields } = record;
  return { ...fields, at: at.toISOString() };
}

/** A seller's earnings (docs/domain.md#money): the ledger and what it adds up to. */
export function createEarningsService(deps: EarningsServiceDeps) {
  const { ledger, bookings, clock, settings } = deps;

  return {
    /**
     * Writes the ledger entries the order's state implies, then clears its mark; a transition
     * that happened meanwhile leaves its own mark for the next call or the ledger repair. The
     * `order.recorded` subscriber.
     */
    async syncOrder(bookingId: string): Promise<void> {
      const booking = await bookings.findById(bookingId);
      // Every transition that moves money sets the mark: without it the ledger is up to date.
      if (!booking?.ledgerDue) return;
      await ledger.record(ledgerEntriesFor(booking));
      await bookings.clearLedgerDue(booking.id, booking.ledgerDue);
    },

    /** The `earnings.ledger-repair` job: orders whose entries were due before `before`. */
    async syncStale(before: Date, limit: number): Promise<number> {
      const ids = await bookings.findLedgerDue(before, limit);
      for (const id of ids) await this.syncOrder(id);
      return ids.length;
    },

    async summary(caller: Caller): Promise<EarningsSummary> {
      const balances = await ledger.balances(caller._id);
      return {
        currency: PAYMENT_CURRENCY,
        ...balances,
        feePercent: settings.PLATFORM_FEE_PERCENT,
        payoutsEnabled: deps.payoutsEnabled,
      };
    },

    async entries(caller: Caller, query: PageQuery): Promise<Page<LedgerEntry>> {
      const page = await ledger.list(caller._id, query);
      return { items: page.items.map(toEntry), nextCursor: page.nextCursor };
    },

    /**
     * Pays out all that is available. The entry is named after what was paid out before it, so
     * two requests that saw the same balances write one payout between them.
     */
    async payout(caller: Caller): Promise<PayoutResult> {
      if (!deps.payoutsEnabled) {
        throw new AppError('CONFLICT', orderMessages.orders.payoutsUnavailable);
      }
      const { available, paidOut } = await ledger.balances(caller._id);
      if (available <= 0) throw new AppError('CONFLICT', orderMessages.orders.nothingToPayOut);
      const at = clock();
      const id = `payout:${caller._id}:${paidOut}`;
      if (!(await ledger.recordPayout(caller._id, id, available, at))) {
        throw new AppError('CONFLICT', orderMessages.orders.nothingToPayOut);
      }
      return { acknowledged: true, amount: available, at: at.toISOString() };
    },
  };
}

export type EarningsService = ReturnType<typeof createEarningsService>;
