import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { fromCents, MAX_PRICE, MIN_PRICE, toCents } from '@reride/shared';

/**
 * Prices are typed as dollars with at most two decimals; providers charge integer cents.
 * Binary floats cannot hold most such prices exactly (19.99 * 100 = 1998.9999…), so the
 * conversion must round, and these properties check it over the whole price range.
 */
const UPPER = Math.min(MAX_PRICE, 1_000_000);
const priceCents = fc.integer({ min: MIN_PRICE * 100, max: UPPER * 100 });
/** A price as a person types it: the decimal text of whole cents, parsed to a float. */
const typedPrice = priceCents.map((cents) => Number((cents / 100).toFixed(2)));

describe('toCents (property tests)', () => {
  it(`turns every price with at most 2 decimals in [${MIN_PRICE}, ${UPPER}] into an integer`, () => {
    fc.assert(
      fc.property(typedPrice, (price) => {
        expect(Number.isInteger(toCents(price))).toBe(true);
      }),
      { numRuns: 5000 },
    );
  });

  it('round-trips: toCents(p) / 100 === p', () => {
    fc.assert(
      fc.property(typedPrice, (price) => {
        expect(toCents(price) / 100).toBe(price);
        expect(fromCents(toCents(price))).toBe(price);
      }),
      { numRuns: 5000 },
    );
  });

  it('is exact on the cents the price was typed from', () => {
    fc.assert(
      fc.property(priceCents, (cents) => {
        expect(toCents(Number((cents / 100).toFixed(2)))).toBe(cents);
      }),
      { numRuns: 5000 },
    );
  });

  it('handles the classic float traps exactly', () => {
    expect(toCents(19.99)).toBe(1999);
    expect(toCents(0.29 + 20)).toBe(2029);
    expect(toCents(1_000_000)).toBe(100_000_000);
  });
});
