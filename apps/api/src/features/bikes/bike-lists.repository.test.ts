import { ObjectId } from 'mongodb';
import { describe, expect, it } from 'vitest';
import { CATEGORIES } from '@reride/shared';
import { afterPosition, encodeCursor } from '../../db/keyset-page';
import { BIKE_ORDERS, searchFilter } from './bike-lists.repository';

const id = '0123456789abcdef01234567';

describe('searchFilter', () => {
  it('is the listed filter alone when nothing else is given', () => {
    expect(searchFilter({ words: [] })).toEqual({
      status: 'unsold',
      deletedAt: null,
      sellerRemoved: false,
      held: null,
    });
  });

  it('adds one $in per word, ranges with inclusive bounds and each attribute', () => {
    const filter = searchFilter({
      words: [
        ['trek', '^trek'],
        ['marl', '^marl'],
      ],
      categoryId: CATEGORIES[1]._id,
      minPrice: 100,
      maxPrice: 500,
      yearTo: 2022,
      condition: 'Good',
      location: 'Dhaka, Bangladesh',
      frameSize: 'M',
      wheelSize: '29"',
      frameMaterial: 'Steel',
    });
    expect(filter).toMatchObject({
      $and: [
        { searchTokens: { $in: ['trek', '^trek'] } },
        { searchTokens: { $in: ['marl', '^marl'] } },
      ],
      categoryId: new ObjectId(CATEGORIES[1]._id),
      resalePrice: { $gte: 100, $lte: 500 },
      purchaseYear: { $lte: 2022 },
      condition: 'Good',
      location: 'Dhaka, Bangladesh',
      frameSize: 'M',
      wheelSize: '29"',
      frameMaterial: 'Steel',
      status: 'unsold',
    });
    expect(filter.purchaseYear).not.toHaveProperty('$gte');
    // The scanning engine tests fields in order: the words' `$in`s last (bike-lists.repository.ts).
    expect(Object.keys(filter).at(-1)).toBe('$and');
  });
});

describe('afterPosition in the bike orders', () => {
  it('continues after the last bike in each sort, ties broken by _id', () => {
    const _id = new ObjectId(id);
    expect(afterPosition(BIKE_ORDERS.price_asc, [250, _id])).toEqual({
      $or: [{ resalePrice: { $gt: 250 } }, { resalePrice: 250, _id: { $gt: _id } }],
    });
    expect(afterPosition(BIKE_ORDERS.price_desc, [250, _id])).toEqual({
      $or: [{ resalePrice: { $lt: 250 } }, { resalePrice: 250, _id: { $lt: _id } }],
    });
    const createdAt = new Date('2025-01-01T00:00:00Z');
    expect(afterPosition(BIKE_ORDERS.newest, [createdAt, _id])).toEqual({
      $or: [{ createdAt: { $lt: createdAt } }, { createdAt, _id: { $lt: _id } }],
    });
  });
});

describe('the newest-first cursor on the wire', () => {
  it('is base64url JSON of the order name and the last bike’s keys (bench/src/explain.ts builds one)', () => {
    const createdAt = new Date('2025-01-01T00:00:00.000Z');
    const token = encodeCursor(BIKE_ORDERS.newest, { createdAt, _id: new ObjectId(id) });
    expect(JSON.parse(Buffer.from(token, 'base64url').toString('utf8'))).toEqual({
      o: 'n',
      k: ['2025-01-01T00:00:00.000Z', id],
    });
  });
});
