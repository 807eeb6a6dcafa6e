/**
 * How many bikes a category page or a search has in all, and its "did you mean", sent beside
 * the page's `X-Next-Cursor` on the first page only (docs/domain.md#search): the list bodies stay
 * the spec's bare arrays.
 */
export const TOTAL_COUNT_HEADER = 'X-Total-Count';
export const DID_YOU_MEAN_HEADER = 'X-Did-You-Mean';
/**
 * A category page or a search without words stops counting here ("10000+" says enough, and keeps
 * a broad count bounded); a search with words counts the matches it ranks (docs/domain.md#search).
 */
export const TOTAL_COUNT_CAP = 10_000;

export interface ListTotal {
  count: number;
  /** The count reached the cap: there are at least this many. */
  atLeast: boolean;
}

/** "23", or "10000+" once the cap is reached. */
export function formatTotal(total: ListTotal): string {
  return `${total.count}${total.atLeast ? '+' : ''}`;
}

export function parseTotal(header: string | null | undefined): ListTotal | null {
  const match = /^(\d{1,9})(\+?)$/.exec(header ?? '');
  return match ? { count: Number(match[1]), atLeast: match[2] === '+' } : null;
}

/** The suggestion travels percent-encoded: a header holds ASCII only. */
export function encodeSuggestion(query: string): string {
  return encodeURIComponent(query);
}

export function decodeSuggestion(header: string | null | undefined): string | null {
  if (!header) return null;
  try {
    return decodeURIComponent(header);
  } catch {
    return null;
  }
}
