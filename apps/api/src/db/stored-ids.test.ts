import { ObjectId } from 'mongodb';
import { describe, expect, it } from 'vitest';
import { idsAsStrings } from './stored-ids';

describe('idsAsStrings', () => {
  it('turns top-level ObjectIds into hex strings and keeps dates, nulls and other values', () => {
    const _id = new ObjectId();
    const at = new Date('2025-01-01T00:00:00Z');
    const mapped = idsAsStrings({ _id, by: null as ObjectId | null, at, tags: ['a'], n: 2 });
    expect(mapped).toEqual({ _id: _id.toHexString(), by: null, at, tags: ['a'], n: 2 });
    expect(mapped.at).toBeInstanceOf(Date);
  });
});
