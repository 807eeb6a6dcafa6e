import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { CATEGORIES } from './constants';
import {
  MAX_SEARCH_TOKENS,
  bikeSearchTokens,
  closestWord,
  dictionaryEntries,
  dictionaryEntriesOf,
  planWord,
  queryTokens,
  scoreBike,
  typoKeys,
  words,
  type SearchableBike,
} from './search-tokens';

const [MOUNTAIN, ROAD, KIDS] = CATEGORIES;

const marlin: SearchableBike = {
  name: 'Marlin 7',
  brand: 'Trek',
  description: 'Hydraulic brakes, serviced',
  categoryId: MOUNTAIN._id,
  location: 'Dhaka, Bangladesh',
};
const allez: SearchableBike = {
  name: 'Allez Sport',
  brand: 'Specialized',
  description: 'Fast road bike with new tyres',
  categoryId: ROAD._id,
  location: 'Chattogram, Bangladesh',
};
const hero: SearchableBike = {
  name: 'Hero Kids 16',
  description: 'For children of five to eight',
  categoryId: KIDS._id,
  location: "Cox's Bazar, Bangladesh",
};

/**
 * What the API does with one bike: the database's narrowing (one `$in` of forms per word), then
 * the score; the two must agree on whether the bike matches.
 */
function score(bike: SearchableBike, query: string, catalogue = [marlin, allez, hero]): number {
  // The typo dictionary of these bikes, as the API stores it (`recordSearchWords`).
  const dictionary = dictionaryEntriesOf(catalogue);
  const tokens = new Set(bikeSearchTokens(bike));
  const plan = queryTokens(query).map((w) =>
    planWord(
      w,
      typoKeys(w).flatMap((k) => [...(dictionary.get(k) ?? [])]),
    ),
  );
  const narrowed = plan.every((w) => [...w.forms.keys()].some((f) => tokens.has(f)));
  const matched = new Set([...tokens].filter((t) => plan.some((w) => w.forms.has(t))));
  const result = scoreBike(plan, bike, matched);
  expect(narrowed, `${query} narrowed`).toBe(result > 0);
  return result;
}

const found = (query: string) =>
  [marlin, allez, hero].filter((bike) => score(bike, query) > 0).map((b) => b.name);

describe('words', () => {
  it('lowercases, strips diacritics and apostrophes, splits on anything but letters and digits', () => {
    expect(words('Ébène VÉLO-City, 27.5" 2x!')).toEqual(['ebene', 'velo', 'city', '27', '5', '2x']);
    expect(words('Cox’s Bazar')).toEqual(['coxs', 'bazar']);
    expect(words('Şehir Bisikleti Ø')).toEqual(['sehir', 'bisikleti', 'ø']);
    expect(words('   ')).toEqual([]);
    expect(words(undefined)).toEqual([]);
  });
});

describe('bikeSearchTokens', () => {
  it('holds every word, stems that differ, and prefixes of name and brand words only', () => {
    const tokens = bikeSearchTokens(marlin);
    expect(tokens).toEqual(expect.arrayContaining(['marlin', '7', 'trek', '^ma', '^marli', '^tr']));
    // Category title and place (the country is every bike's, so it is left out).
    expect(tokens).toEqual(expect.arrayContaining(['mountain', 'bikes', '~bike', 'dhaka']));
    expect(tokens).not.toContain('bangladesh');
    expect(tokens).toEqual(expect.arrayContaining(['hydraulic', 'brakes', '~brake']));
    expect(tokens).not.toContain('^hy');
    expect(tokens).not.toContain('^mo');
    expect(new Set(tokens).size).toBe(tokens.length);
  });

  it('takes the title of an id of ours, else the stored one, and bounds a long description', () => {
    expect(bikeSearchTokens({ name: 'Go', categoryId: KIDS._id, category: 'Other' })).toEqual([
      'go',
      'kids',
      '~kid',
      'bikes',
      '~bike',
    ]);
    expect(bikeSearchTokens({ name: 'Go', category: 'Gravel Bikes' })).toContain('gravel');
    const description = Array.from({ length: 1000 }, (_, i) => `word${i}`).join(' ');
    const tokens = bikeSearchTokens({ name: 'Giant Talon', description });
    expect(tokens.length).toBeLessThanOrEqual(MAX_SEARCH_TOKENS);
    expect(tokens.slice(0, 2)).toEqual(['giant', 'talon']);
  });
});

describe('queryTokens', () => {
  it('tokenizes a query like the bikes, without duplicates or stop words', () => {
    expect(queryTokens('  Trek trek MÁRLIN ')).toEqual(['trek', 'marlin']);
    expect(queryTokens('bikes for kids in Dhaka, Bangladesh')).toEqual(['bikes', 'kids', 'dhaka']);
    expect(queryTokens('the')).toEqual(['the']);
    expect(queryTokens('!!!')).toEqual([]);
    expect(queryTokens(undefined)).toEqual([]);
    expect(queryTokens('a b c d e f g h i j')).toHaveLength(8);
  });
});

describe('what a query finds', () => {
  it('category and place words', () => {
    expect(found('road')).toEqual(['Allez Sport']);
    expect(found('mountain bike')).toEqual(['Marlin 7']);
    expect(found('kids')).toEqual(['Hero Kids 16']);
    expect(found('dhaka')).toEqual(['Marlin 7']);
    expect(found('cox bazar')).toEqual(['Hero Kids 16']);
    expect(found('bikes in chattogram')).toEqual(['Allez Sport']);
  });

  it('plurals and word forms through the stemmer, both ways', () => {
    expect(found('brake')).toEqual(['Marlin 7']);
    expect(found('tyre')).toEqual(['Allez Sport']);
    expect(found('bike')).toHaveLength(3);
    expect(found('kid')).toEqual(['Hero Kids 16']);
  });

  it('spelling variants, short forms and old place names', () => {
    expect(found('specialised')).toEqual(['Allez Sport']);
    expect(found('mtb')).toEqual(['Marlin 7']);
    expect(found('children bike')).toEqual(['Hero Kids 16']);
    expect(found('tires')).toEqual(['Allez Sport']);
    expect(found('chittagong')).toEqual(['Allez Sport']);
    expect(found('uttara')).toEqual(['Marlin 7']);
  });

  it('one typo in words of five letters or more, not in shorter ones', () => {
    expect(found('marlon')).toEqual(['Marlin 7']);
    expect(found('specailized')).toEqual(['Allez Sport']);
    expect(found('mountian')).toEqual(['Marlin 7']);
    expect(found('chitagong')).toEqual(['Allez Sport']);
    expect(found('allz')).toEqual([]);
    expect(found('trak')).toEqual([]);
    // Two edits are not forgiven.
    expect(found('mrlon')).toEqual([]);
  });

  it('prefixes of name, brand, category and place words, not of description words', () => {
    expect(found('marl')).toEqual(['Marlin 7']);
    expect(found('dha')).toEqual(['Marlin 7']);
    expect(found('hydr')).toEqual([]);
  });

  it('needs every word', () => {
    expect(found('trek road')).toEqual([]);
    expect(found('trek dhaka hydraulic')).toEqual(['Marlin 7']);
  });
});

describe('scoreBike', () => {
  const bikes: SearchableBike[] = [
    { name: 'Roadster', description: 'road tyres', categoryId: MOUNTAIN._id },
    { name: 'Road Racer', categoryId: MOUNTAIN._id },
    { name: 'Commuter', categoryId: ROAD._id },
    { name: 'Roads Edition', categoryId: MOUNTAIN._id },
    { name: 'Racre', categoryId: KIDS._id },
  ];
  const rank = (query: string) =>
    bikes
      .map((bike) => ({ name: bike.name, score: score(bike, query, bikes) }))
      .filter((b) => b.score > 0)
      .sort((a, b) => b.score - a.score || a.name.localeCompare(b.name))
      .map((b) => `${b.name} ${b.score}`);

  it('ranks an exact name word above a category word, a stem, a prefix and the description', () => {
    expect(rank('road')).toEqual(['Road Racer 9', 'Commuter 6', 'Roads Edition 6', 'Roadster 6']);
    // "roads" begins Roadster's name: a prefix counts as a stem does.
    expect(rank('roads')).toEqual(['Roads Edition 9', 'Road Racer 6', 'Roadster 6', 'Commuter 4']);
  });

  it('ranks an exact word or a stem above a typo, and adds up the words of a query', () => {
    expect(rank('racer')).toEqual(['Road Racer 9', 'Racre 3']);
    expect(rank('racers')).toEqual(['Road Racer 6', 'Racre 3']);
    expect(rank('road racer')).toEqual(['Road Racer 18']);
  });
});

describe('the typo dictionary', () => {
  it('files name and brand words of four letters or more under themselves and their deletions', () => {
    const entries = dictionaryEntries({ name: 'Trek 7', brand: 'Giant' });
    expect(entries.get('trek')).toEqual(['trek']);
    expect(entries.get('tek')).toEqual(['trek']);
    expect(entries.get('gant')).toEqual(['giant']);
    expect(entries.has('7')).toBe(false);
  });

  it('is looked up with the query word, its stem and their deletions, from five letters', () => {
    expect(typoKeys('trak')).toEqual([]);
    expect(typoKeys('giants')).toEqual(expect.arrayContaining(['giants', 'giant', 'gants']));
  });
});

describe('closestWord', () => {
  it('allows one edit below five letters and two from five, preferring the nearest', () => {
    expect(closestWord('trk', ['trail', 'trek'])).toBe('trek');
    expect(closestWord('rod', ['roadster'])).toBeUndefined();
    expect(closestWord('specalised', ['special', 'specialized'])).toBe('specialized');
    expect(closestWord('dhaka', ['dhaka'])).toBeUndefined();
  });
});

describe('narrowing and scoring agree', () => {
  it('for any bike and any query made of its words, changed a little', () => {
    const word = fc.constantFrom(
      ...['road', 'roads', 'mountain', 'kids', 'dhaka', 'trek', 'marlin', 'brakes', 'tyre'],
      ...['specialised', 'mtb', 'uttara', 'chittagong', 'sylhet', 'bikes', 'hero', 'xc90'],
    );
    const typo = fc.tuple(word, fc.nat(), fc.constantFrom('', 'x', 'e')).map(([w, i, c]) => {
      const at = i % (w.length + 1);
      return w.slice(0, at) + c + w.slice(at + 1);
    });
    fc.assert(
      fc.property(
        fc.constantFrom(marlin, allez, hero),
        fc.array(fc.oneof(word, typo), { minLength: 1, maxLength: 3 }),
        (bike, query) => {
          score(bike, query.join(' '));
        },
      ),
      { numRuns: 300 },
    );
  });
});
