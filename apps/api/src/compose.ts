import type { z } from 'zod';
import type { BuiltFeature, FeatureDefinition, FeatureRoutes, Platform } from './core/feature';
import type { Scheduler } from './core/jobs';
import { loadConfig, parseConfig, type Config, type Env } from './config';
import { ensureIndexes } from './db/collections';
import { MIGRATIONS, runMigrations } from './db/migrations';
import { accountFeature } from './features/account/account.feature';
import { auditFeature } from './features/audit/audit.feature';
import { backofficeFeature } from './features/backoffice/backoffice.feature';
import { bikesFeature } from './features/bikes/bikes.feature';
import { categoriesFeature } from './features/categories/categories.feature';
import { conversationsFeature } from './features/conversations/conversations.feature';
import { earningsFeature } from './features/earnings/earnings.feature';
import { emailFeature } from './features/email/email.feature';
import { imagesFeature } from './features/images/images.feature';
import { notificationsFeature } from './features/notifications/notifications.feature';
import { opsFeature, type OpsNeeds } from './features/ops/ops.feature';
import { ordersFeature, type OrdersNeeds } from './features/orders/orders.feature';
import { overviewFeature } from './features/overview/overview.feature';
import { profilesFeature } from './features/profiles/profiles.feature';
import { reportsFeature } from './features/reports/reports.feature';
import { reviewsFeature } from './features/reviews/reviews.feature';
import { savedSearchesFeature } from './features/saved-searches/saved-searches.feature';
import { theftFeature } from './features/theft/theft.feature';
import { siteFeature } from './features/site/site.feature';
import { usersFeature } from './features/users/users.feature';
import { wishlistFeature } from './features/wishlist/wishlist.feature';
import { rateLimits } from './http/rate-limit.collections';

/** The composition root (docs/architecture.md#assembly): every feature, in build order. */
export const FEATURES = [
  auditFeature,
  usersFeature,
  categoriesFeature,
  imagesFeature,
  notificationsFeature,
  bikesFeature,
  ordersFeature,
  earningsFeature,
  conversationsFeature,
  reviewsFeature,
  profilesFeature,
  wishlistFeature,
  reportsFeature,
  theftFeature,
  siteFeature,
  emailFeature,
  savedSearchesFeature,
  overviewFeature,
  backofficeFeature,
  opsFeature,
  accountFeature,
] as const;

/** The whole environment: the platform's settings (config.ts) and every feature's. */
export type AppConfig = Config<typeof FEATURES>;
export const parseAppConfig = (env: Env): AppConfig => parseConfig(env, FEATURES);
export const loadAppConfig = (env?: Env): AppConfig => loadConfig(FEATURES, env);

/** Every collection with its indexes: the features' and the rate limiter's (http/). */
export const COLLECTIONS = [...FEATURES.flatMap((f) => f.collections), rateLimits];

/** Start-up: indexes, then data migrations (db/migrations/), then the features' fixed data. */
export async function prepareDatabase(db: Platform['db']): Promise<void> {
  await ensureIndexes(db, COLLECTIONS);
  await runMigrations(db, MIGRATIONS);
  for (const feature of FEATURES) await feature.seed?.(db);
}

/** What the platform's callers may replace: tests hand in a provider, server.ts a probe. */
export type Overrides = Pick<OrdersNeeds, 'paymentProvider'> & Pick<OpsNeeds, 'ping'>;

export interface Assembled {
  routes: Required<FeatureRoutes>;
  /** Ends every open event stream: the server can then finish closing. */
  endStreams: () => void;
  /** The features' own stops, in build order: after the jobs, before the database closes. */
  stop: () => Promise<void>;
}

/** Builds every feature and registers its jobs with `scheduler`. */
export function assembleFeatures(
  platform: Platform,
  config: AppConfig,
  scheduler: Pick<Scheduler, 'register'>,
  { paymentProvider, ping }: Overrides = {},
): Assembled {
  const built: BuiltFeature<unknown>[] = [];
  const build = <S extends z.ZodObject, N, A>(feature: FeatureDefinition<S, N, A>, needs: N) => {
    const parts = feature.build({ ...platform, settings: config as z.output<S> }, needs);
    built.push(parts);
    for (const job of parts.jobs ?? []) scheduler.register(job);
    return parts.api;
  };
  const audit = build(auditFeature, {});
  const users = build(usersFeature, { audit });
  const { guards } = users;
  const categories = build(categoriesFeature, { guards });
  const images = build(imagesFeature, { guards, users });
  const notifier = build(notificationsFeature, { guards, users });
  const bikes = build(bikesFeature, { guards, users, images, categories, notifier });
  const orders = build(ordersFeature, { users, bikes: bikes.states, notifier, paymentProvider });
  const earnings = build(earningsFeature, { guards, orders });
  const messaging = build(conversationsFeature, { guards, bikes, orders, notifier, images, audit });
  const reviews = build(reviewsFeature, { guards, users, orders, notifier, audit });
  build(profilesFeature, { guards, users, bikes, conversations: messaging, reviews });
  const wishlist = build(wishlistFeature, { guards, bikes, notifier, orders });
  const reports = build(reportsFeature, { guards, bikes, audit, notifier });
  const theft = build(theftFeature, { guards, bikes, audit, notifier });
  build(siteFeature, { guards, notifier, rules: { ...orders.rules, ...messaging.rules } });
  const email = build(emailFeature, { guards, users });
  const savedSearches = build(savedSearchesFeature, { guards, bikes, notifier, email });
  build(overviewFeature, { guards, todos: [orders.todos, messaging.todos, reports.todos] });
  const queues = [reports, messaging, orders, reviews, theft];
  build(backofficeFeature, { guards, audit, users, bikes, orders, reports, queues });
  build(opsFeature, { guards, ping });
  const leaving = {
    bikes,
    orders,
    earnings,
    messaging,
    notifier,
    wishlist,
    reports,
    reviews,
    theft,
    savedSearches,
  };
  build(accountFeature, { users, ...leaving });
  if (built.length !== FEATURES.length) throw new Error('FEATURES and the builds above differ');
  const routesOf = (kind: keyof FeatureRoutes) => built.flatMap((b) => b.routes?.[kind] ?? []);
  return {
    routes: { rawBody: routesOf('rawBody'), json: routesOf('json') },
    endStreams: () => built.forEach((b) => b.endStreams?.()),
    stop: () => built.reduce((done, b) => done.then(() => b.stop?.()), Promise.resolve()),
  };
}
