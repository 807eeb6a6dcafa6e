import { defineFeature } from '../../core/feature';
import { killAfterStep } from '../../core/faults';
import type { Guards } from '../../http/auth';
import type { BikeStatesRepository } from '../bikes/bike-states.repository';
import type { Notifier } from '../notifications/notifier';
import { createBookingsRouter } from './booking/bookings.router';
import { createBookingsService, type BookingsService } from './booking/bookings.service';
import { createOrderTimers } from './booking/order-timers';
import { createOrderNotifications } from './order-notifications';
import { recordingOrders } from './order-recording';
import { ORDERS_COLLECTIONS } from './orders.collections';
import { createBookingsRepository, type BookingsRepository } from './orders.repository';
import { createOrdersRouter } from './orders.router';
import { createOrdersService } from './orders.service';
import { OrdersSettingsSchema, ordersSettingsRules, type OrdersSettings } from './orders.settings';
import { createPaymentCompletion } from './payment/complete-payment';
import { createPaymentEvents } from './payment/payment-events.service';
import { createPaymentsRepository } from './payment/payments.repository';
import {
  createPaymentsRouter,
  createPaymentWebhookRouter,
  createSandboxConfirmRouter,
} from './payment/payments.router';
import { createPaymentsService } from './payment/payments.service';
import {
  createPaymentProvider,
  SandboxIntentStore,
  SandboxPaymentProvider,
  withProviderTimeout,
  type PaymentProvider,
} from './payment/providers';
import { createOrderRefunds } from './refund/order-refunds';

/** Crash repairs per run: a backlog is worked off over the next runs. */
const REPAIR_BATCH = 100;
/** A refund younger than this may still be finishing in its own request. */
const REPAIR_AFTER_MS = 60_000;

export interface OrdersNeeds {
  guards: Guards;
  /** The bikes feature's: `markSold` publishes `bike.sold`. */
  bikes: BikeStatesRepository;
  notifier: Pick<Notifier, 'publish'>;
  /** Tests hand in their own provider; by default the one PAYMENT_PROVIDER names. */
  paymentProvider?: PaymentProvider | undefined;
}

/** What the features built after orders may call. */
export interface OrdersApi extends Pick<
  BookingsRepository,
  'findById' | 'findByBikeAndBuyer' | 'findStatuses' | 'findLedgerDue' | 'clearLedgerDue'
> {
  /** Makes the order of an accepted offer (features/conversations). */
  createAgreed: BookingsService['createAgreed'];
  /** The buyer of an order, or null. */
  buyerOf: (orderId: string) => Promise<string | null>;
  paymentProvider: PaymentProvider['name'];
}

function providerOf(settings: OrdersSettings, store: SandboxIntentStore) {
  const { PAYMENT_PROVIDER, STRIPE_SECRET_KEY, STRIPE_WEBHOOK_SECRET } = settings;
  return createPaymentProvider(
    {
      provider: PAYMENT_PROVIDER,
      ...(STRIPE_SECRET_KEY ? { stripeSecretKey: STRIPE_SECRET_KEY } : {}),
      ...(STRIPE_WEBHOOK_SECRET ? { stripeWebhookSecret: STRIPE_WEBHOOK_SECRET } : {}),
    },
    store,
  );
}

/**
 * The order from booking to its end (docs/domain.md#orders): booking, payment, refund, dispute,
 * the buyer's cancel request and the timeline, one aggregate in `bookings`. Every timeline write
 * publishes `order.recorded` (order-recording.ts); this module tells the parties of it.
 */
export const ordersFeature = defineFeature({
  name: 'orders',
  settings: OrdersSettingsSchema,
  settingsRules: ordersSettingsRules,
  collections: ORDERS_COLLECTIONS,
  build(ctx, needs: OrdersNeeds) {
    const { db, clock, events, settings } = ctx;
    const { guards, bikes } = needs;
    const bookings = recordingOrders(createBookingsRepository(db), events);
    const told = createOrderNotifications({ bookings, notifier: needs.notifier, clock });
    events.subscribe('order.recorded', ({ orderId }) => told.sync(orderId), {
      subscriber: 'orders.tell-parties',
    });
    const raw = needs.paymentProvider ?? providerOf(settings, new SandboxIntentStore(db));
    const provider = withProviderTimeout(raw, settings.PAYMENT_PROVIDER_TIMEOUT_MS);
    const payments = createPaymentsRepository(db);
    const kill = killAfterStep(settings.FAULT_KILL_AFTER_STEP);
    const timers = createOrderTimers({ bookings, clock, settings });
    const refunds = createOrderRefunds({
      bookings,
      bikes,
      payments,
      provider,
      clock,
      events,
      afterRefundStep: kill,
    });
    const feePercent = settings.PLATFORM_FEE_PERCENT;
    const base = { bookings, bikes, payments, provider, clock, feePercent, afterStep: kill };
    const completePayment = createPaymentCompletion(base);
    const paying = createPaymentsService({
      ...base,
      completePayment,
      expireIfDue: (booking) => timers.expireIfDue(booking),
    });
    const paymentEvents = createPaymentEvents({
      bookings,
      provider,
      completePayment,
      // A refund the provider reports is the refund flow's: a plain call inside the feature.
      recordProviderRefund: (...refund) => refunds.recordProviderRefund(...refund),
    });
    const bookingsService = createBookingsService({ bookings, bikes, clock });
    const json = [
      createBookingsRouter({ guards, bookings: bookingsService }),
      createOrdersRouter({
        guards,
        orders: createOrdersService({ bookings, bikes, refunds, clock }),
      }),
      createPaymentsRouter({ guards, payments: paying }),
    ];
    // Stripe.js confirms with Stripe; only the sandbox needs a confirmation route of ours.
    if (raw instanceof SandboxPaymentProvider) {
      json.push(createSandboxConfirmRouter({ guards, events: paymentEvents, sandbox: raw }));
    }
    const every = settings.ORDER_SWEEP_INTERVAL_MS;
    const repairRefunds = () =>
      refunds.finishStale(new Date(clock().getTime() - REPAIR_AFTER_MS), REPAIR_BATCH);
    const api: OrdersApi = {
      findById: (id) => bookings.findById(id),
      findByBikeAndBuyer: (bikeId, buyerId) => bookings.findByBikeAndBuyer(bikeId, buyerId),
      findStatuses: (ids) => bookings.findStatuses(ids),
      findLedgerDue: (before, limit) => bookings.findLedgerDue(before, limit),
      clearLedgerDue: (id, due) => bookings.clearLedgerDue(id, due),
      createAgreed: (order) => bookingsService.createAgreed(order),
      buyerOf: async (orderId) => (await bookings.findById(orderId))?.buyerId ?? null,
      paymentProvider: raw.name,
    };
    return {
      routes: {
        rawBody: [createPaymentWebhookRouter({ guards, events: paymentEvents })],
        json,
      },
      jobs: [
        {
          name: 'orders.timers',
          intervalMs: every,
          jitterMs: every / 10,
          run: () => timers.sweep(),
        },
        {
          name: 'orders.refund-repair',
          intervalMs: every,
          jitterMs: every / 10,
          run: repairRefunds,
        },
      ],
      api,
    };
  },
});
