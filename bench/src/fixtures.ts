import { ObjectId, type Db } from 'mongodb';
import { bulkUserDocument, drawBikeJpeg, type BikeKind } from '@reride/devstack';
import { formatDateText } from '@reride/shared';

/** Bench data besides the bikes: buyers with bookings, and real photos uploaded to the API. */
const BUYERS = 200;
const BOOKINGS_PER_BUYER = 10;

export interface BenchUser {
  _id: string;
  email: string;
}

/**
 * 200 buyers with 10 bookings each on live bikes (2,000 bookings in all); answers the first
 * buyer, whose `GET /bookings?email=` the ceiling comparison measures.
 */
export async function insertBuyersWithBookings(db: Db): Promise<BenchUser> {
  const now = new Date();
  const buyers = Array.from({ length: BUYERS }, (_, i) =>
    bulkUserDocument('bench', 'Buyer', i, now),
  );
  await db.collection('users').insertMany(buyers, { ordered: false });
  const bikes = await db
    .collection('bikes')
    .find(
      { status: 'unsold', deletedAt: null },
      { projection: { name: 1, img: 1, resalePrice: 1, sellerId: 1, sellerEmail: 1 } },
    )
    .limit(BUYERS * BOOKINGS_PER_BUYER)
    .toArray();
  const bookings = bikes.map((bike, i) => {
    const buyer = buyers[i % BUYERS]!;
    const createdAt = new Date(now.getTime() - i * 60_000);
    return {
      _id: new ObjectId(),
      bikeId: bike._id,
      buyerId: buyer._id,
      sellerId: bike.sellerId as ObjectId,
      name: buyer.name,
      email: buyer.email,
      bike: bike.name as string,
      img: bike.img as string,
      price: bike.resalePrice as number,
      sellerEmail: bike.sellerEmail as string,
      phone: '01711223344',
      location: 'Dhaka, Bangladesh',
      bookedOn: formatDateText(createdAt),
      createdAt,
      updatedAt: createdAt,
      paid: i % 4 === 0,
      transactionId: i % 4 === 0 ? `pi_bench_${i}` : null,
      intentId: null,
      refunded: false,
      refundId: null,
    };
  });
  await db.collection('bookings').insertMany(bookings, { ordered: false });
  const first = buyers[0]!;
  return { _id: first._id.toHexString(), email: first.email };
}

/** A seller straight in the database, to upload the catalogue's photos through the API. */
export async function insertSeller(db: Db): Promise<BenchUser> {
  const doc = bulkUserDocument('bench', 'Seller', 9999, new Date());
  await db.collection('users').insertOne(doc);
  return { _id: doc._id.toHexString(), email: doc.email };
}

const KINDS: BikeKind[] = ['mountain', 'road', 'kids'];

/**
 * `count` photos drawn like the demo seed's and sent through POST /images (sniffed, resized to
 * WebP, stored in GridFS), so pages and Lighthouse load real images of the real sizes.
 */
export async function uploadPhotos(apiUrl: string, token: string, count: number) {
  const photos: { url: string; id: string }[] = [];
  for (let i = 0; i < count; i += 1) {
    const jpeg = await drawBikeJpeg({ kind: KINDS[i % KINDS.length]!, seed: i + 1 });
    const form = new FormData();
    form.append('image', new Blob([jpeg], { type: 'image/jpeg' }), `bike-${i}.jpg`);
    const res = await fetch(`${apiUrl}/images`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${token}` },
      body: form,
    });
    if (res.status !== 201)
      throw new Error(`POST /images answered ${res.status}: ${await res.text()}`);
    const { data } = (await res.json()) as { data: { url: string; id: string } };
    photos.push(data);
  }
  return photos;
}
