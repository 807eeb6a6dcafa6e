import { CATEGORIES } from '@reride/shared';
import { PUBLIC, SELLER_ONLY, type MatrixFixtures, type MatrixRow } from './authorization-matrix';
import {
  bikeBody,
  matrixBike,
  matrixBikeBody,
  matrixImageUrl,
  matrixPausedBike,
} from '../fixtures/bikes';

/** Seller routes: another seller may use them on their own data, never on fx.seller's bike. */
const OWN_DATA = SELLER_ONLY;
const OWNER_ONLY = { ...OWN_DATA, anotherSeller: 403 };

export const matrixRows: MatrixRow[] = [
  {
    endpoint: 'listCategoryBikes',
    expect: PUBLIC,
    request: () => ({ params: { categoryId: CATEGORIES[0]._id } }),
  },
  { endpoint: 'listAdvertisedBikes', expect: PUBLIC },
  {
    endpoint: 'listMyBikes',
    expect: OWN_DATA,
    request: (fx, caller) => ({ query: { email: fx.ownEmail(caller) } }),
  },
  {
    endpoint: 'createBike',
    expect: { ...OWN_DATA, seller: 201, anotherSeller: 201 },
    request: async (fx, caller) => ({ body: await matrixBikeBody(fx, caller) }),
  },
  {
    endpoint: 'toggleAdvertised',
    expect: OWNER_ONLY,
    request: async (fx) => ({ params: { id: await matrixBike(fx) }, body: {} }),
  },
  {
    endpoint: 'searchBikes',
    expect: PUBLIC,
    request: () => ({ query: { q: 'trek', sort: 'price_asc' } }),
  },
  {
    endpoint: 'getBike',
    expect: PUBLIC,
    request: async (fx) => ({ params: { id: await matrixBike(fx) } }),
  },
  { endpoint: 'getBikeSitemap', expect: PUBLIC },
  {
    endpoint: 'getQuote',
    expect: PUBLIC,
    request: () => ({ query: { categoryId: CATEGORIES[0]._id, condition: 'Good', year: '2021' } }),
  },
  { endpoint: 'getBikeSitemapFile', expect: PUBLIC, request: () => ({ params: { file: '1' } }) },
  {
    endpoint: 'updateBikeImages',
    expect: OWNER_ONLY,
    request: async (fx) => ({
      params: { id: await matrixBike(fx, true) },
      body: { images: [await matrixImageUrl(fx)] },
    }),
  },
  {
    endpoint: 'editBike',
    expect: OWNER_ONLY,
    request: async (fx) => {
      const { img: _img, ...body } = bikeBody(await matrixImageUrl(fx), { name: 'Edited' });
      return { params: { id: await matrixBike(fx, true) }, body };
    },
  },
  {
    endpoint: 'resumeBike',
    expect: OWNER_ONLY,
    request: async (fx) => ({ params: { id: await matrixPausedBike(fx) } }),
  },
  ...(['pauseBike', 'markBikeSoldElsewhere', 'renewBike'] as const).map((endpoint) => ({
    endpoint,
    expect: OWNER_ONLY,
    request: async (fx: MatrixFixtures) => ({ params: { id: await matrixBike(fx, true) } }),
  })),
  {
    endpoint: 'deleteBike',
    expect: OWNER_ONLY,
    request: async (fx) => ({ params: { id: await matrixBike(fx, true) } }),
  },
];
