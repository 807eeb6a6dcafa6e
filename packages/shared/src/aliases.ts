import { CATEGORIES, LOCATIONS, type CategoryId } from './constants';
import { words } from './words';

/**
 * Old ids and spellings accepted as ours (docs/domain.md#aliases). The catalogue this product
 * replaces used other category ids and its own location values; links and imports from it
 * resolve here, and what is stored is always our canonical form. Plain data and functions, no
 * zod: the web's category route resolves an id with them before any schema is loaded.
 */

export type BikeLocation = (typeof LOCATIONS)[number];

/** The original client's ids of the three categories, in the order of CATEGORIES. */
export const CATEGORY_ID_ALIASES: Readonly<Record<string, CategoryId>> = {
  '63b91e93cf6d241d3e4d39fe': CATEGORIES[0]._id,
  '63b91e93cf6d241d3e4d39ff': CATEGORIES[1]._id,
  '63b91e93cf6d241d3e4d3a00': CATEGORIES[2]._id,
};

/** Our id for one of ours or an alias (any case); any other value comes back unchanged. */
export function canonicalCategoryId(id: string): string {
  const lower = id.toLowerCase();
  return CATEGORY_ID_ALIASES[lower] ?? (CATEGORIES.some((c) => c._id === lower) ? lower : id);
}

/**
 * Place names that mean one of our locations besides its own name: older and local spellings
 * (Chittagong is Chattogram's name before 2018), the original client's misspelling
 * (Mymenssingh), and districts and areas of the original's values that our list folds into
 * their city (Faridpur, Uttara and Jatrabari were its Dhaka options, Moulvibazar its Sylhet one,
 * Bagerhat its Khulna one). Keys are lowercase words without punctuation, as `placeKey` makes.
 */
const PLACE_ALIASES: Readonly<Record<string, BikeLocation>> = {
  dacca: 'Dhaka, Bangladesh',
  faridpur: 'Dhaka, Bangladesh',
  uttara: 'Dhaka, Bangladesh',
  jatrabari: 'Dhaka, Bangladesh',
  mirpur: 'Dhaka, Bangladesh',
  dhanmondi: 'Dhaka, Bangladesh',
  gulshan: 'Dhaka, Bangladesh',
  chittagong: 'Chattogram, Bangladesh',
  chattagram: 'Chattogram, Bangladesh',
  ctg: 'Chattogram, Bangladesh',
  bagerhat: 'Khulna, Bangladesh',
  moulvibazar: 'Sylhet, Bangladesh',
  barisal: 'Barishal, Bangladesh',
  mymenssingh: 'Mymensingh, Bangladesh',
  mymensing: 'Mymensingh, Bangladesh',
  comilla: 'Cumilla, Bangladesh',
  bogra: 'Bogura, Bangladesh',
  jessore: 'Jashore, Bangladesh',
  'coxs bazar': "Cox's Bazar, Bangladesh",
  'cox bazar': "Cox's Bazar, Bangladesh",
};

const COUNTRY = 'bangladesh';

/** A place's words joined by spaces ("Cox’s Bazar" → "coxs bazar"): the keys above. */
export function placeKey(text: string): string {
  return words(text).join(' ');
}

/** Our own place names and their aliases, by key: "dhaka" → "Dhaka, Bangladesh". */
const PLACES: ReadonlyMap<string, BikeLocation> = new Map<string, BikeLocation>([
  ...LOCATIONS.map((l): [string, BikeLocation] => [placeKey(l.slice(0, l.indexOf(','))), l]),
  ...Object.entries(PLACE_ALIASES),
]);

/**
 * Our location for one of ours, an alias or a value of the original client, else undefined.
 * A value is read as comma-separated parts, most specific first, the country optional:
 * "Jessore, Khulna, Bangladesh" is Jashore (its own entry), "Bagerhat, Khulna, Bangladesh" is
 * Khulna (the district is an alias), and "Chittagong" alone is Chattogram.
 */
export function canonicalLocation(value: string): BikeLocation | undefined {
  const parts = value
    .split(',')
    .map(placeKey)
    .filter((part) => part !== '' && part !== COUNTRY);
  for (const part of parts) {
    const place = PLACES.get(part);
    if (place) return place;
  }
  return undefined;
}

/** The one-word aliases: search forgives a typo in them as in the variant table's words. */
export const PLACE_ALIAS_WORDS: readonly string[] = Object.keys(PLACE_ALIASES).filter(
  (key) => !key.includes(' '),
);

/** The location a single search word names besides its own ("uttara" → Dhaka), if any. */
export function placeOfWord(word: string): BikeLocation | undefined {
  return PLACE_ALIASES[word];
}
