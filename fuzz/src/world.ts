import { randomBytes } from 'node:crypto';
import { provisionDatabase, startAuthEmulator, startApi } from '@reride/devstack';
import { CATEGORIES, TEST_CARDS } from '@reride/shared';
import { emptyPools, type Actor, type Pools } from './pools';
import { samplePng } from './requests';
import { describeError } from './report';

const PROJECT_ID = 'demo-reride';
const PASSWORD = 'Secret#123';
/** 24x16 PNG made with sharp: the smallest real photo the image pipeline accepts. */
const PNG_BASE64 =
  'iVBORw0KGgoAAAANSUhEUgAAABgAAAAQCAIAAACDRijCAAAACXBIWXMAAAPoAAAD6AG1e1JrAAAAIElEQVR4nGMoXxVKFcQwalD5aBiVj6ajVaNZZBX5xQgASpAxHxJQDlMAAAAASUVORK5CYII=';

export interface World {
  baseUrl: string;
  actors: Record<Actor['role'], Actor>;
  pools: Pools;
  engine: string;
  /** Where the API keeps its data, for the audit after fuzzing. */
  store: { uri: string; dbName: string };
  /** Lists a few more bikes and bookings: fuzzing deletes and sells what it finds. */
  replenish(): Promise<void>;
  stop(): Promise<void>;
}

type Json = Record<string, unknown>;

async function call(
  baseUrl: string,
  method: string,
  path: string,
  token?: string,
  body?: unknown,
): Promise<Json> {
  const res = await fetch(baseUrl + path, {
    method,
    headers: {
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...(body instanceof FormData || body === undefined
        ? {}
        : { 'content-type': 'application/json' }),
    },
    body: body instanceof FormData ? body : body === undefined ? undefined : JSON.stringify(body),
  });
  const json = (await res.json()) as Json;
  if (!res.ok) throw new Error(`set-up ${method} ${path}: ${res.status} ${JSON.stringify(json)}`);
  return json;
}

async function emulatorPost(host: string, path: string, body: unknown): Promise<Json> {
  const res = await fetch(
    `http://${host}/identitytoolkit.googleapis.com/v1/${path}?key=fake-api-key`,
    {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    },
  );
  if (!res.ok) throw new Error(`auth emulator ${path}: ${res.status} ${await res.text()}`);
  return (await res.json()) as Json;
}

/** A real Firebase account, registered with the API through POST /users and GET /jwt. */
async function signUp(
  baseUrl: string,
  host: string,
  role: Actor['role'],
  email: string,
): Promise<Actor> {
  await emulatorPost(host, 'accounts:signUp', {
    email,
    password: PASSWORD,
    returnSecureToken: true,
  });
  const signedIn = await emulatorPost(host, 'accounts:signInWithPassword', {
    email,
    password: PASSWORD,
    returnSecureToken: true,
  });
  const idToken = String(signedIn.idToken);
  const userType = role === 'seller' ? 'Seller' : 'Buyer';
  const created = await call(baseUrl, 'POST', '/users', idToken, {
    name: `Fuzz ${role}`,
    userType,
  });
  const { accessToken } = await call(
    baseUrl,
    'GET',
    `/jwt?email=${encodeURIComponent(email)}`,
    idToken,
  );
  const user = created.user as { _id: string };
  return { role, userId: user._id, email, accessToken: String(accessToken), idToken };
}

/** The database devstack provisions, the auth emulator and the API as a real process, plus users and data. */
export async function startWorld(options: {
  logFile: string;
  log: (line: string) => void;
}): Promise<World & { apiAlive: () => boolean }> {
  const { log } = options;
  samplePng.bytes = Buffer.from(PNG_BASE64, 'base64');
  const stops: (() => Promise<void>)[] = [];
  const stop = async () => {
    for (const s of stops.reverse()) await s().catch(() => undefined);
  };
  try {
    const [db, emulator] = await Promise.all([
      provisionDatabase({ log }),
      startAuthEmulator({ projectId: PROJECT_ID }),
    ]);
    stops.push(
      () => db.stop(),
      () => emulator.stop(),
    );
    const tag = randomBytes(3).toString('hex');
    const adminEmail = `fuzz-admin-${tag}@example.com`;
    const store = { uri: db.uri, dbName: `reride_fuzz_${tag}` };
    const api = await startApi({
      from: 'source',
      logPath: options.logFile,
      env: {
        PATH: process.env.PATH ?? '',
        NODE_ENV: 'development',
        MONGODB_URI: store.uri,
        MONGODB_DB: store.dbName,
        FIREBASE_PROJECT_ID: PROJECT_ID,
        FIREBASE_AUTH_EMULATOR_HOST: emulator.host,
        ADMIN_EMAILS: adminEmail,
        JWT_SECRET: randomBytes(32).toString('hex'),
        JWT_TTL_SECONDS: '3600',
        LOG_LEVEL: 'warn',
        // Rate limits off: fuzzing sends far more than a person would.
        RATE_LIMIT_SCALE: process.env.RATE_LIMIT_SCALE ?? '0',
      },
    });
    stops.push(() => api.stop().then(() => undefined));
    log(`API at ${api.url} on ${db.engine} ${db.version}, auth emulator at ${emulator.host}`);
    const up = (role: Actor['role'], name: string) =>
      signUp(api.url, emulator.host, role, `fuzz-${name}-${tag}@example.com`);
    const actors = {
      buyer: await up('buyer', 'buyer'),
      seller: await up('seller', 'seller'),
      admin: await signUp(api.url, emulator.host, 'admin', adminEmail),
    };
    const others = [
      await up('buyer', 'other-buyer'),
      await up('seller', 'other-seller'),
      await up('buyer', 'victim-buyer'),
      await up('seller', 'victim-seller'),
    ];
    const pools = emptyPools();
    // Actors' own ids stay out of the pools: an admin removing the fuzzing seller would end the run.
    pools.userIds.push(...others.map((o) => o.userId));
    pools.emails.push(...[...Object.values(actors), ...others].map((a) => a.email));
    pools.categoryIds.push(...CATEGORIES.map((c) => c._id));
    pools.cardNumbers.push(...Object.values(TEST_CARDS), '4242', '');
    const world = { baseUrl: api.url, actors, pools, store, engine: `${db.engine} ${db.version}` };
    const sellers = [actors.seller, others[1]!];
    const buyers = [actors.buyer, others[0]!];
    await addListings(world, sellers, buyers);
    // Later only the actors list and book: the other users may have been removed by then.
    const replenish = () =>
      addListings(world, [actors.seller], [actors.buyer]).catch((error: unknown) => {
        log(
          `replenish failed (fuzzing goes on) at ${new Date().toISOString()}: ${describeError(error)}`,
        );
      });
    await payOne(world, actors.buyer);
    return { ...world, replenish, stop, apiAlive: () => api.alive() };
  } catch (error) {
    await stop();
    throw error;
  }
}

async function addListings(
  world: Pick<World, 'baseUrl' | 'pools'>,
  sellers: Actor[],
  buyers: Actor[],
): Promise<void> {
  const { baseUrl, pools } = world;
  for (const seller of sellers) {
    const form = new FormData();
    form.append('image', new Blob([samplePng.bytes], { type: 'image/png' }), 'bike.png');
    const uploaded = await call(baseUrl, 'POST', '/images', seller.accessToken, form);
    const url = (uploaded.data as { url: string }).url;
    pools.imageUrls.push(url);
    (pools.ownImageUrls[seller.email] ??= []).push(url);
    pools.imageIds.push(url.slice(-24));
    for (let i = 0; i < 2; i++) {
      const bike = await call(baseUrl, 'POST', '/bikes', seller.accessToken, {
        name: `Fuzz bike ${i}`,
        resalePrice: 120.5 + i,
        originalPrice: 300,
        purchaseYear: 2020,
        mobile: '01700000000',
        img: url,
      });
      const bikeId = String(bike.insertedId);
      pools.bikeIds.push(bikeId);
      if (i === 0) await call(baseUrl, 'PATCH', `/bikes/${bikeId}`, seller.accessToken, {});
      const buyer = buyers[i % buyers.length]!;
      const booking = await call(baseUrl, 'POST', '/bookings', buyer.accessToken, {
        bikeId,
        phone: '01800000000',
      });
      pools.bookingIds.push(String(booking.insertedId));
    }
  }
}

/** One bike sold through the sandbox, so that sold bikes and paid bookings are in the pools. */
async function payOne(world: Pick<World, 'baseUrl' | 'pools'>, buyer: Actor): Promise<void> {
  const { baseUrl, pools } = world;
  const own = await call(
    baseUrl,
    'GET',
    `/bookings?email=${encodeURIComponent(buyer.email)}`,
    buyer.accessToken,
  );
  const bookingId = (own as unknown as { _id: string }[])[0]?._id;
  if (!bookingId) throw new Error('set-up: the buyer has no booking to pay');
  const intent = await call(baseUrl, 'POST', '/create-payment-intent', buyer.accessToken, {
    bookingId,
  });
  const intentId = String(intent.paymentIntentId);
  pools.intentIds.push(intentId);
  pools.clientSecrets.push(String(intent.clientSecret));
  pools.related.set(intentId, { clientSecret: String(intent.clientSecret), bookingId });
  await call(baseUrl, 'POST', `/sandbox/payment-intents/${intentId}/confirm`, undefined, {
    clientSecret: intent.clientSecret,
    card: { number: TEST_CARDS.success, expMonth: 12, expYear: 2040, cvc: '123' },
    billingDetails: { name: 'Fuzz buyer', email: buyer.email },
  });
  await call(baseUrl, 'POST', '/payments', buyer.accessToken, {
    bookingId,
    transactionId: intentId,
  });
}
