import { describe, expect, it } from 'vitest';
import { canonicalCategoryId, canonicalLocation } from './aliases';
import { BikeFieldsSchema, LocationSchema } from './bikes';
import { SearchBikesQuerySchema } from './bike-search';
import { CategoryBikesParamsSchema, CategoryIdSchema, CategoryParamsSchema } from './categories';
import { CATEGORIES, LOCATIONS } from './constants';
import { commonMessages } from './messages';
import { validBike } from './test-fixtures';

const [MOUNTAIN, ROAD, KIDS] = CATEGORIES;

/**
 * The Add Product form of the catalogue this product replaces: its 14 options, each as the
 * value it submitted (three Dhaka options shared one value) and the label it showed.
 */
const ORIGINAL_LOCATIONS: [submitted: string, label: string, ours: string][] = [
  ['Dhaka, Bangladesh', 'Dhaka, Bangladesh', 'Dhaka, Bangladesh'],
  ['Faridpur, Dhaka, Bangladesh', 'Faridpur, Dhaka, Bangladesh', 'Dhaka, Bangladesh'],
  ['Faridpur, Dhaka, Bangladesh', 'Uttara, Dhaka, Bangladesh', 'Dhaka, Bangladesh'],
  ['Faridpur, Dhaka, Bangladesh', 'Jatrabari, Dhaka, Bangladesh', 'Dhaka, Bangladesh'],
  ['Chittagong, Bangladesh', 'Chittagong, Bangladesh', 'Chattogram, Bangladesh'],
  ['Sylhet, Bangladesh', 'Sylhet, Bangladesh', 'Sylhet, Bangladesh'],
  ['Moulvibazar, Sylhet, Bangladesh', 'Moulvibazar, Sylhet, Bangladesh', 'Sylhet, Bangladesh'],
  ['Rajshahi, Bangladesh', 'Rajshahi, Bangladesh', 'Rajshahi, Bangladesh'],
  ['Khulna, Bangladesh', 'Khulna, Bangladesh', 'Khulna, Bangladesh'],
  ['Jessore, Khulna, Bangladesh', 'Jessore, Khulna, Bangladesh', 'Jashore, Bangladesh'],
  ['Bagerhat, Khulna, Bangladesh', 'Bagerhat, Khulna, Bangladesh', 'Khulna, Bangladesh'],
  ['Mymenssingh, Bangladesh', 'Mymenssingh, Bangladesh', 'Mymensingh, Bangladesh'],
  ['Rangpur, Bangladesh', 'Rangpur, Bangladesh', 'Rangpur, Bangladesh'],
  ['Barisal, Bangladesh', 'Barisal, Bangladesh', 'Barishal, Bangladesh'],
];

describe('category id aliases', () => {
  it('reads the original client’s three ids as ours, and leaves any other id alone', () => {
    expect(canonicalCategoryId('63b91e93cf6d241d3e4d39fe')).toBe(MOUNTAIN._id);
    expect(canonicalCategoryId('63b91e93cf6d241d3e4d39ff')).toBe(ROAD._id);
    expect(canonicalCategoryId('63B91E93CF6D241D3E4D3A00')).toBe(KIDS._id);
    expect(canonicalCategoryId(KIDS._id.toUpperCase())).toBe(KIDS._id);
    expect(canonicalCategoryId('0123456789abcdef01234567')).toBe('0123456789abcdef01234567');
  });

  it('passes through the schemas of bodies, queries and paths as ours', () => {
    expect(CategoryIdSchema.parse('63b91e93cf6d241d3e4d39ff')).toBe(ROAD._id);
    expect(CategoryIdSchema.safeParse('0123456789abcdef01234567').success).toBe(false);
    expect(CategoryIdSchema.safeParse(42).success).toBe(false);
    expect(CategoryParamsSchema.parse({ id: '63b91e93cf6d241d3e4d3a00' })).toEqual({
      id: KIDS._id,
    });
    expect(CategoryBikesParamsSchema.parse({ categoryId: '63b91e93cf6d241d3e4d39fe' })).toEqual({
      categoryId: MOUNTAIN._id,
    });
    const unknown = CategoryParamsSchema.safeParse({ id: 'not-an-id' });
    expect(unknown.error?.issues[0]?.message).toBe(commonMessages.validation.invalidId);
  });
});

describe('location aliases', () => {
  it.each(ORIGINAL_LOCATIONS)('reads the original %s (shown as %s) as %s', (value, label, ours) => {
    expect(canonicalLocation(value)).toBe(ours);
    expect(canonicalLocation(label)).toBe(ours);
  });

  it('reads every location of ours as itself, and older or looser spellings as ours', () => {
    for (const location of LOCATIONS) expect(canonicalLocation(location)).toBe(location);
    expect(canonicalLocation('Comilla, Bangladesh')).toBe('Cumilla, Bangladesh');
    expect(canonicalLocation('Bogra')).toBe('Bogura, Bangladesh');
    expect(canonicalLocation('  CHITTAGONG ')).toBe('Chattogram, Bangladesh');
    expect(canonicalLocation('Cox’s Bazar, Bangladesh')).toBe("Cox's Bazar, Bangladesh");
    expect(canonicalLocation('Coxs Bazar')).toBe("Cox's Bazar, Bangladesh");
  });

  it('refuses places that are none of ours', () => {
    expect(canonicalLocation('Dhka, Bangladesh')).toBeUndefined();
    expect(canonicalLocation('Kolkata, India')).toBeUndefined();
    expect(canonicalLocation('Bangladesh')).toBeUndefined();
    expect(canonicalLocation('')).toBeUndefined();
  });

  it('passes through the forms’ and the API’s schemas as ours', () => {
    expect(LocationSchema.parse('Barisal, Bangladesh')).toBe('Barishal, Bangladesh');
    expect(LocationSchema.safeParse('Dhka, Bangladesh').success).toBe(false);
    const bike = BikeFieldsSchema.parse({
      ...validBike,
      location: 'Jessore, Khulna, Bangladesh',
      categoryId: '63b91e93cf6d241d3e4d3a00',
    });
    expect(bike).toMatchObject({ location: 'Jashore, Bangladesh', categoryId: KIDS._id });
    const query = SearchBikesQuerySchema.parse({
      location: 'Chittagong, Bangladesh',
      categoryId: '63b91e93cf6d241d3e4d39ff',
    });
    expect(query).toMatchObject({ location: 'Chattogram, Bangladesh', categoryId: ROAD._id });
    expect(SearchBikesQuerySchema.parse({ location: '' }).location).toBeUndefined();
  });
});
