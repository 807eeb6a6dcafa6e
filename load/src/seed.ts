import jwt from 'jsonwebtoken';
import { bulkUserDocument } from '@reride/devstack';
import type { Db } from 'mongodb';
import { CATEGORIES, LOCATIONS } from '@reride/shared';

/** A 200x120 PNG: every seller uploads it once through POST /images and lists bikes with it. */
const PHOTO = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAMgAAAB4CAIAAAA48Cq8AAAACXBIWXMAAAPoAAAD6AG1e1JrAAACa0lEQVR4nO2UAQnAQACElsdyi/N1V2JDdggmOOUu7hMtwNsZXG3aAnxwLoVVWKewiuD85V97LN8BixSW74BFCst3wCKF5TtgkcLyHbBIYfkOWKSwfAcsUli+AxYpLN8BixSW74BFCst3wCKF5TtgkcLyHbBIYfkOWKSwfAcsUli+AxYpLN8BixSW74BFCst3wCKF5TtgkcLyHbBIYfkOWKSwfAcsUli+AxYpLN8BixSW74BFCst3wCKF5TtgkcLyHbBIYfkOWKSwfAcsUli+AxYpLN8BixSW74BFCst3wCKF5TtgkcLyHbBIYfkOWKSwfAcsUli+AxYpLN8BixSW74BFCst3wCKF5TtgkcLyHbBIYfkOWKSwfAcsUli+AxYpLN8BixSW74BFCst3wCKF5TtgkcLyHbBIYfkOWKSwfAcsUli+AxYpLN8BixSW74BFCst3wCKF5TtgkcLyHbBIYfkOWKSwfAcsUli+AxYpLN8BixSW74BFCst3wCKF5TtgkcLyHbBIYfkOWKSwfAcsUli+AxYpLN8BixSW74BFCst3wCKF5TtgkcLyHbBIYfkOWKSwfAcsUli+AxYpLN8BixSW74BFCst3wCKF5TtgkcLyHbBIYfkOWKSwfAcsUli+AxYpLN8BixSW74BFCst3wCKF5TtgkcLyHbBIYfkOWKSwfAcsUli+AxYpLN8BixSW74BFCst3wCKF5TtgkcLyHbBIYfkOWKSwfAcsUli+AxYpLN8BixSW74BFCst3wCKF5TtgkcLyHbBIYfkOWKSwfAcsUli+AxYpLN8BixSW74BFCst3wCKF5TtgkcLyHbBIYfkOWKSwfAcsUli+AxYpLN/BJIXlO2CRwvIdsEhh+Q5YpLB8ByxSWL4DFiks3wGLFJbvgEUKy3fAIoXlO2CRwvIdsEhh+Q5Y5AFqrFqC78bgOwAAAABJRU5ErkJggg==',
  'base64',
);

export interface LoadUser {
  _id: string;
  email: string;
  role: 'Buyer' | 'Seller';
  auth: { Authorization: string };
}

/**
 * Users go straight into the database (no Firebase account is needed to use an access token);
 * their access tokens are the API's own HS256 tokens, signed with the secret the API was
 * started with, exactly as GET /jwt would issue them. Everything else goes through the API.
 */
export async function insertUsers(
  db: Db,
  role: 'Buyer' | 'Seller',
  count: number,
  jwtSecret: string,
): Promise<LoadUser[]> {
  const now = new Date();
  const docs = Array.from({ length: count }, (_, i) => bulkUserDocument('load', role, i, now));
  await db.collection('users').insertMany(docs);
  return docs.map((doc) => {
    const token = jwt.sign({ email: doc.email }, jwtSecret, {
      algorithm: 'HS256',
      subject: doc._id.toHexString(),
      expiresIn: 3600,
    });
    return {
      _id: doc._id.toHexString(),
      email: doc.email,
      role,
      auth: { Authorization: `Bearer ${token}` },
    };
  });
}

async function ok(res: Response, what: string): Promise<unknown> {
  const body: unknown = await res.json();
  if (!res.ok) throw new Error(`${what}: ${res.status} ${JSON.stringify(body)}`);
  return body;
}

async function uploadPhoto(api: string, seller: LoadUser): Promise<string> {
  const form = new FormData();
  form.append('image', new Blob([PHOTO], { type: 'image/png' }), 'bike.png');
  const res = await fetch(`${api}/images`, { method: 'POST', headers: seller.auth, body: form });
  return ((await ok(res, 'POST /images')) as { data: { url: string } }).data.url;
}

/** Lists `perSeller` bikes for each seller through POST /bikes; answers their ids. */
export async function listBikes(
  api: string,
  sellers: LoadUser[],
  perSeller: number,
  label = 'Load Bike',
) {
  const ids: string[] = [];
  await Promise.all(
    sellers.map(async (seller, s) => {
      const img = await uploadPhoto(api, seller);
      for (let i = 0; i < perSeller; i += 1) {
        const n = s * perSeller + i;
        const body = {
          name: `${label} ${n}`,
          categoryId: CATEGORIES[n % CATEGORIES.length]!._id,
          condition: 'Good',
          resalePrice: 100 + (n % 400) + 0.5,
          originalPrice: 900,
          purchaseYear: 2020,
          location: LOCATIONS[n % LOCATIONS.length],
          mobile: '01711223344',
          description: 'Load test bike.',
          img,
        };
        const res = await fetch(`${api}/bikes`, {
          method: 'POST',
          headers: { ...seller.auth, 'Content-Type': 'application/json' },
          body: JSON.stringify(body),
        });
        ids.push(((await ok(res, 'POST /bikes')) as { insertedId: string }).insertedId);
      }
    }),
  );
  return ids;
}
