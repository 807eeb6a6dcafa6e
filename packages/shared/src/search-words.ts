import { stemmer } from 'stemmer';
import { PLACE_ALIAS_WORDS, placeOfWord } from './aliases';
import { CATEGORIES, LOCATIONS } from './constants';
import { words } from './words';

/**
 * How search compares one word with another (docs/domain.md#search): word forms through the
 * Porter stemmer, a curated table of spelling variants, and edits for typos. Pure functions,
 * shared by the tokens stored on a bike and the forms a query looks for.
 */

/**
 * Only plain Latin words are stemmed or forgiven a typo: Porter's rules are English ones, and
 * a word holding a digit is a model or a size, where one character is another bike ("xc900").
 */
export function isPlainWord(word: string): boolean {
  return /^[a-z]+$/.test(word);
}

/** "bikes" → "bike", "racing" → "race"; other words unchanged. */
export function stem(word: string): string {
  return isPlainWord(word) && word.length > 2 ? stemmer(word) : word;
}

/**
 * Words shoppers use for one another: British and American spellings, brand spellings, short
 * forms of category words, and place spellings the location aliases do not cover (word by word:
 * "cox" for "Cox's"). Kept small and checked by hand; each group is symmetric. Plurals need no
 * entry (the stemmer joins them), nor typos of one edit in words of five letters or more.
 */
export const VARIANT_GROUPS: readonly (readonly string[])[] = [
  ['mountain', 'mtb'],
  ['kids', 'kid', 'child', 'children', 'childrens', 'junior'],
  ['bike', 'bicycle', 'cycle'],
  ['specialized', 'specialised'],
  ['cannondale', 'canondale'],
  ['aluminium', 'aluminum', 'alu', 'alloy'],
  ['tyre', 'tire'],
  ['colour', 'color'],
  ['grey', 'gray'],
  ['fibre', 'fiber'],
  ['disc', 'disk'],
  ['coxs', 'cox'],
];

const GROUP_OF: ReadonlyMap<string, readonly string[]> = new Map(
  VARIANT_GROUPS.flatMap((group) => group.map((word) => [word, group] as const)),
);

/** Every word the variant table or the place aliases relate to this one, itself excluded. */
export function variantsOf(word: string): string[] {
  const out = new Set(GROUP_OF.get(word) ?? []);
  // An area or an old spelling finds bikes in its city ("uttara" → dhaka); not the reverse.
  const place = placeOfWord(word);
  if (place) for (const w of placeWords(place)) out.add(w);
  out.delete(word);
  return [...out];
}

/** The words of a location a bike is found by: the country is every bike's, so it is left out. */
export function placeWords(location: string | undefined): string[] {
  return words(location).filter((word) => word !== 'bangladesh');
}

/**
 * The words of our category titles and places: a closed list, so a query word's completions
 * ("dha" → dhaka) and typos ("mountian") among them are found here rather than stored per bike.
 */
export const FACET_WORDS: readonly string[] = [
  ...new Set([
    ...CATEGORIES.flatMap((c) => words(c.title)),
    ...LOCATIONS.flatMap((l) => placeWords(l)),
  ]),
];

/** Every word of the variant table and the place aliases: a typo of one still finds its kin. */
export const VARIANT_KEYS: readonly string[] = [...GROUP_OF.keys(), ...PLACE_ALIAS_WORDS];

/** The shortest query word forgiven one typo: shorter words have too many neighbours. */
export const TYPO_MIN_LENGTH = 5;

/** A word with one character removed, each way once: "road" → oad, rad, rod, roa. */
export function deletes(word: string): string[] {
  const out = new Set<string>();
  for (let i = 0; i < word.length; i += 1) out.add(word.slice(0, i) + word.slice(i + 1));
  return [...out];
}

/**
 * Edit distance counting an adjacent swap as one edit (optimal string alignment), or
 * `max + 1` as soon as it is known to exceed `max`.
 */
export function editDistance(a: string, b: string, max: number): number {
  if (Math.abs(a.length - b.length) > max) return max + 1;
  let before: number[] = [];
  let previous = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i += 1) {
    const row = [i];
    let best = i;
    for (let j = 1; j <= b.length; j += 1) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let d = Math.min(
        (previous[j] ?? 0) + 1,
        (row[j - 1] ?? 0) + 1,
        (previous[j - 1] ?? 0) + cost,
      );
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) {
        d = Math.min(d, (before[j - 2] ?? 0) + 1);
      }
      row.push(d);
      best = Math.min(best, d);
    }
    if (best > max) return max + 1;
    before = previous;
    previous = row;
  }
  return Math.min(previous[b.length] ?? 0, max + 1);
}

/** Words of a query that carry no meaning for the catalogue ("bikes for kids in dhaka"). */
export const STOP_WORDS: ReadonlySet<string> = new Set([
  'a',
  'an',
  'and',
  'at',
  'bangladesh',
  'by',
  'for',
  'from',
  'in',
  'near',
  'of',
  'on',
  'or',
  'the',
  'to',
  'with',
]);
