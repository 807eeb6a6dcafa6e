import { ObjectId, type Db } from 'mongodb';
import { pino } from 'pino';
import supertest from 'supertest';
import { inject } from 'vitest';
import type { Role, User } from '@reride/shared';
import type { Logger } from 'pino';
import { createApp } from '../src/app';
import { parseAppConfig, prepareDatabase, type AppConfig } from '../src/compose';
import type { Env } from '../src/config';
import type { Scheduler } from '../src/core/jobs';
import { connectDb, type DbConnection } from '../src/db/client';
import {
  SandboxIntentStore,
  SandboxPaymentProvider,
  type PaymentProvider,
} from '../src/features/orders/payment/providers';
import { createFirebaseIdentity } from '../src/features/users/firebase-identity';
import type { IdentityProvider } from '../src/core/identity';
import { createFirebaseUser, uniqueEmail, type FirebaseUser } from './firebase-emulator';
import { TEST_FIREBASE_PROJECT_ID } from './global-setup';

/** Each vitest worker has its own database, emptied before each test (see setup.ts). */
export function workerDbName(suffix = ''): string {
  return `reride_test_${process.env.VITEST_POOL_ID ?? '0'}${suffix}`;
}

let connection: Promise<DbConnection> | undefined;
let defaultDbReady = false;

function testConnection(): Promise<DbConnection> {
  connection ??= connectDb(inject('mongoUri'), workerDbName());
  return connection;
}

export async function closeTestConnection(): Promise<void> {
  if (connection) await (await connection).close();
  connection = undefined;
  defaultDbReady = false;
}

/** Drops every collection, then prepares the database as start-up does (compose.ts). */
export async function resetDatabase(db: Db): Promise<void> {
  const existing = await db.listCollections({}, { nameOnly: true }).toArray();
  for (const { name } of existing) {
    if (!name.startsWith('system.')) await db.dropCollection(name);
  }
  await prepareDatabase(db);
}

/** Called before each test by setup.ts; a no-op until a test has touched the database. */
export async function resetWorkerDatabase(): Promise<void> {
  if (!defaultDbReady) return;
  await resetDatabase((await testConnection()).db);
}

export function testConfig(env: Env = {}): AppConfig {
  return parseAppConfig({
    NODE_ENV: 'test',
    MONGODB_URI: inject('mongoUri'),
    MONGODB_DB: workerDbName(),
    FIREBASE_PROJECT_ID: TEST_FIREBASE_PROJECT_ID,
    FIREBASE_AUTH_EMULATOR_HOST: inject('authEmulatorHost'),
    // Tests write to the database directly and read back at once: no public cache unless a
    // test asks for one (http/public-cache.test.ts).
    PUBLIC_CACHE_TTL_MS: '0',
    // Tests sign up dozens of users from 127.0.0.1; rate-limit.test.ts passes 1, the real limits.
    RATE_LIMIT_SCALE: '1000',
    ...env,
  });
}

export interface TestAppOptions {
  env?: Env;
  /** A database of the file's own, reset once here and never by setup.ts: for `beforeAll` fixtures. */
  dbSuffix?: string;
  identity?: IdentityProvider;
  clock?: () => Date;
  /** Silent unless a test reads what the app logs. */
  logger?: Logger;
  /** Replaces the app's payment provider (by default `sandbox` below). */
  paymentProvider?: PaymentProvider | ((sandbox: SandboxPaymentProvider) => PaymentProvider);
}

export interface SignedUp extends FirebaseUser {
  user: User;
  accessToken: string;
  authHeader: { Authorization: string };
  firebaseHeader: { Authorization: string };
}

interface SignUpOverrides {
  email?: string;
  name?: string;
}

/** A real Firebase account registered through POST /users (Admin: promoted in the database). */
async function signUpAs(
  { request, db }: { request: supertest.Agent; db: Db },
  role: Role,
  overrides: SignUpOverrides = {},
): Promise<SignedUp> {
  const name = overrides.name ?? `${role} ${Math.random().toString(36).slice(2, 7)}`;
  const email = overrides.email ?? uniqueEmail(role.toLowerCase());
  const firebase = await createFirebaseUser({ email, name });
  const firebaseHeader = { Authorization: `Bearer ${firebase.idToken}` };
  const userType = role === 'Admin' ? 'Buyer' : role;
  const created = await request
    .post('/users')
    .set(firebaseHeader)
    .send({ name, userType })
    .expect(200);
  if (role === 'Admin') {
    await db
      .collection('users')
      .updateOne({ email: firebase.email }, { $set: { userType: 'Admin', roles: ['Admin'] } });
  }
  const token = await request
    .get('/jwt')
    .query({ email: firebase.email })
    .set(firebaseHeader)
    .expect(200);
  const accessToken = (token.body as { accessToken: string }).accessToken;
  const user = { ...(created.body as { user: User }).user, userType: role, roles: [role] };
  const authHeader = { Authorization: `Bearer ${accessToken}` };
  return { ...firebase, user, accessToken, firebaseHeader, authHeader };
}

export async function createTestApp(options: TestAppOptions = {}) {
  const { db: defaultDb, client } = await testConnection();
  const db = options.dbSuffix ? client.db(workerDbName(options.dbSuffix)) : defaultDb;
  if (options.dbSuffix || !defaultDbReady) await resetDatabase(db);
  if (!options.dbSuffix) defaultDbReady = true;

  const config = testConfig({ MONGODB_DB: db.databaseName, ...options.env });
  // A fresh one per app: its index cache must not outlive the collections reset above.
  const sandbox = new SandboxPaymentProvider(new SandboxIntentStore(db));
  // The scheduler is never started: tests run its jobs by name (`scheduler.run('orders.timers')`).
  const { app, events, scheduler } = createApp({
    config,
    db,
    logger: options.logger ?? pino({ level: 'silent' }),
    identity: options.identity ?? createFirebaseIdentity(config.FIREBASE_PROJECT_ID),
    clock: options.clock,
    paymentProvider:
      typeof options.paymentProvider === 'function'
        ? options.paymentProvider(sandbox)
        : (options.paymentProvider ?? sandbox),
  });
  const request = supertest(app);

  return {
    app,
    db,
    config,
    request,
    sandbox,
    /** The app's event bus: a test may subscribe to what the features publish. */
    events,
    scheduler,
    signUpAs: (role: Role, overrides?: SignUpOverrides) =>
      signUpAs({ request, db }, role, overrides),
  };
}

export type TestApp = Awaited<ReturnType<typeof createTestApp>>;

/** No sign-in: the apps below only run jobs. */
const NO_IDENTITY: IdentityProvider = {
  verifyIdToken: () => Promise.reject(new Error('no sign-in here')),
  verifyPhoneToken: () => Promise.reject(new Error('no sign-in here')),
  disableUser: () => Promise.resolve(),
  deleteUser: () => Promise.resolve(),
  renameUser: () => Promise.resolve(),
};

/**
 * The scheduler of another API process on `t`'s database whose clock runs `aheadMs` ahead:
 * moving the app's own clock would expire the test users' access tokens as well.
 */
export function schedulerAhead(t: TestApp, aheadMs: number): Scheduler {
  return createApp({
    config: t.config,
    db: t.db,
    logger: pino({ level: 'silent' }),
    identity: NO_IDENTITY,
    clock: () => new Date(Date.now() + aheadMs),
    paymentProvider: t.sandbox,
  }).scheduler;
}

type SignedUpFor<R extends readonly Role[]> = { -readonly [K in keyof R]: SignedUp };

/** A fresh app, then one signed-up user per role in the roles' order. */
export async function appWithUsers<const R extends readonly Role[]>(
  roles: R,
  options: TestAppOptions = {},
): Promise<[TestApp, ...SignedUpFor<R>]> {
  const t = await createTestApp(options);
  const users = await Promise.all(roles.map((role) => t.signUpAs(role)));
  return [t, ...(users as SignedUpFor<R>)];
}

/** A live user straight in the database, without a Firebase account: bulk data and targets. */
export async function insertUser(
  db: Db,
  userType: Role,
  fields: { email?: string; name?: string } = {},
): Promise<{ _id: string; email: string }> {
  const _id = new ObjectId();
  const email = fields.email ?? `${userType.toLowerCase()}-${_id.toHexString()}@example.com`;
  const now = new Date();
  await db.collection('users').insertOne({
    _id,
    firebaseUid: `uid-${_id.toHexString()}`,
    name: fields.name ?? `${userType} ${_id.toHexString().slice(-4)}`,
    email,
    userType,
    roles: [userType],
    verified: false,
    createdAt: now,
    updatedAt: now,
    deletedAt: null,
    deletedBy: null,
  });
  return { _id: _id.toHexString(), email };
}

/** Posts `text` as a JSON body byte for byte, as a broken client would: supertest serialises objects. */
export function postRawJson(t: TestApp, path: string, text: string) {
  return t.request.post(path).set('content-type', 'application/json').send(text);
}

/** Every document of `names`, by collection: what a refused request must leave unchanged. */
export async function collectionsState(db: Db, names: readonly string[]) {
  const all = await Promise.all(names.map((name) => db.collection(name).find().toArray()));
  return Object.fromEntries(names.map((name, i) => [name, all[i]]));
}
