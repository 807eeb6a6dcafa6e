import { describe, expect, it } from 'vitest';
import { decodeSuggestion, encodeSuggestion, formatTotal, parseTotal } from './list-totals';
import {
  FACET_WORDS,
  VARIANT_GROUPS,
  deletes,
  editDistance,
  isPlainWord,
  stem,
  variantsOf,
} from './search-words';

describe('stem', () => {
  it('joins plurals and word forms of plain words, and leaves models and sizes alone', () => {
    expect(['bikes', 'biking', 'bike'].map(stem)).toEqual(['bike', 'bike', 'bike']);
    expect(stem('brakes')).toBe(stem('brake'));
    expect(stem('xc900s')).toBe('xc900s');
    expect(stem('ø')).toBe('ø');
  });
});

describe('variants', () => {
  it('relate the words of a group both ways, and an area to its city one way', () => {
    expect(variantsOf('specialised')).toEqual(['specialized']);
    expect(variantsOf('mtb')).toEqual(['mountain']);
    expect(variantsOf('uttara')).toEqual(['dhaka']);
    expect(variantsOf('dhaka')).toEqual([]);
    expect(variantsOf('chittagong')).toEqual(['chattogram']);
  });

  it('are plain words, each in one group only', () => {
    const all = VARIANT_GROUPS.flat();
    expect(all.every(isPlainWord)).toBe(true);
    expect(new Set(all).size).toBe(all.length);
  });

  it('know our category and place words', () => {
    expect(FACET_WORDS).toEqual(expect.arrayContaining(['mountain', 'road', 'kids', 'bikes']));
    expect(FACET_WORDS).toEqual(expect.arrayContaining(['dhaka', 'chattogram', 'coxs', 'bazar']));
    expect(FACET_WORDS).not.toContain('bangladesh');
  });
});

describe('edits', () => {
  it('deletes one letter each way once', () => {
    expect(deletes('road')).toEqual(['oad', 'rad', 'rod', 'roa']);
    expect(deletes('book')).toEqual(['ook', 'bok', 'boo']);
  });

  it('counts insertions, deletions, substitutions and adjacent swaps as one edit each', () => {
    expect(editDistance('marlin', 'marlin', 1)).toBe(0);
    expect(editDistance('marlin', 'marlon', 1)).toBe(1);
    expect(editDistance('marlin', 'marlins', 1)).toBe(1);
    expect(editDistance('mountain', 'mountian', 1)).toBe(1);
    expect(editDistance('trail', 'rails', 2)).toBe(2);
    // Past `max` the answer is max + 1, however far.
    expect(editDistance('trail', 'rails', 1)).toBe(2);
    expect(editDistance('a', 'abcdef', 2)).toBe(3);
  });
});

describe('list totals on the wire', () => {
  it('formats a count, with + once the cap is reached, and reads it back', () => {
    expect(formatTotal({ count: 23, atLeast: false })).toBe('23');
    expect(formatTotal({ count: 10_000, atLeast: true })).toBe('10000+');
    expect(parseTotal('10000+')).toEqual({ count: 10_000, atLeast: true });
    expect(parseTotal('7')).toEqual({ count: 7, atLeast: false });
    for (const bad of [null, '', '-1', '3.5', 'many']) expect(parseTotal(bad)).toBeNull();
  });

  it('percent-encodes a suggestion', () => {
    expect(encodeSuggestion('cox bazar')).toBe('cox%20bazar');
    expect(decodeSuggestion('cox%20bazar')).toBe('cox bazar');
    expect(decodeSuggestion('%E0%A4')).toBeNull();
    expect(decodeSuggestion(null)).toBeNull();
  });
});
