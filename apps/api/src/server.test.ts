import { ObjectId } from 'mongodb';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inject } from 'vitest';
import { connectDb, type DbConnection } from './db/client';
import { workerDbName } from '../test/helpers';
import { runScript } from '../test/processes';
import { startApiProcess } from '../test/fixtures/api-process';

let connection: DbConnection;
const dbName = workerDbName('_server');

beforeAll(async () => {
  connection = await connectDb(inject('mongoUri'), dbName);
  await connection.db.dropDatabase();
});
afterAll(async () => {
  await connection.close();
});

describe('server.ts', () => {
  it('prepares the database, serves, and exits 0 on SIGTERM', async () => {
    const now = new Date();
    await connection.db.collection('users').insertOne({
      _id: new ObjectId(),
      firebaseUid: 'uid-boss',
      name: 'Boss',
      email: 'boss@example.com',
      userType: 'Buyer',
      roles: ['Buyer'],
      verified: false,
      createdAt: now,
      updatedAt: now,
      deletedAt: null,
      deletedBy: null,
    });
    const { server, url } = await startApiProcess(dbName, {
      LOG_LEVEL: 'info',
      ADMIN_EMAILS: 'boss@example.com',
    });

    expect(await connection.db.collection('categories').countDocuments()).toBe(3);
    const indexes = await connection.db.collection('users').indexes();
    expect(indexes.map((i) => i.name)).toContain('email_unique');
    expect(
      await connection.db.collection('users').findOne({ email: 'boss@example.com' }),
    ).toMatchObject({
      userType: 'Admin',
      roles: ['Admin'],
    });
    expect(server.output()).toContain(`listening on ${url}`);

    server.child.kill('SIGTERM');
    expect(await server.exited).toBe(0);
    expect(server.output()).toContain('stopped');
  });

  it('refuses to start in production with the auth emulator configured, exiting 1', async () => {
    const server = runScript('src/server.ts', [], {
      NODE_ENV: 'production',
      MONGODB_URI: inject('mongoUri'),
      JWT_SECRET: 'a-production-secret-that-is-long-enough-0123456789',
      FIREBASE_AUTH_EMULATOR_HOST: '127.0.0.1:9099',
      CORS_ORIGINS: 'https://reride.example',
    });
    expect(await server.exited).toBe(1);
    expect(server.output()).toContain('FIREBASE_AUTH_EMULATOR_HOST: must not be set in production');
  });
});
