import type { Clock } from './core/clock';
import type { Router } from 'express';
import type { Db } from 'mongodb';
import type { Logger } from 'pino';
import type { Config } from './config';
import { pingDb } from './db/client';
import { createAuditRepository } from './features/audit/audit.repository';
import { createAuditLog } from './features/audit/audit.service';
import { createBikeSearchService } from './features/bikes/bike-search.service';
import { createBikeSitemapRepository } from './features/bikes/bike-sitemap.repository';
import { createBikeSitemapService } from './features/bikes/bike-sitemap.service';
import { createBikesRepository } from './features/bikes/bikes.repository';
import { createBikesRouter } from './features/bikes/bikes.router';
import { createBikesService } from './features/bikes/bikes.service';
import { createBikeStatesRepository } from './features/bikes/bike-states.repository';
import { createOrderTimers, type OrderTimers } from './features/bookings/order-timers';
import { createBlocksRepository } from './features/conversations/blocks.repository';
import { createConversationModeration } from './features/conversations/conversation-moderation.service';
import { createConversationsRepository } from './features/conversations/conversations.repository';
import { createMessageReportsRepository } from './features/conversations/message-reports.repository';
import { createConversationsRouter } from './features/conversations/conversations.router';
import { createConversationsService } from './features/conversations/conversations.service';
import { createOfferLapses } from './features/conversations/offer-lapses';
import { createOffersRepository } from './features/conversations/offers.repository';
import { createOffersService } from './features/conversations/offers.service';
import { createEarningsRouter } from './features/earnings/earnings.router';
import { createEarningsService } from './features/earnings/earnings.service';
import { createLedgerRepository } from './features/earnings/ledger.repository';
import { createOrderRefunds, type OrderRefunds } from './features/orders/order-refunds';
import {
  createOrderNotifications,
  withOrderNotifications,
} from './features/orders/order-notifications';
import { createOrdersRouter } from './features/orders/orders.router';
import { createOrdersService } from './features/orders/orders.service';
import { createBookingsRepository } from './features/bookings/bookings.repository';
import { createBookingsRouter } from './features/bookings/bookings.router';
import { createBookingsService } from './features/bookings/bookings.service';
import { createCategoriesRepository } from './features/categories/categories.repository';
import { createCategoriesRouter } from './features/categories/categories.router';
import { createCategoriesService } from './features/categories/categories.service';
import { createImagesRepository } from './features/images/images.repository';
import { createImagesRouter } from './features/images/images.router';
import { createImagesService } from './features/images/images.service';
import { createOpsRouter } from './features/ops/ops.router';
import {
  createPaymentsFeature,
  killAfterStep,
  paymentProviderFromConfig,
} from './features/payments/payments.feature';
import type { PaymentProvider } from './features/payments/providers';
import { createReportsRepository } from './features/reports/reports.repository';
import { createReportsRouter } from './features/reports/reports.router';
import { createReportsService } from './features/reports/reports.service';
import type { IdentityProvider } from './core/identity';
import { createUsersAdminRouter } from './features/users/users-admin.router';
import {
  createUsersAdminService,
  type UserRemovedHook,
} from './features/users/users-admin.service';
import { createUsersRepository } from './features/users/users.repository';
import { createUsersRouter } from './features/users/users.router';
import { createUsersService } from './features/users/users.service';
import { createWishlistRepository } from './features/wishlist/wishlist.repository';
import { createWishlistRouter } from './features/wishlist/wishlist.router';
import { createWishlistService } from './features/wishlist/wishlist.service';
import { wishlistSaleNotice } from './features/wishlist/wishlist-notifications';
import { withSaleListeners } from './features/bikes/bike-sale-listeners';
import { createNotificationsRepository } from './features/notifications/notifications.repository';
import { createNotifier } from './features/notifications/notifier';
import { createNotificationFeed } from './features/notifications/notification-feed';
import {
  createNotificationStream,
  type NotificationStream,
} from './features/notifications/notification-stream';
import { createNotificationsRouter } from './features/notifications/notifications.router';
import { createNotificationsService } from './features/notifications/notifications.service';
import { createEmailFeature } from './features/email/email.feature';
import type { EmailOutbox } from './features/email/email-outbox';
import { createGuards } from './http/auth';

export interface RouterDeps {
  config: Config;
  db: Db;
  logger: Logger;
  identity: IdentityProvider;
  clock: Clock;
  onUserRemoved?: UserRemovedHook | undefined;
  /** Defaults to the provider PAYMENT_PROVIDER names; tests hand in their own. */
  paymentProvider?: PaymentProvider | undefined;
  /** Receives the order's timed transitions, which server.ts runs every sweep interval. */
  onOrderTimers?: ((timers: OrderTimers) => void) | undefined;
  /** Receives the open notification streams, which server.ts ends on shutdown. */
  onNotificationStreams?: ((streams: NotificationStream) => void) | undefined;
  /** Readiness probe; server.ts hands in one on a connection of its own (db/client.ts). */
  ping?: (() => Promise<void>) | undefined;
  /** Receives the email outbox (when SMTP_URL is set), whose sender server.ts runs. */
  onEmailOutbox?: ((outbox: EmailOutbox) => void) | undefined;
}

export interface AppRouters {
  /** Mounted before the JSON parser: routes that need the raw body (signed webhooks). */
  rawBody: Router[];
  /** Mounted at the root, so each router declares the full contract paths. */
  json: Router[];
}

/** Crash repairs per sweep: a backlog is worked off over the next sweeps. */
const REPAIR_BATCH = 100;

/** Builds every feature's repository → service → router chain. */
export function createRouters(deps: RouterDeps): AppRouters {
  const { config, db, identity, clock } = deps;
  const audit = createAuditLog(createAuditRepository(db), clock);

  const usersRepo = createUsersRepository(db);
  const users = createUsersService({ repo: usersRepo, config, clock });
  const guards = createGuards({
    config,
    identity,
    clock,
    findLiveUser: (id) => users.findLiveUser(id),
  });
  const categories = createCategoriesService(createCategoriesRepository(db));
  const publicApiUrl = config.PUBLIC_API_URL;
  const images = createImagesService({ images: createImagesRepository(db), publicApiUrl });
  const bikesRepo = createBikesRepository(db);
  const bikes = createBikesService({ bikes: bikesRepo, images, categories, clock, publicApiUrl });
  const search = createBikeSearchService({ bikes: bikesRepo });
  const sitemap = createBikeSitemapService({ sitemap: createBikeSitemapRepository(db) });
  const wishlistRepo = createWishlistRepository(db);
  const notificationsRepo = createNotificationsRepository(db);
  const storedBookings = createBookingsRepository(db);
  const notifier = createNotifier({ repo: notificationsRepo, clock, logger: deps.logger });
  const offersRepo = createOffersRepository(db);
  const offerLapses = createOfferLapses({ repo: offersRepo, notifier, clock });
  const bikeStates = createBikeStatesRepository(db);
  // What a sale sets off (docs/domain.md#offers, #notifications); only payments records sales.
  const sellingBikeStates = withSaleListeners(
    bikeStates,
    [
      ({ bikeId }) => offerLapses.endForBike(bikeId),
      wishlistSaleNotice({
        wishlist: wishlistRepo,
        bikes: bikeStates,
        notifier,
        buyerOf: async (bookingId) => (await storedBookings.findById(bookingId))?.buyerId ?? null,
      }),
    ],
    deps.logger,
  );
  const wishlist = createWishlistService({ repo: wishlistRepo, bikes: bikeStates, clock });
  const feed = createNotificationFeed({ repo: notificationsRepo, logger: deps.logger });
  // What this process stores reaches its own streams at once, not at the next poll.
  notifier.listen(() => {
    void feed.poll();
    return Promise.resolve();
  });
  const notificationStream = createNotificationStream({ feed, repo: notificationsRepo });
  deps.onNotificationStreams?.(notificationStream);
  const conversationsRepo = createConversationsRepository(db);
  const blocks = createBlocksRepository(db);
  const conversations = createConversationsService({
    repo: conversationsRepo,
    blocks,
    bikes: bikeStates,
    clock,
    notifier,
    photos: images,
    offerCards: (caller, c, ids) => offers.cards(caller, c, ids),
  });
  const reportsRepo = createReportsRepository(db);
  const reports = createReportsService({ bikes: bikesRepo, reports: reportsRepo, audit, clock });
  const orderNotifications = createOrderNotifications({
    bookings: storedBookings,
    notifier,
    clock,
    logger: deps.logger,
  });
  const bookingsRepo = withOrderNotifications(storedBookings, (id) => orderNotifications.sync(id));
  const rawProvider = deps.paymentProvider ?? paymentProviderFromConfig(config, db);
  const earnings = createEarningsService({
    ledger: createLedgerRepository(db),
    bookings: bookingsRepo,
    clock,
    settings: config,
    payoutsEnabled: rawProvider.name === 'sandbox',
  });
  const syncLedger = (id: string) => earnings.syncOrder(id);
  const bookings = createBookingsService({
    bookings: bookingsRepo,
    bikes: bikeStates,
    clock,
    syncLedger,
  });
  const offers = createOffersService({
    repo: offersRepo,
    lapses: offerLapses,
    conversations: conversationsRepo,
    blocks,
    bikes: bikeStates,
    bookings: bookingsRepo,
    createOrder: (order) => bookings.createAgreed(order),
    clock,
    settings: config,
  });
  // Fault injection (FAULT_KILL_AFTER_STEP, refused in production): a payment, refund or email step.
  const kill = killAfterStep(config.FAULT_KILL_AFTER_STEP);
  // The payments feature reports provider refunds to the refund flow, which needs its provider.
  const late: { refunds?: OrderRefunds } = {};
  const payments = createPaymentsFeature({
    db,
    guards,
    clock,
    expireIfDue: (booking) => orderTimers.expireIfDue(booking),
    bookings: bookingsRepo,
    bikes: sellingBikeStates,
    provider: rawProvider,
    providerTimeoutMs: config.PAYMENT_PROVIDER_TIMEOUT_MS,
    afterStep: kill,
    feePercent: config.PLATFORM_FEE_PERCENT,
    syncLedger,
    recordProviderRefund: (...args) => late.refunds!.recordProviderRefund(...args),
  });
  const orderRefunds = createOrderRefunds({
    bookings: bookingsRepo,
    bikes: bikeStates,
    payments: payments.repository,
    provider: payments.provider,
    clock,
    syncLedger,
    afterRefundStep: kill,
  });
  late.refunds = orderRefunds;
  const orders = createOrdersService({
    bookings: bookingsRepo,
    bikes: bikeStates,
    refunds: orderRefunds,
    syncLedger,
    clock,
  });
  const orderTimers: OrderTimers = createOrderTimers({
    bookings: bookingsRepo,
    clock,
    settings: config,
    syncLedger,
    repair: async (before) => {
      await orderRefunds.finishStale(before, REPAIR_BATCH);
      await earnings.syncStale(before, REPAIR_BATCH);
    },
    alsoSweep: [() => offers.sweep()],
  });
  deps.onOrderTimers?.(orderTimers);
  const email = createEmailFeature({
    db,
    guards,
    users: usersRepo,
    clock,
    settings: config,
    afterStep: kill,
    logger: deps.logger,
  });
  const { outbox } = email;
  if (outbox) {
    notifier.listen((notification) => outbox.enqueue(notification));
    deps.onEmailOutbox?.(outbox);
  }

  const moderation = createConversationModeration({
    repo: conversationsRepo,
    blocks,
    reports: createMessageReportsRepository(db),
    bikes: bikeStates,
    audit,
    clock,
    photos: images,
  });
  const userRemovedHooks: UserRemovedHook[] = [bikes.onUserRemoved, moderation.onUserRemoved];
  if (deps.onUserRemoved) userRemovedHooks.push(deps.onUserRemoved);
  const usersAdmin = createUsersAdminService({
    repo: usersRepo,
    audit,
    identity,
    clock,
    onUserRemoved: userRemovedHooks,
  });

  return {
    rawBody: [...payments.rawBody],
    json: [
      createOpsRouter({
        guards,
        publicApiUrl: config.PUBLIC_API_URL,
        ping: deps.ping ?? (() => pingDb(db)),
      }),
      createCategoriesRouter({ guards, categories }),
      createUsersRouter({ guards, users }),
      createUsersAdminRouter({ guards, usersAdmin }),
      createImagesRouter({ guards, images }),
      createBikesRouter({ guards, bikes, search, sitemap }),
      createWishlistRouter({ guards, wishlist }),
      createReportsRouter({ guards, reports }),
      createBookingsRouter({ guards, bookings }),
      createOrdersRouter({ guards, orders }),
      createEarningsRouter({ guards, earnings }),
      createConversationsRouter({ guards, conversations, offers, moderation }),
      email.router,
      createNotificationsRouter({
        guards,
        notifications: createNotificationsService({ repo: notificationsRepo, clock }),
        stream: notificationStream,
      }),
      ...payments.json,
    ],
  };
}
