import {
  DEFAULT_RADIUS_KM,
  distanceKm,
  findPlace,
  scoreBike,
  type BikeSort,
  type Coordinates,
  type QueryWord,
  type SearchBikesQuery,
} from '@reride/shared';
import { AppError } from '../../core/app-error';
import { BIKE_ORDERS, type BikeFilter } from './bike-lists.repository';
import { RANK_WINDOW, compareIn, rankedOrder } from './bike-ranked-search';
import type { BikeSearchRepository, NearbyCandidate } from './bike-search.repository';
import { nearClause, roundKm } from './bike-geo';

/**
 * A search with a centre (docs/domain.md#places, docs/domain.md#search). The database narrows to
 * the radius's covering cells and bounding box and hands over up to `RANK_WINDOW` candidates in
 * the chosen order (newest first for a distance sort); here each gets its exact distance, those
 * beyond the radius are dropped, words (if any) are scored, and the rest are ordered: by
 * distance then newest, or by score then the sort's keys, or by the sort's keys. The list is
 * that narrowed set, paged by offset: no keyset position can name "nearer than" without the
 * database knowing distances, and the set is small by construction (one radius).
 */
export interface NearbyItem extends NearbyCandidate {
  distanceKm: number;
  score: number;
}

export interface NearbyPage {
  items: NearbyItem[];
  nextCursor: string | null;
  /** On a first page: how many bikes are within the radius, and whether the window was full. */
  first?: { matches: number; truncated: boolean };
}

/** The search's centre, or null when it names none. */
export function centreOf(
  query: Pick<SearchBikesQuery, 'near' | 'lat' | 'lon'>,
): Coordinates | null {
  const place = findPlace(query.near);
  if (place) return { lat: place.lat, lon: place.lon };
  if (query.lat !== undefined && query.lon !== undefined) return { lat: query.lat, lon: query.lon };
  return null;
}

const CURSOR_ORDER = 'near';

function invalidCursor(): AppError {
  return new AppError('VALIDATION_FAILED', 'Invalid cursor', [
    { path: 'cursor', message: 'Invalid cursor' },
  ]);
}

function encodeOffset(offset: number): string {
  return Buffer.from(JSON.stringify({ o: CURSOR_ORDER, at: offset }), 'utf8').toString('base64url');
}

function decodeOffset(raw: string): number {
  try {
    const parsed = JSON.parse(Buffer.from(raw, 'base64url').toString('utf8')) as {
      o?: unknown;
      at?: unknown;
    };
    if (parsed.o === CURSOR_ORDER && Number.isInteger(parsed.at) && Number(parsed.at) > 0) {
      return Number(parsed.at);
    }
  } catch {
    // falls through to the 400 below
  }
  throw invalidCursor();
}

/** Which page of a search with a centre, and how far from it. */
export interface NearbyPageRequest {
  sort: BikeSort;
  limit: number;
  cursor?: string | undefined;
  radiusKm?: number | undefined;
}

const byDistance = (a: NearbyItem, b: NearbyItem) =>
  a.distanceKm - b.distanceKm || compareIn(BIKE_ORDERS.newest)(a, b);

export async function nearbySearch(
  repo: Pick<BikeSearchRepository, 'nearbyCandidates'>,
  plan: readonly QueryWord[],
  filter: BikeFilter,
  centre: Coordinates,
  page: NearbyPageRequest,
  window = RANK_WINDOW,
): Promise<NearbyPage> {
  const radius = page.radiusKm ?? DEFAULT_RADIUS_KM;
  const offset = page.cursor === undefined ? 0 : decodeOffset(page.cursor);
  const forms = [...new Set(plan.flatMap((word) => [...word.forms.keys()]))];
  const order = BIKE_ORDERS[page.sort];
  const raw = await repo.nearbyCandidates(
    { ...filter, ...nearClause(centre, radius) },
    order,
    window + 1,
    forms,
  );
  const truncated = raw.length > window;
  const within = raw
    .slice(0, window)
    .map((c) => ({
      ...c,
      distanceKm: roundKm(distanceKm(centre, c.geo)),
      exact: distanceKm(centre, c.geo),
      score: plan.length === 0 ? 0 : scoreBike(plan, c, new Set(c.matched)),
    }))
    .filter((c) => c.exact <= radius && (plan.length === 0 || c.score > 0))
    .map(({ exact: _exact, ...c }) => c);
  if (page.sort === 'distance') within.sort(byDistance);
  else if (plan.length > 0) within.sort(compareIn(rankedOrder(page.sort)));
  const items = within.slice(offset, offset + page.limit);
  const next = offset + items.length;
  return {
    items,
    nextCursor: next < within.length ? encodeOffset(next) : null,
    ...(page.cursor === undefined ? { first: { matches: within.length, truncated } } : {}),
  };
}
