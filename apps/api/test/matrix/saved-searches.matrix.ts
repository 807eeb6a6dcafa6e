import { ObjectId } from 'mongodb';
import { CATEGORIES } from '@reride/shared';
import {
  ANY_USER,
  PUBLIC,
  statuses,
  type MatrixFixtures,
  type MatrixRow,
} from './authorization-matrix';
import { DEV_TOKEN_SECRET } from '../../src/features/saved-searches/saved-searches.feature';
import { unsubscribeToken } from '../../src/features/saved-searches/unsubscribe-token';

/** A fresh saved search of `fx.seller`: the other callers' own lists do not hold it (404). */
async function sellersSearch(fx: MatrixFixtures): Promise<string> {
  const _id = new ObjectId();
  const at = new Date();
  await fx.t.db.collection('saved_searches').insertOne({
    _id,
    userId: new ObjectId(fx.seller.user._id),
    name: 'Road bikes under $600',
    filters: { categoryId: CATEGORIES[1]._id, maxPrice: 600 },
    frequency: 'instant',
    paused: false,
    categoryKey: CATEGORIES[1]._id,
    priceMin: 0,
    priceMax: 600,
    cells: ['*'],
    createdAt: at,
    updatedAt: at,
  });
  return _id.toHexString();
}

/** Signed-in callers' own searches; another person's answers 404, as an unknown id. */
const OWNER_ONLY = statuses({
  anonymous: 401,
  buyer: 404,
  seller: 200,
  anotherSeller: 404,
  admin: 404,
  removedUser: 401,
});
const token = async (fx: MatrixFixtures) =>
  unsubscribeToken(DEV_TOKEN_SECRET, await sellersSearch(fx), new Date());

export const matrixRows: MatrixRow[] = [
  {
    endpoint: 'createSavedSearch',
    expect: statuses(
      { anonymous: 401, buyer: 201, seller: 201, anotherSeller: 201, admin: 201, removedUser: 401 },
      401,
    ),
    request: () => ({ body: { filters: { maxPrice: 600 }, frequency: 'daily' } }),
  },
  { endpoint: 'listSavedSearches', expect: ANY_USER },
  {
    endpoint: 'getUnsubscribe',
    // The signed token is the permission: no sign-in, any token ignored.
    expect: PUBLIC,
    request: async (fx) => ({ params: { token: await token(fx) } }),
  },
  {
    endpoint: 'unsubscribe',
    expect: PUBLIC,
    request: async (fx) => ({ params: { token: await token(fx) } }),
  },
  {
    endpoint: 'updateSavedSearch',
    expect: OWNER_ONLY,
    request: async (fx) => ({ params: { id: await sellersSearch(fx) }, body: { paused: true } }),
  },
  {
    endpoint: 'deleteSavedSearch',
    expect: OWNER_ONLY,
    request: async (fx) => ({ params: { id: await sellersSearch(fx) } }),
  },
];
