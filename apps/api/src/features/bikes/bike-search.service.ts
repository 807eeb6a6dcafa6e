import {
  DEFAULT_PAGE_SIZE,
  TOTAL_COUNT_CAP,
  planWord,
  queryTokens,
  typoKeys,
  type Bike,
  type BikeDetail,
  type BikeStatus,
  type Coordinates,
  type QueryWord,
  type SearchBikesQuery,
  catalogueMessages,
  errorMessages,
} from '@reride/shared';
import { AppError } from '../../core/app-error';
import type { Caller } from '../../core/caller';
import { searchFilter } from './bike-lists.repository';
import {
  readBikePage,
  readsContact,
  seenBy,
  toBike,
  totalOf,
  type BikeReader,
  type ListPage,
} from './bike-pages';
import { RANK_WINDOW, narrowingOrder, rankedSearch } from './bike-ranked-search';
import type { Clock } from '../../core/clock';
import { priceWindowStart, wasPriceOf } from './bike-edit.service';
import type { BikeEditsRepository } from './bike-edits.repository';
import type { BikeCatalogue } from './bikes.repository';
import { didYouMean } from './did-you-mean';
import { centreOf, nearbySearch, type NearbyPageRequest } from './bike-nearby-search';
import type { SearchFilter } from './bike-lists.repository';

export interface BikeSearchServiceDeps {
  bikes: BikeCatalogue;
  /** The listing's price history, for the bike page's "was" price. */
  prices: Pick<BikeEditsRepository, 'priceChangesSince'>;
  clock: Clock;
}

const notListed = () => new AppError('NOT_FOUND', catalogueMessages.bikes.notListed);

/** The public side of the catalogue beyond the category lists: search and the bike page. */
/** What the bike page says of its listing (docs/domain.md#listing-lifecycle). */
function availabilityOf(status: BikeStatus): BikeDetail['availability'] {
  if (status === 'Sold' || status === 'SoldElsewhere') return 'sold';
  if (status === 'paused' || status === 'expired') return status;
  return 'available';
}

export function createBikeSearchService(deps: BikeSearchServiceDeps) {
  const { bikes } = deps;

  /** The page's bikes in their ranked order, each with its seller's verified flag. */
  async function bikesOf(ids: string[], reader: BikeReader): Promise<Bike[]> {
    const records = await bikes.findListed(ids, reader !== null);
    const verified = await bikes.findSellerVerification(records.map((r) => r.sellerId));
    return records.map((r) => toBike(seenBy(r, reader), verified.get(r.sellerId) ?? false));
  }

  /** A search with a centre (bike-nearby-search.ts): each bike with its distance. */
  async function nearby(
    words: string[],
    filters: Omit<SearchFilter, 'words'>,
    centre: Coordinates,
    page: NearbyPageRequest,
    viewer: Caller | null,
  ): Promise<ListPage<Bike>> {
    const dictionary = words.length > 0 ? await bikes.dictionaryWords(words.flatMap(typoKeys)) : [];
    const plan = words.map((word) => planWord(word, dictionary));
    const filter = searchFilter({ ...filters, words: narrowingOrder(plan) });
    const found = await nearbySearch(bikes, plan, filter, centre, page);
    const distances = new Map(found.items.map((c) => [c._id.toHexString(), c.distanceKm]));
    const items = (
      await bikesOf(
        found.items.map((c) => c._id.toHexString()),
        viewer,
      )
    ).map((bike) => ({ ...bike, distanceKm: distances.get(bike._id) ?? 0 }));
    const out: ListPage<Bike> = { items, nextCursor: found.nextCursor };
    if (!found.first) return out;
    const { matches, truncated } = found.first;
    // A full window says "1000+", as a ranked search does.
    out.total = truncated ? { count: RANK_WINDOW, atLeast: true } : totalOf(matches);
    return out;
  }

  return {
    /**
     * With a centre, the bikes within its radius (bike-nearby-search.ts). Without words, the filters' keyset list; with words, ranked by how well each bike matches
     * (bike-ranked-search.ts). The first page also answers the total, and a suggestion when
     * nothing matched.
     */
    async search(query: SearchBikesQuery, viewer: Caller | null): Promise<ListPage<Bike>> {
      const {
        q,
        sort,
        limit = DEFAULT_PAGE_SIZE,
        cursor,
        near,
        lat,
        lon,
        radiusKm,
        ...filters
      } = query;
      const words = queryTokens(q);
      const centre = centreOf({ near, lat, lon });
      if (centre) return nearby(words, filters, centre, { sort, limit, cursor, radiusKm }, viewer);
      if (words.length === 0) {
        const list = { kind: 'search', filter: { ...filters, words: [] } } as const;
        const page = await readBikePage(
          bikes,
          list,
          { limit, cursor },
          { sort, reader: viewer, toItem: toBike },
        );
        if (cursor) return page;
        return { ...page, total: totalOf(await bikes.countList(list, TOTAL_COUNT_CAP)) };
      }

      const dictionary = await bikes.dictionaryWords(words.flatMap(typoKeys));
      const plan = words.map((word) => planWord(word, dictionary));
      const filterOf = (some: readonly QueryWord[]) =>
        searchFilter({ ...filters, words: narrowingOrder(some) });
      const page = await rankedSearch(bikes, plan, filterOf(plan), { sort, limit, cursor });
      const items = await bikesOf(
        page.items.map((c) => c._id.toHexString()),
        viewer,
      );
      const out: ListPage<Bike> = { items, nextCursor: page.nextCursor };
      if (!page.first) return out;
      const { matches, truncated } = page.first;
      // A full window says "1000+": counting further would read every match once more.
      out.total = truncated ? { count: RANK_WINDOW, atLeast: true } : totalOf(matches);
      if (matches === 0) {
        const suggestion = await didYouMean(bikes, plan, filterOf);
        if (suggestion) out.suggestion = suggestion;
      }
      return out;
    },

    /**
     * Sold, paused and expired bikes are shown as such (the web answers an expired one's page 410);
     * a deleted bike or one of a removed seller is no longer listed.
     */
    async getDetail(id: string, viewer: Caller | null): Promise<BikeDetail> {
      const record = await bikes.findAnyById(id, viewer !== null);
      if (!record) throw new AppError('NOT_FOUND', errorMessages.errors.bikeNotFound);
      if (record.deleted || record.sellerRemoved) throw notListed();
      // A held listing answers like an unknown one to anybody but its seller and administrators.
      if (record.held && !readsContact(viewer, record.sellerId)) throw notListed();
      const bike = seenBy(record, viewer);
      const seller = await bikes.findSellerProfile(bike.sellerId);
      if (!seller?.live) throw notListed();
      const verified = await bikes.findSellerVerification([bike.sellerId]);
      const availability = availabilityOf(bike.status);
      const sold = availability === 'sold';
      const since = priceWindowStart(deps.clock());
      const was = sold
        ? undefined
        : wasPriceOf(bike.resalePrice, await deps.prices.priceChangesSince(id, since));
      return {
        ...toBike(bike, verified.get(bike.sellerId) ?? false),
        ...(was === undefined ? {} : { wasPrice: was }),
        availability,
        sellerName: seller.name,
        sellerSince: seller.createdAt.toISOString(),
        sellerPhotoUrl: seller.photoUrl,
      };
    },
  };
}

export type BikeSearchService = ReturnType<typeof createBikeSearchService>;
