import type { Express } from 'express';
import { ObjectId, type Db } from 'mongodb';
import { pino } from 'pino';
import supertest from 'supertest';
import { inject } from 'vitest';
import type { Role, User } from '@reride/shared';
import { createApp } from '../src/app';
import { parseConfig, type Config, type Env } from '../src/config';
import { connectDb, type DbConnection } from '../src/db/client';
import { ensureIndexes } from '../src/db/collections';
import { seedCategories } from '../src/db/seed-categories';
import type { EmailOutbox } from '../src/features/email/email-outbox';
import { SandboxPaymentProvider, type PaymentProvider } from '../src/features/payments/providers';
import { createFirebaseIdentity } from '../src/features/users/firebase-identity';
import type { IdentityProvider } from '../src/core/identity';
import type { UserRemovedHook } from '../src/features/users/users-admin.service';
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

/** Drops every collection, then recreates the indexes and the fixed categories. */
export async function resetDatabase(db: Db): Promise<void> {
  const existing = await db.listCollections({}, { nameOnly: true }).toArray();
  for (const { name } of existing) {
    if (!name.startsWith('system.')) await db.dropCollection(name);
  }
  await ensureIndexes(db);
  await seedCategories(db);
}

/** Called before each test by setup.ts; a no-op until a test has touched the database. */
export async function resetWorkerDatabase(): Promise<void> {
  if (!defaultDbReady) return;
  await resetDatabase((await testConnection()).db);
}

export function testConfig(env: Env = {}): Config {
  return parseConfig({
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
  onUserRemoved?: UserRemovedHook;
  /** Replaces the app's payment provider (by default `sandbox` below). */
  paymentProvider?: PaymentProvider | ((sandbox: SandboxPaymentProvider) => PaymentProvider);
  /** Receives the email outbox, made when `env` sets SMTP_URL; tests run its sweeps. */
  onEmailOutbox?: (outbox: EmailOutbox) => void;
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
      .updateOne({ email: firebase.email }, { $set: { userType: 'Admin' } });
  }
  const token = await request
    .get('/jwt')
    .query({ email: firebase.email })
    .set(firebaseHeader)
    .expect(200);
  const accessToken = (token.body as { accessToken: string }).accessToken;
  const user = { ...(created.body as { user: User }).user, userType: role };
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
  const sandbox = new SandboxPaymentProvider(db);
  const app: Express = createApp({
    config,
    db,
    logger: pino({ level: 'silent' }),
    identity: options.identity ?? createFirebaseIdentity(config.FIREBASE_PROJECT_ID),
    clock: options.clock,
    onUserRemoved: options.onUserRemoved,
    onEmailOutbox: options.onEmailOutbox,
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
    signUpAs: (role: Role, overrides?: SignUpOverrides) =>
      signUpAs({ request, db }, role, overrides),
  };
}

export type TestApp = Awaited<ReturnType<typeof createTestApp>>;

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
    verified: false,
    createdAt: now,
    updatedAt: now,
    deletedAt: null,
    deletedBy: null,
  });
  return { _id: _id.toHexString(), email };
}
