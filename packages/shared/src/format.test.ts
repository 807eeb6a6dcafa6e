import { describe, expect, it } from 'vitest';
import { formatCount, formatMediumDate, formatMoney, formatMonthYear, formatPrice } from './format';

/** What the formatters wrote when they called toLocaleString; they must keep writing it. */
const byLocale = (amount: number, digits: number) =>
  `$${amount.toLocaleString('en-US', { minimumFractionDigits: digits, maximumFractionDigits: 2 })}`;

const AMOUNTS = [
  0, 1, 9.99, 20.5, 99.1, 100, 999, 1000, 1250, 12_345.67, 999_999.99, 1_000_000, 1_000_000.5, 0.01,
  0.1, 450.5, 1_234_567.89,
];

describe('formatPrice', () => {
  it.each(AMOUNTS)('writes %s as toLocaleString en-US would', (amount) => {
    expect(formatPrice(amount)).toBe(byLocale(amount, Number.isInteger(amount) ? 0 : 2));
  });

  it('writes negative amounts with the sign after the dollar', () => {
    expect(formatPrice(-20.5)).toBe(byLocale(-20.5, 2));
    expect(formatPrice(-1250)).toBe('$-1,250');
  });
});

describe('formatMoney', () => {
  it.each([0, 1, 5, 99, 100, 2050, 45_050, 123_456, 100_000_000, -2050])(
    'writes %s cents with both digits',
    (cents) => {
      expect(formatMoney(cents)).toBe(byLocale(cents / 100, 2));
    },
  );
});

describe('formatMonthYear', () => {
  it('names the month and year in UTC', () => {
    for (let month = 0; month < 12; month += 1) {
      const date = new Date(Date.UTC(2024, month, 1, 0, 30));
      const expected = date.toLocaleString('en-US', {
        month: 'long',
        year: 'numeric',
        timeZone: 'UTC',
      });
      expect(formatMonthYear(date)).toBe(expected);
    }
  });
});

describe('formatCount', () => {
  it.each([0, 7, 999, 1000, 10_000, 123_456, 1_000_000, 98_765_432, -1234])(
    'writes %s as toLocaleString en-US would',
    (count) => {
      expect(formatCount(count)).toBe(count.toLocaleString('en-US'));
    },
  );
});

describe('formatMediumDate', () => {
  it('writes each month as the en-US medium date style does, in UTC', () => {
    const medium = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeZone: 'UTC' });
    for (let month = 0; month < 12; month += 1) {
      const date = new Date(Date.UTC(2025, month, month + 9, 23, 59));
      expect(formatMediumDate(date)).toBe(medium.format(date));
    }
  });
});
