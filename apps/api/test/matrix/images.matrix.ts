import { PUBLIC, statuses, type MatrixRow } from './authorization-matrix';
import { makePng, matrixImageUrl } from '../fixtures/bikes';

export const matrixRows: MatrixRow[] = [
  {
    endpoint: 'uploadImage',
    expect: statuses({
      anonymous: 401,
      buyer: 403,
      seller: 201,
      anotherSeller: 201,
      admin: 403,
      removedUser: 401,
    }),
    request: async () => ({
      files: [{ field: 'image', content: await makePng(64, 48), filename: 'bike.png' }],
    }),
  },
  {
    endpoint: 'getImage',
    expect: PUBLIC,
    request: async (fx) => ({ params: { id: (await matrixImageUrl(fx)).slice(-24) } }),
  },
];
