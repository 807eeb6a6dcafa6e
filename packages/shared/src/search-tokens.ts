/**
 * Keyword search without text indexes (the embedded engine has none, docs/architecture.md#database): each bike stores the
 * words of its name, brand and description plus the prefixes of its name and brand words, and
 * a query matches when every one of its words is among them (`$all` on an indexed array).
 */

/** Shortest prefix stored, so that "tr" finds "Trek" but single letters do not bloat the array. */
export const MIN_PREFIX_LENGTH = 2;
/** Bounds the array of a long description; name and brand words come first and always fit. */
export const MAX_SEARCH_TOKENS = 400;

/** Lowercased words, diacritics stripped ("Ébène Vélo" → ["ebene", "velo"]). */
export function words(text: string | undefined): string[] {
  if (!text) return [];
  return text
    .normalize('NFKD')
    .replace(/\p{M}+/gu, '')
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter((word) => word.length > 0);
}

function prefixes(word: string): string[] {
  const out: string[] = [];
  for (let end = MIN_PREFIX_LENGTH; end < word.length; end += 1) out.push(word.slice(0, end));
  return out;
}

export interface SearchableBike {
  name: string;
  brand?: string | undefined;
  description?: string | undefined;
}

/** The `searchTokens` of a bike: distinct, name and brand first. */
export function bikeSearchTokens(bike: SearchableBike): string[] {
  const titleWords = [...words(bike.name), ...words(bike.brand)];
  const tokens = new Set<string>(titleWords);
  for (const word of titleWords) for (const prefix of prefixes(word)) tokens.add(prefix);
  for (const word of words(bike.description)) {
    if (tokens.size >= MAX_SEARCH_TOKENS) break;
    tokens.add(word);
  }
  return [...tokens];
}

/** The words a query must all match; empty when the query has none (then it filters nothing). */
export function queryTokens(query: string | undefined): string[] {
  return [...new Set(words(query))];
}
