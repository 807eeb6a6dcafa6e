import { describe, expect, it } from 'vitest';
import { MAX_SEARCH_TOKENS, bikeSearchTokens, queryTokens, words } from './search-tokens';

describe('words', () => {
  it('lowercases, strips diacritics and splits on anything but letters and digits', () => {
    expect(words('Ébène VÉLO-City, 27.5" 2x!')).toEqual(['ebene', 'velo', 'city', '27', '5', '2x']);
    expect(words('Şehir Bisikleti Ø')).toEqual(['sehir', 'bisikleti', 'ø']);
    expect(words('   ')).toEqual([]);
    expect(words(undefined)).toEqual([]);
  });
});

describe('bikeSearchTokens', () => {
  it('holds name, brand and description words and prefixes of name and brand words only', () => {
    const tokens = bikeSearchTokens({
      name: 'Marlin 7',
      brand: 'Trek',
      description: 'Hydraulic brakes',
    });
    expect(tokens).toEqual(
      expect.arrayContaining(['marlin', 'ma', 'mar', 'marl', 'marli', '7', 'trek', 'tr', 'tre']),
    );
    expect(tokens).toContain('hydraulic');
    expect(tokens).not.toContain('hy');
    expect(tokens).not.toContain('m');
    expect(new Set(tokens).size).toBe(tokens.length);
  });

  it('works without brand or description and bounds a long description', () => {
    expect(bikeSearchTokens({ name: 'Go' })).toEqual(['go']);
    const description = Array.from({ length: 1000 }, (_, i) => `word${i}`).join(' ');
    const tokens = bikeSearchTokens({ name: 'Giant Talon', description });
    expect(tokens).toHaveLength(MAX_SEARCH_TOKENS);
    expect(tokens.slice(0, 2)).toEqual(['giant', 'talon']);
  });
});

describe('queryTokens', () => {
  it('tokenizes a query like the bikes, without duplicates', () => {
    expect(queryTokens('  Trek trek MÁRLIN ')).toEqual(['trek', 'marlin']);
    expect(queryTokens('!!!')).toEqual([]);
    expect(queryTokens(undefined)).toEqual([]);
  });

  it('matches a bike whose tokens hold every query word, prefixes of name words included', () => {
    const tokens = new Set(
      bikeSearchTokens({ name: 'Marlin 7', brand: 'Trek', description: 'blue' }),
    );
    const matches = (q: string) => queryTokens(q).every((w) => tokens.has(w));
    expect(matches('tre marl')).toBe(true);
    expect(matches('blue trek')).toBe(true);
    expect(matches('bl')).toBe(false);
    expect(matches('trek red')).toBe(false);
  });
});
