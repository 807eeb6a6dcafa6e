import { bulkUserDocument } from '@reride/devstack';
import { MongoClient, ObjectId, type Db } from 'mongodb';
import {
  bikeSearchTokens,
  CATEGORIES,
  CONDITIONS,
  dictionaryUpserts,
  formatDateText,
  geohashCells,
  LOCATIONS,
  PLACES,
  placeOfListing,
  type SearchableBike,
} from '@reride/shared';

/**
 * A generated catalogue written straight to the database in bulk, in the document shapes of
 * apps/api/src/features/bikes/bikes.collections.ts (BikeDoc) and
 * apps/api/src/features/users/users.collections.ts (UserDoc): going through the API would take
 * hours.
 */
const SELLERS = 200;
const BATCH = 1000;
const YEAR_MS = 365 * 24 * 3600 * 1000;
const NAMES = [
  'Trek',
  'Giant',
  'Specialized',
  'Cannondale',
  'Scott',
  'Merida',
  'Polygon',
  'Bianchi',
];
const MODELS = ['Marlin 7', 'Talon 2', 'Rockhopper', 'Trail 5', 'Aspect 950', 'Big Nine', 'Xtrada'];

export interface Catalogue {
  db: Db;
  /** Adds bikes until `total` are stored; returns how long the inserts took. */
  growTo(total: number): Promise<number>;
  count(): Promise<number>;
  /** Photos uploaded through the API, used in turn by the bikes inserted after this call. */
  usePhotos(photos: Photo[]): void;
  /** The seller with the most listed bikes: the profile page measured (bench/README.md). */
  busiestSeller(): Promise<string>;
  close(): Promise<void>;
}

export interface Photo {
  url: string;
  id: string;
}

interface Seller {
  _id: ObjectId;
  name: string;
  email: string;
}

/** Dhaka's areas: its bikes are spread over them, as sellers name them (docs/domain.md#places). */
const DHAKA_AREAS = PLACES.filter((p) => p.kind === 'area' && p.city === LOCATIONS[0]);

function pick<T>(items: readonly T[], i: number): T {
  return items[i % items.length] as T;
}

function makeSellers(now: Date): { docs: object[]; sellers: Seller[] } {
  const docs = Array.from({ length: SELLERS }, (_, i) => ({
    ...bulkUserDocument('bench', 'Seller', i, now),
    verified: i % 3 === 0,
  }));
  const sellers = docs.map(({ _id, name, email }) => ({ _id, name, email }));
  return { docs, sellers };
}

/** Roughly what a real shop holds: some sold, deleted or from removed sellers, a few advertised. */
function makeBike(i: number, seller: Seller, sellerIndex: number, now: number, photo?: Photo) {
  const category = pick(CATEGORIES, i * 7 + (i >> 3));
  const createdAt = new Date(now - Math.floor(Math.random() * YEAR_MS));
  const deleted = i % 31 === 0;
  const imageId = photo ? new ObjectId(photo.id) : new ObjectId();
  const img = photo?.url ?? `http://localhost:5000/images/${imageId.toHexString()}`;
  const price = 100 + (i % 900);
  const bike = {
    _id: new ObjectId(),
    name: `${pick(NAMES, i)} ${pick(MODELS, i >> 2)} #${i}`,
    img,
    imageId,
    images: [img],
    category: category.title,
    categoryId: new ObjectId(category._id),
    condition: pick(CONDITIONS, i),
    resalePrice: price,
    originalPrice: price * 2,
    purchaseYear: 2015 + (i % 10),
    location: pick(LOCATIONS, i),
    ...(pick(LOCATIONS, i) === LOCATIONS[0] ? { placeId: pick(DHAKA_AREAS, i >> 4).id } : {}),
    mobile: `+8801${String(700000000 + i).slice(0, 9)}`,
    description: 'Serviced last month, new chain and brake pads, a few scratches on the top tube.',
    postedOn: formatDateText(createdAt),
    seller: seller.name,
    sellerEmail: seller.email,
    sellerId: seller._id,
    sellerRemoved: sellerIndex % 50 === 49,
    status: i % 9 === 0 ? 'Sold' : 'unsold',
    advertised: i % 10 === 0,
    reported: false,
    reportCount: 0,
    createdAt,
    updatedAt: createdAt,
    deletedAt: deleted ? createdAt : null,
    deletedBy: deleted ? seller._id : null,
  };
  // What the API stores on create (GET /bikes/search narrows with both; bike-geo.ts).
  const { lat, lon } = placeOfListing(bike);
  const geo = { lat, lon, cells: geohashCells({ lat, lon }) };
  return { ...bike, searchTokens: bikeSearchTokens(bike), geo };
}

/**
 * What the API records in the typo dictionary for bikes it stores
 * (apps/api/src/features/bikes/bike-search.repository.ts, `recordSearchWords`), for a batch
 * written here instead: the same upserts, one per key.
 */
async function recordSearchWords(db: Db, bikes: SearchableBike[]): Promise<void> {
  const upserts = dictionaryUpserts(bikes);
  if (upserts.length === 0) return;
  await db
    .collection<{ _id: string; words: string[] }>('search_words')
    .bulkWrite(upserts, { ordered: false });
}

export async function openCatalogue(uri: string, dbName: string): Promise<Catalogue> {
  const client = new MongoClient(uri, { maxPoolSize: 1 });
  await client.connect();
  const db = client.db(dbName);
  const now = new Date();
  const { docs, sellers } = makeSellers(now);
  await db.collection('users').insertMany(docs, { ordered: false });
  let stored = 0;
  let photos: Photo[] = [];

  return {
    db,
    async growTo(total) {
      const started = performance.now();
      while (stored < total) {
        const size = Math.min(BATCH, total - stored);
        const batch = Array.from({ length: size }, (_, k) => {
          const i = stored + k;
          const sellerIndex = i % SELLERS;
          const photo = photos.length > 0 ? photos[i % photos.length] : undefined;
          return makeBike(i, sellers[sellerIndex] as Seller, sellerIndex, now.getTime(), photo);
        });
        await db.collection('bikes').insertMany(batch, { ordered: false });
        await recordSearchWords(db, batch);
        stored += size;
      }
      return performance.now() - started;
    },
    count: () => db.collection('bikes').countDocuments(),
    usePhotos(list) {
      photos = list;
    },
    async busiestSeller() {
      // The public lists' filter: the bikes a profile page shows.
      const [top] = await db
        .collection('bikes')
        .aggregate<{ _id: { toHexString(): string } }>([
          { $match: { status: 'unsold', deletedAt: null, sellerRemoved: false } },
          { $group: { _id: '$sellerId', listed: { $sum: 1 } } },
          { $sort: { listed: -1, _id: 1 } },
          { $limit: 1 },
        ])
        .toArray();
      if (!top) throw new Error('no seller with a listed bike');
      return top._id.toHexString();
    },
    close: () => client.close(),
  };
}
