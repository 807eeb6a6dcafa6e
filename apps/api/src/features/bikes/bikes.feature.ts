import { z } from 'zod';
import { DEFAULT_LISTING_TTL_DAYS } from '@reride/shared';
import { defineFeature } from '../../core/feature';
import type { MetricCounter } from '../../core/metric-counts';
import { createBikeMetrics } from './bike-metrics.repository';
import { optional } from '../../core/settings';
import type { Guards } from '../../http/auth';
import type { CategoriesService } from '../categories/categories.service';
import type { ImagesService } from '../images/images.service';
import type { Notifier } from '../notifications/notifier';
import type { UsersApi } from '../users/users.feature';
import { createBikeLifecycleRepository } from './bike-lifecycle.repository';
import { createBikeLifecycleService } from './bike-lifecycle.service';
import { createBikeEditService } from './bike-edit.service';
import { createBikeEditsRepository } from './bike-edits.repository';
import { withAccountPhones } from './bike-contact';
import { createBikeLeavers, type BikeLeavers } from './bike-leavers.repository';
import { listedBikesOf } from './bike-profile';
import { sellingBikeStates } from './bike-sales';
import { createBikeAlerts, type BikeAlerts } from './bike-alerts.repository';
import { createBikeQuoteRepository } from './bike-quote.repository';
import { createBikeSerials, type BikeSerials } from './bike-serials.repository';
import { createBikeQuoteService } from './bike-quote.service';
import { createBikeSearchService } from './bike-search.service';
import { createBikeSitemapRepository, type BikeSitemapRepository } from './bike-sitemap.repository';
import { createBikeSitemapService } from './bike-sitemap.service';
import { createBikeStatesRepository, type BikeStatesRepository } from './bike-states.repository';
import { bikeEdits, bikes, searchWords } from './bikes.collections';
import { createBikesRepository, type BikeCatalogue } from './bikes.repository';
import { createBikesRouter } from './bikes.router';
import { createBikesService } from './bikes.service';

export interface BikesApi {
  /** What orders, offers and the wishlist need of a bike; `markSold` publishes `bike.sold`. */
  states: BikeStatesRepository;
  /** The catalogue's records, for the administrator's reported list (features/reports). */
  catalogue: BikeCatalogue;
  /** A person's listed bikes, a page at a time (features/profiles). */
  listedBy: ReturnType<typeof listedBikesOf>;
  /** The sellers with a listed bike, for the sitemap's profile pages (features/profiles). */
  listedSellers: BikeSitemapRepository['listedSellers'];
  /** A person's listings for their data download (features/account). */
  listingsOf: BikeLeavers['listingsOf'];
  /** Listings added in a day range, for the dashboard's rollups (features/backoffice). */
  countMetrics: MetricCounter;
  /** Listings' serials for the stolen-bike check, its holds and their release (features/theft). */
  serials: BikeSerials;
  /** A public listing as saved searches' alerts read it (features/saved-searches). */
  alerts: BikeAlerts;
}

export interface BikesNeeds {
  guards: Guards;
  users: Pick<UsersApi, 'findSellerVerification' | 'findSellerProfile' | 'findPhones'>;
  images: Pick<ImagesService, 'isOwnedBy'>;
  categories: Pick<CategoriesService, 'getCategory'>;
  /** Tells sellers of their listings' expiry (bell and email). */
  notifier: Pick<Notifier, 'publish'>;
}

/**
 * How many days a listing stays live after it was added or last renewed; whether a seller's first
 * listing waits for an administrator's approval (docs/domain.md#moderation-queue).
 */
export const BikesSettingsSchema = z.object({
  LISTING_TTL_DAYS: optional(z.coerce.number().int().min(1).max(365)).default(
    DEFAULT_LISTING_TTL_DAYS,
  ),
  // Spelled out: z.coerce.boolean would read "false" as true.
  PREMODERATE_FIRST_LISTING: optional(z.enum(['true', 'false']))
    .default('false')
    .transform((value) => value === 'true'),
});

/** The expiry job's pace: reminders and expiries are counted in days, so hourly is enough. */
const EXPIRY_EVERY_MS = 60 * 60 * 1000;

/** The catalogue: listings, search, the bike page and the sitemap (docs/domain.md#catalogue). */
export const bikesFeature = defineFeature({
  name: 'bikes',
  settings: BikesSettingsSchema,
  collections: [bikes, searchWords, bikeEdits],
  build(ctx, needs: BikesNeeds) {
    const { db, clock, events } = ctx;
    const ttlDays = ctx.settings.LISTING_TTL_DAYS;
    const { findSellerVerification, findSellerProfile } = needs.users;
    const catalogue = { ...createBikesRepository(db), findSellerVerification, findSellerProfile };
    const lifecycle = createBikeLifecycleService({
      bikes: catalogue,
      lifecycle: createBikeLifecycleRepository(db),
      notifier: needs.notifier,
      events,
      clock,
      ttlDays,
    });
    const service = createBikesService({
      expiryFrom: lifecycle.expiryFrom,
      bikes: catalogue,
      images: needs.images,
      categories: needs.categories,
      clock,
      publicApiUrl: ctx.publicApiUrl,
      premoderateFirstListing: ctx.settings.PREMODERATE_FIRST_LISTING,
      events,
    });
    events.subscribe('user.removed', (user) => service.onUserRemoved(user), {
      subscriber: 'bikes.hide-removed-seller',
    });
    const leavers = createBikeLeavers(db);
    events.subscribe('user.deleted', (u) => leavers.forgetSeller(u.userId, u.at), {
      subscriber: 'bikes.forget-deleted-seller',
    });
    const edits = createBikeEditsRepository(db);
    const sitemap = createBikeSitemapRepository(db);
    const router = createBikesRouter({
      guards: needs.guards,
      bikes: service,
      lifecycle,
      edit: createBikeEditService({
        bikes: catalogue,
        edits,
        categories: needs.categories,
        clock,
        events,
      }),
      search: createBikeSearchService({ bikes: catalogue, prices: edits, clock }),
      sitemap: createBikeSitemapService({ sitemap }),
      quotes: createBikeQuoteService({ quotes: createBikeQuoteRepository(db), clock }),
    });
    const api: BikesApi = {
      states: sellingBikeStates(
        withAccountPhones(
          createBikeStatesRepository(db, lifecycle.expiryFrom),
          needs.users.findPhones,
        ),
        events,
      ),
      catalogue,
      listedBy: listedBikesOf(catalogue),
      listedSellers: (limit) => sitemap.listedSellers(limit),
      listingsOf: (sellerId) => leavers.listingsOf(sellerId),
      countMetrics: createBikeMetrics(db),
      serials: createBikeSerials(db),
      alerts: createBikeAlerts(db),
    };
    const expiry = { name: 'bikes.expiry', intervalMs: EXPIRY_EVERY_MS, jitterMs: 60_000 };
    return { routes: { json: [router] }, jobs: [{ ...expiry, run: () => lifecycle.sweep() }], api };
  },
});
