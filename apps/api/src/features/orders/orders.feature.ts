import type { Clock } from '../../core/clock';
import type { EventBus } from '../../core/events';
import { defineFeature } from '../../core/feature';
import type { Job } from '../../core/jobs';
import type { MetricCounter } from '../../core/metric-counts';
import type { QueueSource } from '../../core/moderation-queue';
import type { TodoSource } from '../../core/todos';
import { killAfterStep } from '../../core/faults';
import type { UsersApi } from '../users/users.feature';
import type { Guards } from '../../http/auth';
import type { BikeStatesRepository } from '../bikes/bike-states.repository';
import type { Notifier } from '../notifications/notifier';
import {
  createBookingPricesRepository,
  type BookingPricesRepository,
} from './booking/booking-prices.repository';
import { createBookingsRouter } from './booking/bookings.router';
import { createBookingsService, type BookingsService } from './booking/bookings.service';
import { createOrderTimers, type OrderTimers } from './booking/order-timers';
import { followLowerPrices } from './booking/price-follow';
import { endBookingsOnSaleElsewhere } from './booking/sold-elsewhere';
import { createOrderMetrics } from './order-metrics.repository';
import { createOrderLeavers, type OrderLeavers } from './order-leavers.repository';
import { createOrderNotifications } from './order-notifications';
import { createDisputeQueue, createOrderTodos } from './order-todos.repository';
import { recordingOrders } from './order-recording';
import { ORDERS_COLLECTIONS } from './orders.collections';
import { createBookingsRepository, type BookingsRepository } from './orders.repository';
import { createOrdersRouter } from './orders.router';
import { createOrdersService } from './orders.service';
import {
  orderRules,
  OrdersSettingsSchema,
  ordersSettingsRules,
  type OrdersSettings,
} from './orders.settings';
import { createPaymentCompletion, type CompletionStep } from './payment/complete-payment';
import { createPaymentEvents } from './payment/payment-events.service';
import { createPaymentsRepository, type PaymentsRepository } from './payment/payments.repository';
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
import { createOrderRefunds, type OrderRefunds } from './refund/order-refunds';
import { createHandoverCodes } from './handover/handover-codes';
import { createHandoverCodesRepository } from './handover/handover-codes.repository';

/** Crash repairs per run: a backlog is worked off over the next runs. */
const REPAIR_BATCH = 100;
/** A refund younger than this may still be finishing in its own request. */
const REPAIR_AFTER_MS = 60_000;

export interface OrdersNeeds {
  /** Its guards, and whether a party is still on ReRide (the order page links their profile). */
  users: Pick<UsersApi, 'guards' | 'isLive'>;
  /** The bikes feature's: `markSold` publishes `bike.sold`. */
  bikes: BikeStatesRepository;
  notifier: Pick<Notifier, 'publish' | 'publishToAdmins'>;
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
  /** What waits for a buyer, a seller or an administrator in their orders. */
  todos: TodoSource;
  /** Open disputes, for the moderation queue (features/backoffice). */
  queue: QueueSource;
  /** What refuses a person's deletion, and their orders for their data (features/account). */
  leavers: Pick<OrderLeavers, 'workOf' | 'ordersOf'>;
  /** The timers and the fee in force (GET /rules, features/site). */
  rules: ReturnType<typeof orderRules>;
  /** The orders' figures of a day range, for the dashboard's rollups (features/backoffice). */
  countMetrics: MetricCounter;
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

/** The payment flow: POST /payments, the provider's webhook and the sandbox's confirmation. */
function paymentRoutes(deps: {
  guards: Guards;
  bookings: BookingsRepository;
  bikes: BikeStatesRepository;
  raw: PaymentProvider;
  settings: OrdersSettings;
  payments: PaymentsRepository;
  clock: Clock;
  timers: OrderTimers;
  refunds: OrderRefunds;
  provider: PaymentProvider;
  prices: BookingPricesRepository;
  afterStep: ((step: CompletionStep) => void) | undefined;
}) {
  const { guards, bookings, bikes, raw, provider, clock, timers, refunds, afterStep } = deps;
  const { payments } = deps;
  const feePercent = deps.settings.PLATFORM_FEE_PERCENT;
  const base = { bookings, bikes, payments, provider, clock, feePercent, afterStep };
  const completePayment = createPaymentCompletion(base);
  const paying = createPaymentsService({
    ...base,
    prices: deps.prices,
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
  const json = [createPaymentsRouter({ guards, payments: paying })];
  // Stripe.js confirms with Stripe; only the sandbox needs a confirmation route of ours.
  if (raw instanceof SandboxPaymentProvider) {
    json.push(createSandboxConfirmRouter({ guards, events: paymentEvents, sandbox: raw }));
  }
  return { rawBody: [createPaymentWebhookRouter({ guards, events: paymentEvents })], json };
}

/** The order's timed work: its timers, and the refunds a crash left pending. */
function ordersJobs(
  timers: OrderTimers,
  refunds: OrderRefunds,
  clock: Clock,
  every: number,
): Job[] {
  const repairRefunds = () =>
    refunds.finishStale(new Date(clock().getTime() - REPAIR_AFTER_MS), REPAIR_BATCH);
  return [
    { name: 'orders.timers', intervalMs: every, jitterMs: every / 10, run: () => timers.sweep() },
    { name: 'orders.refund-repair', intervalMs: every, jitterMs: every / 10, run: repairRefunds },
  ];
}

function ordersApi(
  bookings: BookingsRepository,
  bookingsService: BookingsService,
  provider: PaymentProvider,
  todos: TodoSource,
): Omit<OrdersApi, 'rules' | 'leavers' | 'countMetrics' | 'queue'> {
  return {
    todos,
    findById: (id) => bookings.findById(id),
    findByBikeAndBuyer: (bikeId, buyerId) => bookings.findByBikeAndBuyer(bikeId, buyerId),
    findStatuses: (ids) => bookings.findStatuses(ids),
    findLedgerDue: (before, limit) => bookings.findLedgerDue(before, limit),
    clearLedgerDue: (id, due) => bookings.clearLedgerDue(id, due),
    createAgreed: (order) => bookingsService.createAgreed(order),
    buyerOf: async (orderId) => (await bookings.findById(orderId))?.buyerId ?? null,
    paymentProvider: provider.name,
  };
}

/** Tells the buyer and the seller of each new timeline entry (administrators of a dispute). */
function tellParties(
  events: EventBus,
  bookings: BookingsRepository,
  notifier: OrdersNeeds['notifier'],
  clock: Clock,
) {
  const told = createOrderNotifications({ bookings, notifier, clock });
  events.subscribe('order.recorded', ({ orderId }) => told.sync(orderId), {
    subscriber: 'orders.tell-parties',
  });
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
    const { bikes } = needs;
    const { guards } = needs.users;
    const bookings = recordingOrders(createBookingsRepository(db), events);
    tellParties(events, bookings, needs.notifier, clock);
    const raw = needs.paymentProvider ?? providerOf(settings, new SandboxIntentStore(db));
    const provider = withProviderTimeout(raw, settings.PAYMENT_PROVIDER_TIMEOUT_MS);
    const prices = createBookingPricesRepository(db);
    followLowerPrices({ prices, events, clock, provider });
    endBookingsOnSaleElsewhere({ bookings, events, clock, provider });
    const afterStep = killAfterStep(settings.FAULT_KILL_AFTER_STEP);
    const timers = createOrderTimers({ bookings, clock, settings });
    const payments = createPaymentsRepository(db);
    const refundDeps = { bookings, bikes, payments, provider, clock, events };
    const refunds = createOrderRefunds({ ...refundDeps, afterRefundStep: afterStep });
    const paying = paymentRoutes({
      ...needs,
      guards,
      bookings,
      raw,
      provider,
      settings,
      payments,
      clock,
      timers,
      refunds,
      prices,
      afterStep,
    });
    const bookingsService = createBookingsService({ bookings, bikes, clock, timers: settings });
    const people = needs.users;
    const codes = createHandoverCodesRepository(db);
    const handover = createHandoverCodes({ codes, bookings, clock });
    const orders = createOrdersService({ bookings, bikes, refunds, clock, people, handover });
    const leavers = createOrderLeavers({ db, bookings, bikes });
    events.subscribe('user.deleted', (u) => leavers.forgetUser(u.userId, u.at), {
      subscriber: 'orders.forget-deleted-user',
    });
    return {
      routes: {
        rawBody: paying.rawBody,
        json: [
          createBookingsRouter({ guards, bookings: bookingsService }),
          createOrdersRouter({ guards, orders, handover }),
          ...paying.json,
        ],
      },
      jobs: ordersJobs(timers, refunds, clock, settings.ORDER_SWEEP_INTERVAL_MS),
      api: {
        ...ordersApi(bookings, bookingsService, raw, createOrderTodos(db)),
        queue: createDisputeQueue(db),
        rules: orderRules(settings),
        leavers,
        countMetrics: createOrderMetrics(db),
      },
    };
  },
});
