import { describe, expect, it } from 'vitest';
import { AppError } from '../../http/app-error';
import { decodeCursor, encodeCursor } from './bike-cursor';

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
