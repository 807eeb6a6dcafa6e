import type { Clock } from '../../../core/clock';
import { AppError } from '../../../core/app-error';
import type { EventBus } from '../../../core/events';
import { toCents, orderMessages } from '@reride/shared';
import type { BikeStatesRepository } from '../../bikes/bike-states.repository';
import type { BookingRecord, BookingsRepository } from '../orders.repository';
import type { PaymentsRepository } from '../payment/payments.repository';
import { toAppError } from '../payment/provider-errors';
import { PaymentProviderError, type PaymentProvider } from '../payment/providers';

export interface OrderRefundsDeps {
  bookings: BookingsRepository;
  bikes: Pick<BikeStatesRepository, 'markUnsold'>;
  payments: PaymentsRepository;
  provider: PaymentProvider;
  clock: Clock;
  /** `order.recorded` once a refund is recorded: the seller's ledger takes the money back. */
  events: Pick<EventBus, 'publish'>;
  /** Called after each step; fault-injection tests kill the process here (core/faults.ts). */
  afterRefundStep?: ((step: RefundStep) => void) | undefined;
}

/** The step boundaries of `finish` below, in order (`sale_released` for full refunds only). */
export const REFUND_STEPS = ['provider_refunded', 'sale_released', 'marked_done'] as const;
export type RefundStep = (typeof REFUND_STEPS)[number];

/** The provider's key for an order's one refund: a retry or a twin gets the same refund. */
export const orderRefundKey = (bookingId: string) => `order-refund:${bookingId}`;

/**
 * The money side of a refund after payment (docs/domain.md#money). The order's own conditional
 * update has already claimed the refund (`refund.state: 'pending'`, decided once per order);
 * `finish` does the rest, each step safe to repeat, so a retry or the `orders.refund-repair` job
 * after a crash completes it exactly once:
 *   1. the provider refunds under `order-refund:<id>` (the same refund however often asked);
 *   2. a full refund ends the bike's sale and puts it back on sale;
 *   3. the refund is marked done (and the order `refunded` when it was full);
 *   4. `order.recorded`: the seller's ledger takes the money back (features/earnings).
 */
export function createOrderRefunds(deps: OrderRefundsDeps) {
  const { bookings, bikes, payments, provider, clock, events } = deps;
  const after = deps.afterRefundStep ?? (() => {});

  async function refundAtProvider(booking: BookingRecord): Promise<string> {
    const refund = booking.refund;
    if (!refund || !booking.transactionId) throw new Error(`Order ${booking.id} has no refund`);
    if (refund.providerRefundId) return refund.providerRefundId;
    const paymentIntentId = booking.transactionId;
    try {
      const done = await provider.refund({
        paymentIntentId,
        amount: refund.amount,
        idempotencyKey: orderRefundKey(booking.id),
      });
      return done.id;
    } catch (error) {
      // Refunded at the provider already (its idempotency keys expire after a day).
      if (error instanceof PaymentProviderError && error.code === 'charge_already_refunded') {
        return 'refunded';
      }
      throw toAppError(error);
    }
  }

  async function finish(bookingId: string): Promise<void> {
    const booking = await bookings.findById(bookingId);
    if (!booking?.refund) return;
    if (booking.refund.state === 'pending') {
      const refundId = await refundAtProvider(booking);
      after('provider_refunded');
      if (booking.refund.full) {
        await payments.releaseSale(booking.bikeId, booking.id);
        await bikes.markUnsold(booking.bikeId, booking.id, clock());
        after('sale_released');
      }
      await bookings.finishRefund(booking.id, refundId, clock());
      after('marked_done');
    }
    // Also for a refund found done: its ledger entry may be what a crash left unwritten.
    await events.publish('order.recorded', { orderId: booking.id });
  }

  return {
    finish,

    /** The whole payment in cents, or `amount` dollars when it is no more than that. */
    amountOf(booking: BookingRecord, amount?: number): { cents: number; full: boolean } {
      const paid = toCents(booking.price);
      const cents = amount === undefined ? paid : toCents(amount);
      if (cents > paid)
        throw new AppError('VALIDATION_FAILED', orderMessages.orders.refundTooLarge);
      return { cents, full: cents === paid };
    },

    /**
     * A refund made at the provider without us (Stripe's dashboard), learnt from its
     * `charge.refunded` webhook; our own refunds arrive here too and are only confirmed.
     */
    async recordProviderRefund(
      paymentIntentId: string,
      amountRefunded: number,
      refundId: string | null,
    ): Promise<'recorded' | 'ignored'> {
      const bookingId = await payments.findBookingOfTransaction(paymentIntentId);
      const booking = bookingId ? await bookings.findById(bookingId) : null;
      if (!booking?.paid) return 'ignored';
      if (booking.refund) {
        if (booking.refund.state === 'pending') await finish(booking.id);
        return 'ignored';
      }
      if (booking.status !== 'paid' && booking.status !== 'disputed') return 'ignored';
      const paid = toCents(booking.price);
      const full = amountRefunded >= paid;
      const at = clock();
      // All the money back decides an open dispute for the buyer: none is left to decide.
      const dispute = full && booking.dispute?.state === 'open' ? booking.dispute : null;
      const claimed = await bookings.transition(booking.id, {
        from: booking.status,
        where: { refund: { $exists: false } },
        set: {
          ...(full ? { status: 'refunded' as const } : {}),
          ...(dispute
            ? { dispute: { ...dispute, state: 'refunded' as const, resolvedAt: at } }
            : {}),
          refund: {
            amount: Math.min(amountRefunded, paid),
            full,
            by: 'provider',
            byUserId: null,
            note: '',
            state: 'pending',
            providerRefundId: refundId ?? 'refunded',
            at,
          },
        },
        events: [
          {
            kind: 'refunded',
            at,
            by: 'provider',
            decision: {
              favours: 'buyer',
              refundedCents: Math.min(amountRefunded, paid),
              paidCents: paid,
            },
          },
        ],
      });
      if (claimed) await finish(booking.id);
      return claimed ? 'recorded' : 'ignored';
    },

    /** The `orders.refund-repair` job: refunds claimed before `before` and left unfinished. */
    async finishStale(before: Date, limit: number): Promise<number> {
      const ids = await bookings.findPendingRefunds(before, limit);
      for (const id of ids) await finish(id);
      return ids.length;
    },
  };
}

export type OrderRefunds = ReturnType<typeof createOrderRefunds>;
