import type { Clock } from '../../core/clock';
import type { DomainEvents } from '../../core/domain-events';
import type { BikeAlerts } from '../bikes/bike-alerts.repository';
import type { EmailApi } from '../email/email.feature';
import type { Notifier } from '../notifications/notifier';
import { alertMail, digestMail, unsubscribeHeaders } from './saved-search-emails';
import { cellsOfBike, matchesFilters } from './saved-search-matching';
import type { SavedSearchesRepository } from './saved-searches.repository';
import { unsubscribeToken } from './unsubscribe-token';

export interface SavedSearchAlertsDeps {
  repo: SavedSearchesRepository;
  bikes: Pick<BikeAlerts, 'publicListing'>;
  notifier: Pick<Notifier, 'publish'>;
  email: Pick<EmailApi, 'queue'>;
  clock: Clock;
  /** SAVED_SEARCH_TOKEN_SECRET: signs the unsubscribe links. */
  secret: string;
  /** PUBLIC_API_URL: the one-click unsubscribe URL of the List-Unsubscribe header. */
  apiUrl: string;
}

/** Listings compared per run of `saved-searches.match`; a backlog is worked off over runs. */
const MATCH_BATCH = 100;
/** People sent a digest per run of `saved-searches.digest`. */
const DIGEST_BATCH = 200;

/**
 * Saved searches' alerts (docs/domain.md#alerts): the events queue a listing, the match job
 * compares it with the saved searches that can match it, and each new (search, bike) pair is
 * announced once: at once (bell, live, email) or in the next daily digest.
 */
export function createSavedSearchAlerts(deps: SavedSearchAlertsDeps) {
  const { repo, bikes, notifier, email, clock, secret, apiUrl } = deps;

  /** Compares one queued listing; answers how many saved searches it was new to. */
  async function matchOne(bikeId: string, oldPrice: number | null): Promise<number> {
    const bike = await bikes.publicListing(bikeId);
    if (!bike) return 0;
    const candidates = await repo.candidates({
      categoryId: bike.categoryId,
      cells: cellsOfBike(bike),
      price: bike.resalePrice,
      sellerId: bike.sellerId,
    });
    let told = 0;
    for (const search of candidates) {
      if (search.userId === bike.sellerId || search.paused) continue;
      // A price drop is news only to the searches whose range left the old price out.
      if (oldPrice !== null && oldPrice >= search.priceMin && oldPrice <= search.priceMax) continue;
      if (!matchesFilters(search.filters, bike)) continue;
      const at = clock();
      const match = {
        savedSearchId: search.id,
        userId: search.userId,
        bikeId: bike.id,
        bikeName: bike.name,
        price: bike.resalePrice,
        searchName: search.name,
        frequency: search.frequency,
        at,
      };
      const matchId = await repo.recordMatch(match);
      if (!matchId) continue;
      told += 1;
      if (search.frequency !== 'instant') continue;
      await notifier.publish(search.userId, `search:${search.id}:${bike.id}`, {
        topic: 'search',
        event: 'match',
        bikeId: bike.id,
        bikeName: bike.name,
        savedSearchId: search.id,
        searchName: search.name,
        price: bike.resalePrice,
      });
      const token = unsubscribeToken(secret, search.id, at);
      await email.queue({
        id: matchId,
        userId: search.userId,
        topic: 'search',
        render: alertMail(match, token),
        headers: unsubscribeHeaders(apiUrl, token),
      });
    }
    return told;
  }

  return {
    /** Subscribers: a listing became public, was resumed or renewed; queued for the job. */
    onListed: ({ bikeId }: { bikeId: string }) => repo.enqueue(bikeId, clock()),

    /** A drop in price may bring a listing into a search's range; a raise never does. */
    async onPriceChanged(change: DomainEvents['bike.price_changed']): Promise<void> {
      if (change.newPrice >= change.oldPrice) return;
      await repo.enqueue(change.bikeId, clock(), change.oldPrice);
    },

    /** The `saved-searches.match` job. */
    async matchPending(): Promise<{ compared: number; told: number }> {
      let told = 0;
      const due = await repo.duePending(MATCH_BATCH);
      for (const item of due) {
        told += await matchOne(item.bikeId, item.oldPrice);
        await repo.donePending(item.bikeId, item.at);
      }
      return { compared: due.length, told };
    },

    /** Compares one listing now (tests, the bench): what the job does for each queued one. */
    matchOne,

    /**
     * The `saved-searches.digest` job: one email per person with daily matches not yet told,
     * listing them all; nobody with none is mailed. A digest's matches are claimed under one id
     * first, so a run that stopped halfway queues the same mail again, once (the outbox's id).
     */
    async sendDigests(): Promise<{ mailed: number }> {
      let mailed = 0;
      for (const userId of await repo.digestDue(DIGEST_BATCH)) {
        const { digestId, entries } = await repo.claimDigest(userId);
        const live = [];
        for (const entry of entries) {
          const search = await repo.findById(entry.savedSearchId);
          if (search && !search.paused) live.push(entry);
        }
        const at = clock();
        if (live.length > 0) {
          const ids = [...new Set(live.map((e) => e.savedSearchId))];
          const tokens = new Map(ids.map((id) => [id, unsubscribeToken(secret, id, at)]));
          const [only] = ids;
          // One header names one search: a digest of several carries a link per search instead.
          const headers =
            ids.length === 1 && only
              ? unsubscribeHeaders(apiUrl, tokens.get(only) ?? '')
              : undefined;
          const queued = await email.queue({
            id: digestId,
            userId,
            topic: 'search',
            render: digestMail(live, tokens),
            ...(headers && { headers }),
          });
          if (queued) mailed += 1;
        }
        await repo.markDigested(digestId, at);
      }
      return { mailed };
    },
  };
}

export type SavedSearchAlerts = ReturnType<typeof createSavedSearchAlerts>;
