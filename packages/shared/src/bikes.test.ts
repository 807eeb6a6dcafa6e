import { describe, expect, it } from 'vitest';
import { BikeFieldsSchema, CreateBikeBodySchema, yearsUsed } from './bikes';
import { CATEGORIES, LOCATIONS, MIN_PURCHASE_YEAR, currentYear } from './constants';
import { commonMessages } from './messages';
import { validBike } from './test-fixtures';

const v = commonMessages.validation;

function issues(input: unknown) {
  const r = BikeFieldsSchema.safeParse(input);
  return (r.error?.issues ?? []).map((i) => `${i.path.join('.')}: ${i.message}`);
}

describe('BikeFieldsSchema (Add a Product)', () => {
  it('applies the defaults of the form', () => {
    const bike = BikeFieldsSchema.parse(validBike);
    expect(bike.categoryId).toBe(CATEGORIES[0]._id);
    expect(bike.condition).toBe('Excellent');
    expect(bike.location).toBe('Dhaka, Bangladesh');
    expect(bike.description).toBe('');
  });

  it('says Required field for each missing required field', () => {
    expect(issues({ purchaseYear: 2020 })).toEqual([
      `name: ${v.requiredField}`,
      `resalePrice: ${v.requiredField}`,
      `originalPrice: ${v.requiredField}`,
      `mobile: ${v.requiredField}`,
    ]);
  });

  it('treats an empty number input (NaN) as a missing price', () => {
    expect(issues({ ...validBike, resalePrice: Number.NaN })).toEqual([
      `resalePrice: ${v.requiredField}`,
    ]);
  });

  it('refuses prices under 20 and accepts 20', () => {
    expect(issues({ ...validBike, resalePrice: 19.99 })).toEqual([`resalePrice: ${v.priceMin}`]);
    expect(issues({ ...validBike, resalePrice: 20 })).toEqual([]);
  });

  it('refuses prices with more than two decimals', () => {
    expect(issues({ ...validBike, originalPrice: 20.005 })).toEqual([
      `originalPrice: ${v.priceCents}`,
    ]);
  });

  it('bounds the purchase year to 1999 and the current year', () => {
    expect(issues({ ...validBike, purchaseYear: MIN_PURCHASE_YEAR })).toEqual([]);
    expect(issues({ ...validBike, purchaseYear: currentYear() })).toEqual([]);
    expect(issues({ ...validBike, purchaseYear: 1998 })).toEqual([
      `purchaseYear: ${v.purchaseYearRange}`,
    ]);
    expect(issues({ ...validBike, purchaseYear: currentYear() + 1 })).toEqual([
      `purchaseYear: ${v.purchaseYearRange}`,
    ]);
  });

  it('keeps the mobile number as digits, leading zero included', () => {
    expect(BikeFieldsSchema.parse(validBike).mobile).toBe('01712345678');
    expect(issues({ ...validBike, mobile: '01712-ABC' })).toEqual([`mobile: ${v.mobileNumeric}`]);
  });

  it('accepts only the fixed categories, conditions and locations', () => {
    expect(issues({ ...validBike, categoryId: '000000000000000000000000' })).toHaveLength(1);
    expect(issues({ ...validBike, condition: 'Broken' })).toHaveLength(1);
    expect(issues({ ...validBike, location: 'Paris' })).toHaveLength(1);
  });
});

describe('constants', () => {
  it('has 14 distinct locations, Dhaka first', () => {
    expect(LOCATIONS).toHaveLength(14);
    expect(new Set(LOCATIONS).size).toBe(14);
    expect(LOCATIONS[0]).toBe('Dhaka, Bangladesh');
  });

  it('has the three categories with fixed distinct ids, NEW on Kids Bikes only', () => {
    expect(CATEGORIES.map((c) => c.title)).toEqual(['Mountain Bikes', 'Road Bikes', 'Kids Bikes']);
    expect(new Set(CATEGORIES.map((c) => c._id)).size).toBe(3);
    expect(CATEGORIES.filter((c) => c.isNew).map((c) => c.title)).toEqual(['Kids Bikes']);
  });
});

describe('CreateBikeBodySchema', () => {
  it('accepts only images served by our pipeline', () => {
    const img = 'http://localhost:5000/images/0123456789abcdef01234567';
    expect(CreateBikeBodySchema.safeParse({ ...validBike, img }).success).toBe(true);
    expect(
      CreateBikeBodySchema.safeParse({ ...validBike, img: 'javascript:alert(1)' }).success,
    ).toBe(false);
    expect(
      CreateBikeBodySchema.safeParse({ ...validBike, img: 'https://evil.example/x.png' }).success,
    ).toBe(false);
  });

  it('drops server-owned fields sent by a client', () => {
    const img = '/images/0123456789abcdef01234567';
    const parsed = CreateBikeBodySchema.parse({
      ...validBike,
      img,
      status: 'Sold',
      advertised: true,
      sellerEmail: 'x@y.z',
    });
    expect(parsed).not.toHaveProperty('status');
    expect(parsed).not.toHaveProperty('advertised');
    expect(parsed).not.toHaveProperty('sellerEmail');
  });
});

describe('yearsUsed', () => {
  it('is the current year minus the purchase year, never negative', () => {
    const now = new Date('2026-06-01T00:00:00Z');
    expect(yearsUsed(2020, now)).toBe(6);
    expect(yearsUsed(2026, now)).toBe(0);
    expect(yearsUsed(2030, now)).toBe(0);
  });
});
