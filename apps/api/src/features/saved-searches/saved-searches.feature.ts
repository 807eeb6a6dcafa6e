import { z } from 'zod';
import { defineFeature } from '../../core/feature';
import { exportOwned } from '../../db/data-export';
import { optional, type Env } from '../../core/settings';
import type { Guards } from '../../http/auth';
import type { BikesApi } from '../bikes/bikes.feature';
import type { EmailApi } from '../email/email.feature';
import type { Notifier } from '../notifications/notifier';
import { createSavedSearchAlerts } from './saved-search-alerts';
import { pendingMatches, savedSearches, searchMatches } from './saved-searches.collections';
import { createSavedSearchesRepository } from './saved-searches.repository';
import { createSavedSearchesRouter } from './saved-searches.router';
import { createSavedSearchesService } from './saved-searches.service';

/** Signs unsubscribe links in development and tests only: production must set its own. */
export const DEV_TOKEN_SECRET = 'dev-only-saved-search-unsubscribe-secret';

export const SavedSearchesSettingsSchema = z.object({
  /** How often each API process compares the queued listings with the saved searches. */
  SAVED_SEARCH_MATCH_INTERVAL_MS: optional(z.coerce.number().int().min(100).max(600_000)).default(
    5000,
  ),
  /** How often the daily digests go out (a day; shorter for trying it out). */
  SAVED_SEARCH_DIGEST_INTERVAL_MS: optional(
    z.coerce
      .number()
      .int()
      .min(1000)
      .max(7 * 86_400_000),
  ).default(86_400_000),
  /** The HMAC key of unsubscribe links (docs/domain.md#alerts); required in production. */
  SAVED_SEARCH_TOKEN_SECRET: optional(z.string().min(16)).default(DEV_TOKEN_SECRET),
});

function savedSearchesSettingsRules(env: Env): string[] {
  if (env.NODE_ENV === 'production' && !env.SAVED_SEARCH_TOKEN_SECRET?.trim()) {
    return ['SAVED_SEARCH_TOKEN_SECRET: is required in production (it signs unsubscribe links)'];
  }
  return [];
}

export interface SavedSearchesNeeds {
  guards: Guards;
  bikes: Pick<BikesApi, 'alerts'>;
  notifier: Pick<Notifier, 'publish'>;
  email: Pick<EmailApi, 'queue'>;
}

/** Saved searches and their alerts: instant or in a daily digest (docs/domain.md#alerts). */
export const savedSearchesFeature = defineFeature({
  name: 'saved-searches',
  settings: SavedSearchesSettingsSchema,
  settingsRules: savedSearchesSettingsRules,
  collections: [savedSearches, pendingMatches, searchMatches],
  build(ctx, needs: SavedSearchesNeeds) {
    const { clock, events, settings } = ctx;
    const repo = createSavedSearchesRepository(ctx.db);
    const secret = settings.SAVED_SEARCH_TOKEN_SECRET;
    const alerts = createSavedSearchAlerts({
      repo,
      bikes: needs.bikes.alerts,
      notifier: needs.notifier,
      email: needs.email,
      clock,
      secret,
      apiUrl: ctx.publicApiUrl,
    });
    for (const event of ['bike.listed', 'bike.resumed', 'bike.renewed'] as const) {
      events.subscribe(event, alerts.onListed, { subscriber: 'saved-searches.queue' });
    }
    events.subscribe('bike.price_changed', (c) => alerts.onPriceChanged(c), {
      subscriber: 'saved-searches.queue-price-drop',
    });
    events.subscribe('user.deleted', (u) => repo.forgetUser(u.userId), {
      subscriber: 'saved-searches.forget-deleted-user',
    });
    const service = createSavedSearchesService({ repo, clock, secret });
    const match = {
      name: 'saved-searches.match',
      intervalMs: settings.SAVED_SEARCH_MATCH_INTERVAL_MS,
    };
    const digest = {
      name: 'saved-searches.digest',
      intervalMs: settings.SAVED_SEARCH_DIGEST_INTERVAL_MS,
    };
    return {
      routes: {
        json: [createSavedSearchesRouter({ guards: needs.guards, savedSearches: service })],
      },
      jobs: [
        { ...match, jitterMs: 1000, run: () => alerts.matchPending() },
        { ...digest, jitterMs: 60_000, run: () => alerts.sendDigests() },
      ],
      api: {
        alerts,
        /** Their saved searches, for their data download (features/account). */
        filedBy: (userId: string) =>
          exportOwned(ctx.db, savedSearches, 'userId', userId, [
            'categoryKey',
            'priceMin',
            'priceMax',
            'cells',
          ]),
      },
    };
  },
});
