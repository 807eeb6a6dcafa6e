import { scoreBike, type BikeSort, type QueryWord } from '@reride/shared';
import { keysetOrder, type KeysetOrder } from '../../core/keyset-page';
import { afterPosition, decodeCursor, encodeCursor } from '../../db/keyset-page';
import { BIKE_ORDERS, type BikeFilter } from './bike-lists.repository';
import type { BikeSearchRepository, Candidate } from './bike-search.repository';

/**
 * A search with words, ranked by how well each bike matches, then by the chosen sort
 * (docs/decisions/012-search-that-understands-shoppers.md). The database narrows (one `$in` per
 * word, from an index on MongoDB) and hands over the first `RANK_WINDOW` matches in the chosen
 * order; those are scored here and ranked. Past them, when more bikes match, the list goes on
 * in the chosen order alone: a keyset continuation as in every other list.
 */
export const RANK_WINDOW = 1000;

const KIND_ORDER = { exact: 0, close: 1, typo: 2 } as const;

/**
 * Each word's forms for the narrowing `$in`, the word with the fewest first and each word's
 * exact form first. MongoDB plans them through the index whatever the order; the embedded
 * engine scans and tests them in order, value by value against every token, so a bike that
 * fails cheaply fails early and one that matches stops at its first form.
 */
export function narrowingOrder(plan: readonly QueryWord[]): string[][] {
  return [...plan]
    .sort((a, b) => a.forms.size - b.forms.size)
    .map((word) =>
      [...word.forms].sort(([, a], [, b]) => KIND_ORDER[a] - KIND_ORDER[b]).map(([token]) => token),
    );
}

export interface Ranked extends Candidate {
  score: number;
}

export interface RankedPage {
  items: Ranked[];
  nextCursor: string | null;
  /** Set on a first page: how many of the window matched, and whether the window was full. */
  first?: { matches: number; truncated: boolean };
}

/** Score first, then the sort's keys: a cursor of this order names all three. */
export function rankedOrder(sort: BikeSort): KeysetOrder {
  const order = BIKE_ORDERS[sort];
  return keysetOrder(`r${order.name}`, [
    { field: 'score', direction: -1, kind: 'number' },
    ...order.keys,
  ]);
}

function compareValues(a: unknown, b: unknown): number {
  if (a instanceof Date && b instanceof Date) return a.getTime() - b.getTime();
  if (typeof a === 'number' && typeof b === 'number') return a - b;
  // ObjectIds compare as their hex strings, which sort like their bytes.
  const [x, y] = [String(a), String(b)];
  return x < y ? -1 : x > y ? 1 : 0;
}

/** Sorts documents in `order`, as the database would with `sortOf(order)`. */
export function compareIn(order: KeysetOrder) {
  return (a: object, b: object): number => {
    for (const key of order.keys) {
      const field = key.field as keyof typeof a;
      const c = compareValues(a[field], b[field]);
      if (c !== 0) return c * key.direction;
    }
    return 0;
  };
}

type Position =
  { tail: false; at: object } | { tail: true; values: ReturnType<typeof decodeCursor> };

/** A ranked cursor, or past the window a cursor of the chosen order; any other is a 400. */
function readCursor(raw: string, ranked: KeysetOrder, order: KeysetOrder): Position {
  try {
    const values = decodeCursor(ranked, raw);
    return { tail: false, at: Object.fromEntries(ranked.keys.map((k, i) => [k.field, values[i]])) };
  } catch {
    return { tail: true, values: decodeCursor(order, raw) };
  }
}

export async function rankedSearch(
  repo: Pick<BikeSearchRepository, 'candidates'>,
  plan: readonly QueryWord[],
  filter: BikeFilter,
  page: { sort: BikeSort; limit: number; cursor?: string | undefined },
  window = RANK_WINDOW,
): Promise<RankedPage> {
  const order = BIKE_ORDERS[page.sort];
  const ranked = rankedOrder(page.sort);
  const forms = [...new Set(plan.flatMap((word) => [...word.forms.keys()]))];
  const score = (c: Candidate): Ranked => ({ ...c, score: scoreBike(plan, c, new Set(c.matched)) });
  const position = page.cursor === undefined ? null : readCursor(page.cursor, ranked, order);

  if (position?.tail) {
    const after = afterPosition(order, position.values);
    const raw = await repo.candidates(filter, order, after, page.limit + 1, forms);
    const slice = raw.slice(0, page.limit);
    const last = slice.at(-1);
    return {
      // A typo key can meet a word two edits away: the score leaves such a bike out.
      items: slice.map(score).filter((c) => c.score > 0),
      nextCursor: raw.length > page.limit && last ? encodeCursor(order, last) : null,
    };
  }

  const raw = await repo.candidates(filter, order, null, window + 1, forms);
  const ranking = raw.slice(0, window);
  const truncated = raw.length > window;
  const scored = ranking
    .map(score)
    .filter((c) => c.score > 0)
    .sort(compareIn(ranked));
  const start = position ? scored.findIndex((c) => compareIn(ranked)(c, position.at) > 0) : 0;
  const from = start === -1 ? scored.length : start;
  const items = scored.slice(from, from + page.limit);
  const lastItem = items.at(-1);
  const lastOfWindow = ranking.at(-1);
  let nextCursor: string | null = null;
  if (from + items.length < scored.length && lastItem) nextCursor = encodeCursor(ranked, lastItem);
  else if (truncated && lastOfWindow) nextCursor = encodeCursor(order, lastOfWindow);
  return {
    items,
    nextCursor,
    ...(position ? {} : { first: { matches: scored.length, truncated } }),
  };
}
