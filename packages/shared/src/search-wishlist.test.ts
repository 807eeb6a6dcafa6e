import { describe, expect, it } from 'vitest';
import { BikeFieldsSchema, CreateBikeBodySchema, UpdateBikeImagesBodySchema } from './bikes';
import { SearchBikesQuerySchema } from './bike-search';
import { buildOpenApiDocument } from './openapi';
import { commonMessages } from './messages';
import { validBike } from './test-fixtures';
import { WishlistItemSchema } from './wishlist';

const v = commonMessages.validation;
const img = (n: number) => `/images/${String(n).padStart(24, '0')}`;

function messagesOf(r: { error?: { issues: { message: string }[] } }) {
  return (r.error?.issues ?? []).map((i) => i.message);
}

describe('BikeFieldsSchema attributes', () => {
  it('trims the brand and treats a blank brand or empty select as absent', () => {
    const parsed = BikeFieldsSchema.parse({
      ...validBike,
      brand: '  Trek ',
      frameSize: '',
      wheelSize: '29"',
      frameMaterial: 'Carbon',
    });
    expect(parsed.brand).toBe('Trek');
    expect(parsed.frameSize).toBeUndefined();
    expect(parsed.wheelSize).toBe('29"');
    expect(BikeFieldsSchema.parse({ ...validBike, brand: '   ' }).brand).toBeUndefined();
  });

  it('refuses a brand over 40 characters and values outside the lists', () => {
    expect(messagesOf(BikeFieldsSchema.safeParse({ ...validBike, brand: 'x'.repeat(41) }))).toEqual(
      [v.brandTooLong],
    );
    expect(BikeFieldsSchema.safeParse({ ...validBike, frameSize: 'XXL' }).success).toBe(false);
    expect(BikeFieldsSchema.safeParse({ ...validBike, wheelSize: '28' }).success).toBe(false);
    expect(BikeFieldsSchema.safeParse({ ...validBike, frameMaterial: 'Wood' }).success).toBe(false);
  });
});

describe('CreateBikeBodySchema images', () => {
  it('accepts images that start with the cover', () => {
    const r = CreateBikeBodySchema.safeParse({
      ...validBike,
      img: img(1),
      images: [img(1), img(2)],
    });
    expect(r.success).toBe(true);
  });

  it('refuses images whose first is not the cover', () => {
    const r = CreateBikeBodySchema.safeParse({
      ...validBike,
      img: img(1),
      images: [img(2), img(1)],
    });
    expect(messagesOf(r)).toEqual([v.coverMustBeFirst]);
  });

  it('refuses duplicates, more than 6 and none', () => {
    const body = (images: string[]) => UpdateBikeImagesBodySchema.safeParse({ images });
    expect(messagesOf(body([img(1), img(1)]))).toEqual([v.imagesDuplicate]);
    expect(messagesOf(body([1, 2, 3, 4, 5, 6, 7].map(img)))).toEqual([v.imagesTooMany]);
    expect(messagesOf(body([]))).toEqual([v.imagesRequired]);
    expect(body(['https://evil.example/x.png']).success).toBe(false);
  });
});

describe('SearchBikesQuerySchema', () => {
  it('coerces numbers, defaults the sort to newest and ignores empty parameters', () => {
    const q = SearchBikesQuerySchema.parse({
      minPrice: '20',
      maxPrice: '',
      yearFrom: '2019',
      condition: '',
    });
    expect(q).toMatchObject({ minPrice: 20, yearFrom: 2019, sort: 'newest' });
    expect(q.maxPrice).toBeUndefined();
    expect(q.condition).toBeUndefined();
  });

  it('refuses an inverted price or year range with clear messages', () => {
    expect(
      messagesOf(SearchBikesQuerySchema.safeParse({ minPrice: '500', maxPrice: '100' })),
    ).toEqual([v.priceRangeOrder]);
    expect(
      messagesOf(SearchBikesQuerySchema.safeParse({ yearFrom: '2022', yearTo: '2020' })),
    ).toEqual([v.yearRangeOrder]);
  });

  it('refuses long queries, non-numbers, repeated parameters and unknown sorts', () => {
    expect(messagesOf(SearchBikesQuerySchema.safeParse({ q: 'x'.repeat(101) }))).toEqual([
      v.searchTooLong,
    ]);
    expect(messagesOf(SearchBikesQuerySchema.safeParse({ minPrice: 'abc' }))).toEqual([
      v.invalidNumber,
    ]);
    expect(SearchBikesQuerySchema.safeParse({ minPrice: ['1', '2'] }).success).toBe(false);
    expect(SearchBikesQuerySchema.safeParse({ q: ['a', 'b'] }).success).toBe(false);
    expect(SearchBikesQuerySchema.safeParse({ sort: 'cheapest' }).success).toBe(false);
  });
});

describe('wishlist and openapi', () => {
  it('describes a wishlist item with its availability', () => {
    const item = {
      bikeId: '0123456789abcdef01234567',
      savedAt: '2026-01-01T00:00:00.000Z',
      availability: 'removed',
      bike: {
        _id: '0123456789abcdef01234567',
        name: 'Trek',
        img: img(1),
        resalePrice: 300,
        location: 'Dhaka, Bangladesh',
        category: 'Mountain Bikes',
        categoryId: '637f4e0c7d8f1b2a3c4d5e01',
        condition: 'Good',
      },
    };
    expect(WishlistItemSchema.parse(item)).toEqual(item);
    expect(WishlistItemSchema.safeParse({ ...item, availability: 'gone' }).success).toBe(false);
  });

  it('documents the search filters as query parameters', () => {
    const doc = buildOpenApiDocument('http://localhost:5000');
    const op = doc.paths['/bikes/search']?.get as { parameters: { name: string }[] };
    const names = op.parameters.map((p) => p.name);
    expect(names).toEqual(expect.arrayContaining(['q', 'minPrice', 'sort', 'cursor', 'frameSize']));
  });
});
