import {
  FACET_WORDS,
  VARIANT_KEYS,
  closestWord,
  deletes,
  planWord,
  type QueryWord,
} from '@reride/shared';
import type { BikeFilter } from './bike-lists.repository';
import type { BikeSearchRepository } from './bike-search.repository';

/** Dictionary keys holding stored words within about two edits of `word` ("trk" meets trek's). */
function suggestionKeys(word: string): string[] {
  return word.length >= 3 ? [word, ...deletes(word)] : [word];
}

/** The word's own forms, stems, variants and prefixes: a typo match is itself a thing to correct. */
function withoutTypos(word: QueryWord): QueryWord {
  return { ...word, forms: new Map([...word.forms].filter(([, kind]) => kind !== 'typo')) };
}

/**
 * "Did you mean" for a search that found nothing (docs/domain.md#search): each word that finds
 * no bike on its own but through a typo, within the same filters, is replaced by the closest category, place,
 * variant or stored name or brand word, or dropped when none is close. The suggestion is made
 * only if it differs and finds bikes. Runs on an empty first page only: a few `findOne`s and
 * one dictionary read.
 */
export async function didYouMean(
  repo: Pick<BikeSearchRepository, 'exists' | 'dictionaryWords'>,
  plan: readonly QueryWord[],
  filterOf: (words: readonly QueryWord[]) => BikeFilter,
): Promise<string | undefined> {
  // A lone word found nothing, typos included: no need to ask which word it was.
  const known =
    plan.length === 1
      ? [false]
      : await Promise.all(plan.map((word) => repo.exists(filterOf([withoutTypos(word)]))));
  const unknown = plan.filter((_, i) => !known[i]);
  // Every word finds bikes, only not together: no spelling to correct.
  if (unknown.length === 0) return undefined;
  const stored = await repo.dictionaryWords(unknown.flatMap((w) => suggestionKeys(w.word)));
  const vocabulary = [...FACET_WORDS, ...stored.sort(), ...VARIANT_KEYS];
  const corrected = plan.flatMap((word, i) => {
    if (known[i]) return [word.word];
    const fix = closestWord(word.word, vocabulary);
    return fix ? [fix] : [];
  });
  const suggestion = corrected.join(' ');
  if (corrected.length === 0 || suggestion === plan.map((w) => w.word).join(' ')) return undefined;
  const found = await repo.exists(filterOf(corrected.map((word) => planWord(word))));
  return found ? suggestion : undefined;
}
