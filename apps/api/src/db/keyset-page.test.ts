import { ObjectId } from 'mongodb';
import { describe, expect, it } from 'vitest';
import { AppError } from '../core/app-error';
import { keysetOrder, NEWEST_ID } from '../core/keyset-page';
import { afterPosition, decodeCursor, encodeCursor } from './keyset-page';

const BY_DATE = keysetOrder('d', [
  { field: 'createdAt', direction: -1, kind: 'date' },
  { field: '_id', direction: -1, kind: 'id' },
]);
const BY_PRICE = keysetOrder('p', [
  { field: 'price', direction: 1, kind: 'number' },
  { field: '_id', direction: 1, kind: 'id' },
]);
const _id = new ObjectId('0123456789abcdef01234567');
const token = (json: unknown) => Buffer.from(JSON.stringify(json)).toString('base64url');

describe('keyset cursor', () => {
  it('round-trips a date, a price with cents and an id through an opaque base64url token', () => {
    const createdAt = new Date('2025-05-01T10:00:00.123Z');
    const byDate = encodeCursor(BY_DATE, { createdAt, _id, name: 'not part of the key' });
    expect(byDate).toMatch(/^[A-Za-z0-9_-]+$/);
    expect(decodeCursor(BY_DATE, byDate)).toEqual([createdAt, _id]);
    const byPrice = encodeCursor(BY_PRICE, { price: 19.99 + 430.01, _id });
    expect(decodeCursor(BY_PRICE, byPrice)).toEqual([19.99 + 430.01, _id]);
  });

  it('refuses a cursor of another order, so a cursor belongs to its sort', () => {
    const byDate = encodeCursor(BY_DATE, { createdAt: new Date(), _id });
    expect(() => decodeCursor(BY_PRICE, byDate)).toThrow(AppError);
    expect(() => decodeCursor(NEWEST_ID, byDate)).toThrow(AppError);
  });

  it.each([
    ['not base64 JSON', BY_DATE, 'bm90IGpzb24'],
    ['garbage', BY_DATE, '____'],
    ['an array', BY_DATE, token([1, 2])],
    ['a bad date', BY_DATE, token({ o: 'd', k: ['soon', _id.toHexString()] })],
    ['an operator as id', BY_DATE, token({ o: 'd', k: ['2025-01-01T00:00:00Z', { $gt: '' }] })],
    ['a string price', BY_PRICE, token({ o: 'p', k: ['20', _id.toHexString()] })],
    ['too few keys', BY_PRICE, token({ o: 'p', k: [20] })],
  ])('refuses %s with VALIDATION_FAILED', (_name, order, raw) => {
    expect(() => decodeCursor(order, raw)).toThrow(AppError);
  });

  it('refuses an order that does not end with _id', () => {
    expect(() => keysetOrder('x', [{ field: 'price', direction: 1, kind: 'number' }])).toThrow();
  });
});

describe('afterPosition', () => {
  it('is a single range for an _id order and an $or of ties for a compound one', () => {
    expect(afterPosition(NEWEST_ID, [_id])).toEqual({ _id: { $lt: _id } });
    expect(afterPosition(BY_PRICE, [250, _id])).toEqual({
      $or: [{ price: { $gt: 250 } }, { price: 250, _id: { $gt: _id } }],
    });
  });
});
