import type { Clock } from '../../core/clock';
import type { DomainEvents } from '../../core/domain-events';
import type { BikeAlerts } from '../bikes/bike-alerts.repository';
import type { EmailApi } from '../email/email.feature';
import type { Notifier } from '../notifications/notifier';
import { alertMail, digestMail, unsubscribeHeaders } from './saved-search-emails';
import { cellsOfBike, matchesFilters } from './saved-search-matching';
import type {
  NewMatch,
  SavedSearchRecord,
  SavedSearchesRepository,
} from './saved-searches.repository';
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
/**
 * Matches recorded in one write and then told at the same time: each tell is a few round trips
 * (the bell and its live event, the mail), so a popular listing's hundreds go in overlapping
 * turns rather than one after another. A failed tell fails the run after its turn: the turns not
 * reached are recorded and told by the next run, as one match at a time would be; the turn's own
 * recorded matches are not told again (at most this many, where one at a time lost one).
 */
const TELL_AT_ONCE = 10;
/** People sent a digest per run of `saved-searches.digest`. */
const DIGEST_BATCH = 200;

/**
 * Saved searches' alerts (docs/domain.md#alerts): the events queue a listing, the match job
 * compares it with the saved searches that can match it, and each new (search, bike) pair is
 * announced once: at once (bell, live, email) or in the next daily digest.
 */
export function createSavedSearchAlerts(deps: SavedSearchAlertsDeps) {
  const { repo, bikes, notifier, email, clock, secret, apiUrl } = deps;

  /** Tells an instant search's owner of a new match: the bell (and live), then the email. */
  async function tell({
    search,
    match,
    matchId,
  }: {
    search: SavedSearchRecord;
    match: NewMatch;
    matchId: string;
  }) {
    await notifier.publish(search.userId, `search:${search.id}:${match.bikeId}`, {
      topic: 'search',
      event: 'match',
      bikeId: match.bikeId,
      bikeName: match.bikeName,
      savedSearchId: search.id,
      searchName: search.name,
      price: match.price,
    });
    const token = unsubscribeToken(secret, search.id, match.at);
    await email.queue({
      id: matchId,
      userId: search.userId,
      topic: 'search',
      render: alertMail(match, token),
      headers: unsubscribeHeaders(apiUrl, token),
    });
  }

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
    const at = clock();
    const found = candidates
      .filter((search) => {
        if (search.userId === bike.sellerId || search.paused) return false;
        // A price drop is news only to the searches whose range left the old price out.
        if (oldPrice !== null && oldPrice >= search.priceMin && oldPrice <= search.priceMax) {
          return false;
        }
        return matchesFilters(search.filters, bike);
      })
      .map((search) => ({
        search,
        match: {
          savedSearchId: search.id,
          userId: search.userId,
          bikeId: bike.id,
          bikeName: bike.name,
          price: bike.resalePrice,
          searchName: search.name,
          frequency: search.frequency,
          at,
        },
      }));
    let told = 0;
    for (let start = 0; start < found.length; start += TELL_AT_ONCE) {
      const turn = found.slice(start, start + TELL_AT_ONCE);
      // Only the pairs recorded now are told: once, whichever run or process wins each.
      const ids = await repo.recordMatches(turn.map((f) => f.match));
      const fresh = turn.flatMap((f, i) => (ids[i] ? [{ ...f, matchId: ids[i] }] : []));
      told += fresh.length;
      const tells = fresh.filter((f) => f.search.frequency === 'instant').map(tell);
      const failed = (await Promise.allSettled(tells)).find((r) => r.status === 'rejected');
      if (failed) throw failed.reason;
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
