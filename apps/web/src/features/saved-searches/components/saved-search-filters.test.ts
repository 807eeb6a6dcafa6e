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
});
