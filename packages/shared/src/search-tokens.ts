import { CATEGORIES } from './constants';
import {
  FACET_WORDS,
  STOP_WORDS,
  TYPO_MIN_LENGTH,
  VARIANT_KEYS,
  deletes,
  editDistance,
  isPlainWord,
  placeWords,
  stem,
  variantsOf,
} from './search-words';
import { words } from './words';

export { words } from './words';

/**
 * Keyword search without text indexes (the embedded engine has none, docs/architecture.md#database;
 * the design and its trade-offs: docs/decisions/012-search-that-understands-shoppers.md).
 *
 * Each bike stores one indexed array, `searchTokens`: every word of its name, brand, category
 * title, place and description (`w`), the stem of each word that has another (`~s`), and the
 * prefixes of its name and brand words (`^p`). A query word looks for a few of them
 * (`planWord`): itself, its stem, its variants, the category and place words it begins or
 * misspells, and the name and brand words it misspells (found in the typo dictionary,
 * `dictionaryKeys`). The database narrows with one `$in` per word; the API then scores what it
 * found (`scoreBike`) from the bike's short fields and the tokens it matched.
 */

/** Shortest prefix stored, so that "tr" finds "Trek" but single letters do not bloat the array. */
export const MIN_PREFIX_LENGTH = 2;
/** Bounds the array of a long description; name, brand, category and place always fit. */
export const MAX_SEARCH_TOKENS = 400;
/** A query's words beyond these are ignored: each is one `$in` of the narrowing query. */
export const MAX_QUERY_WORDS = 8;

/**
 * A word's score is field weight × kind weight: an exact word beats a stem, a variant or a
 * prefix, which beat a typo; a name or brand word beats a category or place word, which beats
 * the description. A bike's score is the sum over the query's words of each one's best.
 */
export const FIELD_WEIGHT = { title: 3, facet: 2, description: 1 } as const;
export const KIND_WEIGHT = { exact: 3, close: 2, typo: 1 } as const;
export type MatchKind = keyof typeof KIND_WEIGHT;

function prefixes(word: string): string[] {
  const out: string[] = [];
  for (let end = MIN_PREFIX_LENGTH; end < word.length; end += 1) out.push(word.slice(0, end));
  return out;
}

export interface SearchableBike {
  name: string;
  brand?: string | undefined;
  description?: string | undefined;
  /** Our category id (string or ObjectId): its title's words are searchable ("road"). */
  categoryId?: { toString(): string } | undefined;
  /** The stored title, used when the id is not one of ours. */
  category?: string | undefined;
  location?: string | undefined;
}

/** A bike's name and brand words, and its category and place words. */
export function strongWords(bike: SearchableBike): { title: string[]; facet: string[] } {
  const id = bike.categoryId?.toString();
  const category = CATEGORIES.find((c) => c._id === id)?.title ?? bike.category;
  return {
    title: [...words(bike.name), ...words(bike.brand)],
    facet: [...words(category), ...placeWords(bike.location)],
  };
}

/** The `searchTokens` of a bike: distinct, name and brand first, the description last. */
export function bikeSearchTokens(bike: SearchableBike): string[] {
  const { title, facet } = strongWords(bike);
  const tokens = new Set<string>();
  const add = (w: string) => {
    tokens.add(w);
    if (stem(w) !== w) tokens.add(`~${stem(w)}`);
  };
  for (const w of title) add(w);
  for (const w of title) for (const p of prefixes(w)) tokens.add(`^${p}`);
  for (const w of facet) add(w);
  for (const w of words(bike.description)) {
    if (tokens.size >= MAX_SEARCH_TOKENS - 1) break;
    add(w);
  }
  return [...tokens];
}

/**
 * The typo dictionary's entries for a bike (docs/decisions/012-search-that-understands-shoppers.md):
 * each plain name or brand word of four letters or more under its own key and under each of
 * its one-letter deletions. A query word's keys (`typoKeys`) meet those of every stored word
 * within one edit of it.
 */
export function dictionaryEntries(bike: SearchableBike): Map<string, string[]> {
  const out = new Map<string, string[]>();
  for (const w of new Set(strongWords(bike).title)) {
    if (!isPlainWord(w) || w.length < TYPO_MIN_LENGTH - 1) continue;
    for (const key of [w, ...deletes(w)]) out.set(key, [...(out.get(key) ?? []), w]);
  }
  return out;
}

/** The entries of many bikes merged, one key each, as the dictionary stores them. */
export function dictionaryEntriesOf(list: readonly SearchableBike[]): Map<string, string[]> {
  const out = new Map<string, Set<string>>();
  for (const bike of list) {
    for (const [key, found] of dictionaryEntries(bike)) {
      out.set(key, new Set([...(out.get(key) ?? []), ...found]));
    }
  }
  return new Map([...out].map(([key, set]) => [key, [...set]]));
}

/**
 * The typo dictionary's writes (collection search_words, one document per key) for a batch of
 * bikes: one upsert per key. The API sends them for each bike it stores
 * (bike-search.repository.ts), the bench for the catalogue it writes straight to the database.
 */
export function dictionaryUpserts(list: readonly SearchableBike[]) {
  return [...dictionaryEntriesOf(list)].map(([key, words]) => ({
    updateOne: {
      filter: { _id: key },
      update: { $addToSet: { words: { $each: words } } },
      upsert: true,
    },
  }));
}

/**
 * What the ranking reads of a candidate bike, as a MongoDB `$project`: its sort keys, its short
 * fields and which of the query's `forms` its searchTokens hold. The API's search sends it
 * (bike-search.repository.ts), and the bench times the same stage (bench/src/search.ts).
 */
export function rankingProjection(forms: readonly string[]) {
  return {
    createdAt: 1,
    resalePrice: 1,
    name: 1,
    brand: 1,
    category: 1,
    categoryId: 1,
    location: 1,
    matched: { $setIntersection: ['$searchTokens', { $literal: forms }] },
  };
}

/** The words a query must all match: stop words dropped unless nothing else is left. */
export function queryTokens(query: string | undefined): string[] {
  const all = [...new Set(words(query))];
  const meaningful = all.filter((w) => !STOP_WORDS.has(w));
  return (meaningful.length > 0 ? meaningful : all).slice(0, MAX_QUERY_WORDS);
}

/** What a query word's typos are measured from: itself and its stem, when forgiven a typo. */
export function typoSources(word: string): string[] {
  return [...new Set([word, stem(word)])].filter(
    (w) => isPlainWord(w) && w.length >= TYPO_MIN_LENGTH,
  );
}

/** The dictionary keys that hold the stored words within one edit of a query word. */
export function typoKeys(word: string): string[] {
  return [...new Set(typoSources(word).flatMap((w) => [w, ...deletes(w)]))];
}

export interface QueryWord {
  word: string;
  /** Every token that makes the word match, with the kind of match it is. */
  forms: Map<string, MatchKind>;
  /** Words and stems that are close matches: stem, variants, category and place completions. */
  close: Set<string>;
  closeStems: Set<string>;
  /** Stored words within one edit (from the dictionary and the category and place words). */
  typos: Set<string>;
}

const within = (a: string, b: string, max: number) => editDistance(a, b, max) <= max;

/**
 * The forms of one query word. `dictionaryWords` are the stored name and brand words its
 * `typoKeys` found in the dictionary; those within one edit become typo matches.
 */
export function planWord(word: string, dictionaryWords: Iterable<string> = []): QueryWord {
  const sources = typoSources(word);
  const isTypo = (w: string) => w !== word && sources.some((s) => within(s, w, 1));
  const close = new Set([stem(word), ...variantsOf(word), ...variantsOf(stem(word))]);
  const typos = new Set<string>();
  for (const f of FACET_WORDS) {
    if (word.length >= MIN_PREFIX_LENGTH && f.length > word.length && f.startsWith(word)) {
      close.add(f);
    } else if (isTypo(f)) typos.add(f);
  }
  for (const key of VARIANT_KEYS) {
    if (isTypo(key)) for (const w of [key, ...variantsOf(key)]) typos.add(w);
  }
  for (const w of dictionaryWords) if (isTypo(w)) typos.add(w);
  close.delete(word);

  const forms = new Map<string, MatchKind>();
  const rank = { exact: 3, close: 2, typo: 1 };
  const add = (token: string, kind: MatchKind) => {
    const before = forms.get(token);
    if (!before || rank[before] < rank[kind]) forms.set(token, kind);
  };
  for (const t of typos) add(t, 'typo');
  for (const c of [word, ...close]) {
    add(c, 'close');
    add(stem(c), 'close');
    add(`~${stem(c)}`, 'close');
  }
  if (word.length >= MIN_PREFIX_LENGTH) add(`^${word}`, 'close');
  add(word, 'exact');
  const closeStems = new Set([...close, word].map(stem));
  return { word, forms, close, closeStems, typos };
}

/** How well one word of a bike's name, brand, category or place matches a query word. */
function kindOf(q: QueryWord, w: string): MatchKind | undefined {
  if (w === q.word) return 'exact';
  if (q.close.has(w) || q.closeStems.has(stem(w))) return 'close';
  if (q.word.length >= MIN_PREFIX_LENGTH && w.startsWith(q.word)) return 'close';
  if (q.typos.has(w)) return 'typo';
  return undefined;
}

/**
 * A bike's score for a query (0: it does not match every word). Name, brand, category and
 * place are read from the bike itself; a form it holds that none of them explains is in its
 * description.
 */
export function scoreBike(
  plan: readonly QueryWord[],
  bike: SearchableBike,
  matched: ReadonlySet<string>,
): number {
  const fields = strongWords(bike);
  let total = 0;
  for (const q of plan) {
    let best = 0;
    for (const field of ['title', 'facet'] as const) {
      for (const w of fields[field]) {
        const kind = kindOf(q, w);
        if (kind) best = Math.max(best, FIELD_WEIGHT[field] * KIND_WEIGHT[kind]);
      }
    }
    for (const [token, kind] of q.forms) {
      if (matched.has(token)) best = Math.max(best, FIELD_WEIGHT.description * KIND_WEIGHT[kind]);
    }
    if (best === 0) return 0;
    total += best;
  }
  return total;
}

/**
 * The closest of `candidates` to a word that matched nothing ("did you mean"): one edit for
 * short words, two from five letters; ties go to the earlier candidate.
 */
export function closestWord(word: string, candidates: Iterable<string>): string | undefined {
  const max = word.length >= TYPO_MIN_LENGTH ? 2 : 1;
  let best: { word: string; distance: number } | undefined;
  for (const candidate of candidates) {
    if (candidate === word || candidate.length < MIN_PREFIX_LENGTH) continue;
    const distance = editDistance(word, candidate, max);
    if (distance <= max && (!best || distance < best.distance))
      best = { word: candidate, distance };
  }
  return best?.word;
}
