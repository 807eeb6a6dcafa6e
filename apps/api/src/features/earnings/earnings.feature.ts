import { z } from 'zod';
import { exportOwned } from '../../db/data-export';
import { defineFeature } from '../../core/feature';
import type { Guards } from '../../http/auth';
import type { OrdersApi } from '../orders/orders.feature';
import { ORDER_SWEEP_INTERVAL_MS, PLATFORM_FEE_PERCENT } from '../orders/orders.settings';
import { ledger } from './earnings.collections';
import { createEarningsRouter } from './earnings.router';
import { createEarningsService } from './earnings.service';
import { createLedgerRepository } from './ledger.repository';

/** Ledger entries made good per run; one younger than a minute may be in its own request. */
const REPAIR_BATCH = 100;
const REPAIR_AFTER_MS = 60_000;

export const EarningsSettingsSchema = z.object({ PLATFORM_FEE_PERCENT, ORDER_SWEEP_INTERVAL_MS });

/** A seller's earnings: the ledger each order's money writes (docs/domain.md#money). */
export const earningsFeature = defineFeature({
  name: 'earnings',
  settings: EarningsSettingsSchema,
  collections: [ledger],
  build(ctx, needs: { guards: Guards; orders: OrdersApi }) {
    const { clock, settings } = ctx;
    const { orders } = needs;
    const ledgerRepo = createLedgerRepository(ctx.db);
    const earnings = createEarningsService({
      ledger: ledgerRepo,
      bookings: orders,
      clock,
      settings,
      // Only the sandbox records payouts (docs/decisions/006-seller-payouts-through-stripe-connect.md).
      payoutsEnabled: orders.paymentProvider === 'sandbox',
    });
    ctx.events.subscribe('order.recorded', ({ orderId }) => earnings.syncOrder(orderId), {
      subscriber: 'earnings.ledger',
    });
    const every = settings.ORDER_SWEEP_INTERVAL_MS;
    const repair = () =>
      earnings.syncStale(new Date(clock().getTime() - REPAIR_AFTER_MS), REPAIR_BATCH);
    return {
      routes: { json: [createEarningsRouter({ guards: needs.guards, earnings })] },
      jobs: [
        { name: 'earnings.ledger-repair', intervalMs: every, jitterMs: every / 10, run: repair },
      ],
      api: {
        /** Money held or not yet paid out refuses the seller's deletion (docs/domain.md#leaving). */
        moneyDue: async (sellerId: string) => {
          const { pending, available } = await ledgerRepo.balances(sellerId);
          return pending > 0 || available > 0;
        },
        entriesOf: (sellerId: string) => exportOwned(ctx.db, ledger, 'sellerId', sellerId),
      },
    };
  },
});
