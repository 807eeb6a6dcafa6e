import { describe, expect, it } from 'vitest';
import {
  EmailQuerySchema,
  ListQuerySchema,
  ObjectIdSchema,
  PriceSchema,
  formatDateText,
  formatPrice,
  toCents,
} from './common';
import { CreateBookingBodySchema } from './bookings';
import { ERROR_CODES, ERROR_STATUS, ErrorBodySchema } from './errors';
import { commonMessages } from './messages';

describe('ObjectIdSchema', () => {
  it('accepts 24 hex characters only', () => {
    expect(ObjectIdSchema.safeParse('637f4e0c7d8f1b2a3c4d5e01').success).toBe(true);
    for (const bad of [
      '637f4e0c7d8f1b2a3c4d5e0',
      'zzzzzzzzzzzzzzzzzzzzzzzz',
      { $ne: 1 },
      42,
      ['a'],
    ]) {
      expect(ObjectIdSchema.safeParse(bad).success).toBe(false);
    }
  });
});

describe('EmailQuerySchema', () => {
  it.each([[{ email: { $ne: '' } }], [{ email: ['a@b.co', 'c@d.co'] }], [{}], [{ email: '' }]])(
    'refuses %j',
    (q) => {
      expect(EmailQuerySchema.safeParse(q).success).toBe(false);
    },
  );
});

describe('money', () => {
  it('converts dollars to integer cents without float drift', () => {
    expect(toCents(19.99)).toBe(1999);
    expect(toCents(1234.56)).toBe(123456);
    expect(toCents(20)).toBe(2000);
  });

  it('formats prices with the dollar sign', () => {
    expect(formatPrice(1250)).toBe('$1,250');
    expect(formatPrice(20.5)).toBe('$20.50');
  });

  it('bounds prices', () => {
    expect(PriceSchema.safeParse(1_000_001).success).toBe(false);
    expect(PriceSchema.safeParse(-5).success).toBe(false);
    expect(PriceSchema.safeParse('25').success).toBe(false);
  });
});

describe('formatDateText', () => {
  it('writes dd/mm/yyyy', () => {
    expect(formatDateText(new Date('2026-03-07T10:00:00Z'))).toBe('07/03/2026');
  });
});

describe('ListQuerySchema', () => {
  it('coerces the limit from the query string and bounds it', () => {
    expect(ListQuerySchema.parse({ limit: '10' })).toEqual({ limit: 10 });
    expect(ListQuerySchema.safeParse({ limit: '1000' }).success).toBe(false);
    expect(ListQuerySchema.safeParse({ cursor: 'a b' }).success).toBe(false);
  });
});

describe('CreateBookingBodySchema', () => {
  it('keeps only what the buyer types', () => {
    const body = CreateBookingBodySchema.parse({
      bikeId: '637f4e0c7d8f1b2a3c4d5e01',
      phone: '01712345678',
      price: 1,
      email: 'someone@else.com',
    });
    expect(body).toEqual({
      bikeId: '637f4e0c7d8f1b2a3c4d5e01',
      phone: '01712345678',
      location: '',
    });
  });

  it('requires a numeric phone', () => {
    const r = CreateBookingBodySchema.safeParse({
      bikeId: '637f4e0c7d8f1b2a3c4d5e01',
      phone: 'call me',
    });
    expect(r.error?.issues[0]?.message).toBe(commonMessages.validation.phoneNumeric);
  });
});

describe('errors', () => {
  it('maps every code to a 4xx or 5xx status', () => {
    for (const code of ERROR_CODES) expect(ERROR_STATUS[code]).toBeGreaterThanOrEqual(400);
  });

  it('describes the error body { message, code, details? }', () => {
    expect(ErrorBodySchema.safeParse({ message: 'x', code: 'NOT_FOUND' }).success).toBe(true);
    expect(ErrorBodySchema.safeParse({ message: 'x', code: 'TEAPOT' }).success).toBe(false);
  });
});
