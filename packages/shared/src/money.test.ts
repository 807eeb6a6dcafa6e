import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { fromCents, PriceSchema, toCents } from './common';
import { MAX_PRICE, MIN_PRICE } from './constants';
import { formatPrice } from './format';

const MIN_CENTS = MIN_PRICE * 100;
const MAX_CENTS = MAX_PRICE * 100;

/** Every price a seller can type: a whole number of cents between the bounds. */
const centsArbitrary = fc.integer({ min: MIN_CENTS, max: MAX_CENTS });
const validPrice = centsArbitrary.map((cents) => ({ cents, price: cents / 100 }));

/** "$1,234.50" → 1234.5 */
const parseFormatted = (text: string) => Number(text.replace(/^\$/, '').replace(/,/g, ''));

describe('price → cents (toCents, fromCents)', () => {
  it('accepts every whole-cent price within the bounds', () => {
    fc.assert(fc.property(validPrice, ({ price }) => PriceSchema.safeParse(price).success));
  });

  it('gives integer cents, never off by one cent, and round-trips', () => {
    fc.assert(
      fc.property(validPrice, ({ cents, price }) => {
        const converted = toCents(price);
        return Number.isInteger(converted) && converted === cents && fromCents(converted) === price;
      }),
    );
  });

  it('is exact at the bounds and on the classic binary-float traps', () => {
    for (const [price, cents] of [
      [MIN_PRICE, MIN_CENTS],
      [MAX_PRICE, MAX_CENTS],
      [19.99 + 0.01, 2000],
      [20.01, 2001],
      [1.15 * 100, 11500],
      [4.35 + 100, 10435],
      [123456.78, 12345678],
      [999999.99, 99999999],
    ] as const) {
      expect(toCents(price)).toBe(cents);
    }
  });

  it('adds up: the cents of a sum are the sum of the cents', () => {
    fc.assert(
      fc.property(
        validPrice,
        validPrice,
        (a, b) => toCents(a.price + b.price) === a.cents + b.cents,
      ),
    );
  });
});

describe('PriceSchema and more than two decimals', () => {
  it('refuses a price with a fraction of a cent, and toCents would have rounded it away', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: MIN_CENTS, max: MAX_CENTS - 1 }),
        fc.integer({ min: 1, max: 99 }),
        (cents, tenthsOfMill) => {
          const price = (cents * 100 + tenthsOfMill) / 10_000;
          return !PriceSchema.safeParse(price).success && toCents(price) !== price * 100;
        },
      ),
    );
  });

  it('charges exactly what it accepts: an accepted price is within a millionth of a cent of its cents', () => {
    fc.assert(
      fc.property(fc.double({ min: MIN_PRICE, max: MAX_PRICE, noNaN: true }), (price) => {
        if (!PriceSchema.safeParse(price).success) return true;
        const cents = toCents(price);
        return (
          Number.isInteger(cents) &&
          Math.abs(cents - price * 100) < 1e-6 &&
          Math.abs(fromCents(cents) - price) < 1e-8
        );
      }),
    );
  });

  it('refuses prices out of bounds and values that are not prices', () => {
    fc.assert(
      fc.property(
        fc.oneof(
          fc.double({ max: MIN_PRICE, maxExcluded: true, noNaN: true }),
          fc.double({ min: MAX_PRICE, minExcluded: true }),
          fc.constantFrom(Number.NaN, Number.POSITIVE_INFINITY, Number.NEGATIVE_INFINITY),
          fc.string(),
          fc.constantFrom(null, undefined, true, [], {}),
        ),
        (value) => !PriceSchema.safeParse(value).success,
      ),
    );
  });
});

describe('formatPrice', () => {
  it('shows the same amount, with a dollar sign, thousands separators and at most two decimals', () => {
    fc.assert(
      fc.property(validPrice, ({ cents, price }) => {
        const text = formatPrice(price);
        return (
          /^\$\d{1,3}(,\d{3})*(\.\d{1,2})?$/.test(text) && toCents(parseFormatted(text)) === cents
        );
      }),
    );
  });

  it('shows whole dollars without decimals and cents with them', () => {
    fc.assert(
      fc.property(
        validPrice,
        ({ cents, price }) => formatPrice(price).includes('.') === (cents % 100 !== 0),
      ),
    );
  });
});
