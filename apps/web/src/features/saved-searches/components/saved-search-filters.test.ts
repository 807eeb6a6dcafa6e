import { CATEGORIES } from '@reride/shared';
import { describe, expect, it } from 'vitest';
import { savedFiltersOf } from './save-search-button';
import { filtersSummary, searchHref } from './saved-searches-list';

describe('saved search filters', () => {
  it('keeps the set filters of the URL, numbers as numbers, without the order', () => {
    expect(
      savedFiltersOf({
        q: 'trek',
        categoryId: CATEGORIES[1]._id,
        maxPrice: '600',
        minPrice: '',
        sort: 'newest',
      }),
    ).toEqual({ q: 'trek', categoryId: CATEGORIES[1]._id, maxPrice: 600 });
  });

  it('says the filters in words, and links back to the search', () => {
    const filters = { categoryId: CATEGORIES[1]._id, maxPrice: 600 };
    expect(filtersSummary(filters)).toBe('Road Bikes · up to $600');
    expect(filtersSummary({})).toBe('Any bike');
    expect(searchHref(filters)).toBe(`/search?categoryId=${CATEGORIES[1]._id}&maxPrice=600`);
  });

  it('says the distance filter: a place by its label, a position as yours', () => {
    const road = { categoryId: CATEGORIES[1]._id, maxPrice: 600 };
    expect(filtersSummary({ ...road, near: 'mirpur', radiusKm: 15 })).toBe(
      'Road Bikes · up to $600 · within 15 km of Mirpur, Dhaka',
    );
    expect(filtersSummary({ near: 'uttara' })).toBe('within 10 km of Uttara, Dhaka');
    expect(filtersSummary({ lat: 23.8, lon: 90.4, radiusKm: 5 })).toBe(
      'within 5 km of your position',
    );
  });
});
