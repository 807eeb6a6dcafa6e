import { describe, expect, it } from 'vitest';
import { AppError } from '../../core/app-error';
import { decodeCursor, decodePriceCursor, encodeCursor, encodePriceCursor } from './bike-cursor';

describe('bike list cursor', () => {
  it('round-trips createdAt and id through an opaque base64url token', () => {
    const cursor = {
      createdAt: new Date('2025-05-01T10:00:00.123Z'),
      id: '0123456789abcdef01234567',
    };
    const token = encodeCursor(cursor);
    expect(token).toMatch(/^[A-Za-z0-9_-]+$/);
    expect(decodeCursor(token)).toEqual(cursor);
  });

  it.each([
    ['not base64 JSON', 'bm90IGpzb24'],
    [
      'a bad date',
      Buffer.from('{"c":"soon","i":"0123456789abcdef01234567"}').toString('base64url'),
    ],
    ['a bad id', Buffer.from('{"c":"2025-01-01T00:00:00Z","i":{"$gt":""}}').toString('base64url')],
    ['an array', Buffer.from('[1,2]').toString('base64url')],
  ])('refuses %s with VALIDATION_FAILED', (_name, token) => {
    expect(() => decodeCursor(token)).toThrow(AppError);
  });
});

describe('price cursor', () => {
  const id = '0123456789abcdef01234567';

  it('round-trips a price with cents and an id', () => {
    const token = encodePriceCursor({ price: 19.99 + 430.01, id });
    expect(token).toMatch(/^[A-Za-z0-9_-]+$/);
    expect(decodePriceCursor(token)).toEqual({ price: 19.99 + 430.01, id });
  });

  it('refuses a newest-first cursor and a newest-first list refuses a price cursor', () => {
    const newest = encodeCursor({ createdAt: new Date('2025-01-01T00:00:00Z'), id });
    expect(() => decodePriceCursor(newest)).toThrow(AppError);
    expect(() => decodeCursor(encodePriceCursor({ price: 20, id }))).toThrow(AppError);
  });

  it.each([
    ['a string price', Buffer.from(`{"p":"20","i":"${id}"}`).toString('base64url')],
    ['an operator as id', Buffer.from('{"p":20,"i":{"$gt":""}}').toString('base64url')],
    ['an array', Buffer.from('[20]').toString('base64url')],
    ['garbage', '____'],
  ])('refuses %s with VALIDATION_FAILED', (_name, token) => {
    expect(() => decodePriceCursor(token)).toThrow(AppError);
  });
});
