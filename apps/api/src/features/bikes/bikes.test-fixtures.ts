import { ObjectId, type Db } from 'mongodb';
import sharp from 'sharp';
import type supertest from 'supertest';
import { CATEGORIES, type Bike, type CreateBikeBody } from '@reride/shared';
import { bikes, collection } from '../../db/collections';
import type { CallerName, MatrixFixtures } from '../../http/authorization-matrix';
import { createBikesRepository, type NewBike } from './bikes.repository';
import { bikeSearchTokens } from './search-tokens';

/** Test fixtures of the catalogue: real images made with sharp, bikes made through the API. */

type Request = supertest.Agent;
type AuthHeader = { Authorization: string };

export async function makePng(width = 640, height = 480, background = '#2a6f97'): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background } })
    .png()
    .toBuffer();
}

export async function uploadImage(request: Request, auth: AuthHeader, file?: Buffer) {
  const res = await request
    .post('/images')
    .set(auth)
    .attach('image', file ?? (await makePng()), 'photo.png')
    .expect(201);
  return res.body as { data: { url: string; id: string } };
}

export function bikeBody(img: string, overrides: Partial<CreateBikeBody> = {}): CreateBikeBody {
  return {
    name: 'Trek Marlin 7',
    categoryId: CATEGORIES[0]._id,
    condition: 'Good',
    resalePrice: 450,
    originalPrice: 900,
    purchaseYear: 2021,
    location: 'Dhaka, Bangladesh',
    mobile: '01711223344',
    description: 'Serviced last month.',
    img,
    ...overrides,
  };
}

/** Upload + POST /bikes as this seller; answers the new bike's id. */
export async function createBikeAs(
  request: Request,
  auth: AuthHeader,
  overrides: Partial<CreateBikeBody> = {},
): Promise<string> {
  const { data } = await uploadImage(request, auth);
  const res = await request
    .post('/bikes')
    .set(auth)
    .send(bikeBody(data.url, overrides))
    .expect(201);
  return (res.body as { insertedId: string }).insertedId;
}

export interface SellerRef {
  _id: string;
  name: string;
  email: string;
}

/**
 * Many bikes straight through the repository (pagination needs dozens); `createdAt` descends
 * one minute per bike from `start` unless `sameInstant` puts them all on one tick.
 */
export async function insertBikes(
  db: Db,
  seller: SellerRef,
  count: number,
  options: { start?: Date; sameInstant?: boolean; overrides?: Partial<NewBike> } = {},
): Promise<string[]> {
  const repo = createBikesRepository(db);
  const start = options.start ?? new Date('2025-06-01T12:00:00Z');
  const ids: string[] = [];
  for (let i = 0; i < count; i += 1) {
    const createdAt = new Date(start.getTime() - (options.sameInstant ? 0 : i * 60_000));
    const { img: _img, ...fields } = bikeBody('', { name: `Bike ${i}` });
    const imageId = new ObjectId().toHexString();
    const img = `http://localhost:5000/images/${imageId}`;
    const bike = {
      ...fields,
      img,
      imageId,
      images: [img],
      category: CATEGORIES[0].title,
      seller: seller.name,
      sellerEmail: seller.email,
      sellerId: seller._id,
      status: 'unsold' as const,
      advertised: false,
      reported: false,
      reportCount: 0,
      postedOn: '01/06/2025',
      createdAt,
      searchTokens: [] as string[],
      ...options.overrides,
    };
    ids.push(await repo.insert({ ...bike, searchTokens: bikeSearchTokens(bike) }));
  }
  return ids;
}

/** Sets fields the API has no route for (a sale by the payments flow, for instance). */
export async function setBikeFields(db: Db, id: string, fields: Record<string, unknown>) {
  await db.collection('bikes').updateOne({ _id: new ObjectId(id) }, { $set: fields });
}

export async function findBikeDoc(db: Db, id: string) {
  return collection(db, bikes).findOne({ _id: new ObjectId(id) });
}

/** A list answer's body, typed. */
export const bikesIn = (res: { body: unknown }) => res.body as Bike[];

const auth = (user: { accessToken: string }): AuthHeader => ({
  Authorization: `Bearer ${user.accessToken}`,
});
const cachedBikes = new WeakMap<MatrixFixtures, Promise<string>>();
const cachedImages = new WeakMap<MatrixFixtures, Promise<string>>();

/** A bike of `fx.seller` for the authorization matrix: shared, or fresh for destructive rows. */
export function matrixBike(fx: MatrixFixtures, fresh = false): Promise<string> {
  if (fresh) return createBikeAs(fx.t.request, auth(fx.seller));
  const existing = cachedBikes.get(fx) ?? createBikeAs(fx.t.request, auth(fx.seller));
  cachedBikes.set(fx, existing);
  return existing;
}

/** The url of an image uploaded by `fx.seller`. */
export function matrixImageUrl(fx: MatrixFixtures): Promise<string> {
  const existing =
    cachedImages.get(fx) ?? uploadImage(fx.t.request, auth(fx.seller)).then((r) => r.data.url);
  cachedImages.set(fx, existing);
  return existing;
}

/** A body for POST /bikes whose image belongs to the caller when the caller is a seller. */
export async function matrixBikeBody(fx: MatrixFixtures, caller: CallerName) {
  if (caller === 'anotherSeller') {
    const { data } = await uploadImage(fx.t.request, auth(fx.anotherSeller));
    return bikeBody(data.url);
  }
  if (caller === 'seller') {
    const { data } = await uploadImage(fx.t.request, auth(fx.seller));
    return bikeBody(data.url);
  }
  return bikeBody(await matrixImageUrl(fx));
}
