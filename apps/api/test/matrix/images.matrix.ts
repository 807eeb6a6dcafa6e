import {
  ANY_USER,
  PUBLIC,
  statuses,
  type CallerName,
  type MatrixFixtures,
  type MatrixRow,
} from './authorization-matrix';
import { makePng, matrixImageUrl } from '../fixtures/bikes';

const LIVE = ['buyer', 'seller', 'anotherSeller', 'admin'] as const;

/** A profile photo of the caller's own when they are a live user, else of `fx.seller`. */
async function avatarOf(fx: MatrixFixtures, caller: CallerName): Promise<string> {
  const owner = (LIVE as readonly string[]).includes(caller) ? caller : 'seller';
  const res = await fx.t.request
    .post('/images/avatar')
    .set({ Authorization: `Bearer ${fx[owner as (typeof LIVE)[number]].accessToken}` })
    .attach('image', await makePng(64, 64), 'me.png')
    .expect(201);
  return (res.body as { data: { id: string } }).data.id;
}

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
    endpoint: 'uploadAvatar',
    expect: { ...ANY_USER, buyer: 201, seller: 201, anotherSeller: 201, admin: 201 },
    request: async () => ({
      files: [{ field: 'image', content: await makePng(64, 48), filename: 'me.png' }],
    }),
  },
  // Answered by the images feature, which knows who uploaded a photo.
  {
    endpoint: 'setProfilePhoto',
    expect: ANY_USER,
    request: async (fx, caller) => ({ body: { imageId: await avatarOf(fx, caller) } }),
  },
  { endpoint: 'removeProfilePhoto', expect: ANY_USER },
  {
    endpoint: 'getImage',
    expect: PUBLIC,
    request: async (fx) => ({ params: { id: (await matrixImageUrl(fx)).slice(-24) } }),
  },
];
