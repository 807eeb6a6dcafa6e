import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import {
  BikeFieldsSchema,
  CONDITIONS,
  currentYear,
  MIN_PRICE,
  MIN_PURCHASE_YEAR,
} from '@reride/shared';
import { bikeSvg, drawBikeJpeg } from './bike-art';
import { DEMO_ACCOUNTS, DEMO_PASSWORD, demoBikes } from './seed';

// The seed itself runs against the real stack in every e2e run (e2e/harness/fixtures.ts);
// these check the catalogue's shape and the drawings without a database.
describe('demo catalogue', () => {
  const bikes = demoBikes();
  const MAX_PHOTOS_IN_SEED = 4;

  it('has at least 30 bikes, ten or more in each category, with unique names', () => {
    expect(bikes.length).toBeGreaterThanOrEqual(30);
    for (const kind of ['mountain', 'road', 'kids'] as const) {
      expect(bikes.filter((b) => b.kind === kind).length).toBeGreaterThanOrEqual(10);
    }
    expect(new Set(bikes.map((b) => b.name)).size).toBe(bikes.length);
  });

  it('varies prices, conditions, years and locations within the validation rules', () => {
    expect(new Set(bikes.map((b) => b.condition))).toEqual(new Set(CONDITIONS));
    expect(new Set(bikes.map((b) => b.purchaseYear)).size).toBeGreaterThanOrEqual(6);
    expect(new Set(bikes.map((b) => b.location)).size).toBeGreaterThanOrEqual(10);
    for (const bike of bikes) {
      expect(bike.resalePrice).toBeGreaterThanOrEqual(MIN_PRICE);
      expect(bike.resalePrice).toBeLessThan(bike.originalPrice);
      expect(bike.purchaseYear).toBeGreaterThanOrEqual(MIN_PURCHASE_YEAR);
      expect(bike.purchaseYear).toBeLessThanOrEqual(currentYear());
    }
  });

  it('has advertised, sold and booked-but-unpaid bikes in every category, from both sellers', () => {
    for (const kind of ['mountain', 'road', 'kids'] as const) {
      const ofKind = bikes.filter((b) => b.kind === kind);
      expect(ofKind.some((b) => b.advertised && !b.soldTo)).toBe(true);
      expect(ofKind.some((b) => b.soldTo)).toBe(true);
      expect(ofKind.some((b) => b.bookedBy)).toBe(true);
    }
    expect(new Set(bikes.map((b) => b.seller))).toEqual(new Set(['verifiedSeller', 'seller']));
  });

  it('gives many bikes a brand, frame, wheel and material of the lists, and 2 to 4 photos', () => {
    const withPhotos = bikes.filter((b) => (b.photos ?? 1) > 1);
    expect(withPhotos.length).toBeGreaterThanOrEqual(6);
    for (const b of withPhotos) expect(b.photos).toBeGreaterThanOrEqual(2);
    expect(Math.max(...bikes.map((b) => b.photos ?? 1))).toBe(MAX_PHOTOS_IN_SEED);
    expect(bikes.filter((b) => b.brand).length).toBeGreaterThan(bikes.length / 2);
    expect(bikes.some((b) => !b.brand && !b.frameSize)).toBe(false);
    for (const b of bikes) {
      const parsed = BikeFieldsSchema.safeParse({ ...b, categoryId: undefined });
      expect(parsed.success, b.name).toBe(true);
    }
    expect(
      bikes.filter((b) => b.kind === 'road').every((b) => !b.wheelSize || b.wheelSize === '700c'),
    ).toBe(true);
    expect(bikes.find((b) => b.name === 'Phoenix Junior 16"')?.wheelSize).toBe('16"');
  });

  it('uses a password that meets the sign-up rule and emails of a reserved test domain', () => {
    expect(DEMO_PASSWORD).toMatch(/^(?=.*[A-Z])(?=.*[!@#$&*])(?=.*[0-9]).{6,}$/);
    for (const account of Object.values(DEMO_ACCOUNTS)) expect(account.email).toMatch(/\.test$/);
  });
});

describe('bike drawings', () => {
  it('draws the same picture for the same seed and another for another seed', () => {
    expect(bikeSvg({ kind: 'road', seed: 3 })).toBe(bikeSvg({ kind: 'road', seed: 3 }));
    expect(bikeSvg({ kind: 'road', seed: 3 })).not.toBe(bikeSvg({ kind: 'road', seed: 4 }));
    expect(bikeSvg({ kind: 'road', seed: 3 })).not.toBe(bikeSvg({ kind: 'kids', seed: 3 }));
  });

  it('renders a JPEG of the large image size', async () => {
    const jpeg = await drawBikeJpeg({ kind: 'mountain', seed: 1 });
    const meta = await sharp(jpeg).metadata();
    expect(meta.format).toBe('jpeg');
    expect([meta.width, meta.height]).toEqual([1000, 584]);
  });
});
