import { randomUUID } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { text } from 'node:stream/consumers';
import { GridFSBucket, MongoClient, MongoServerError } from 'mongodb';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { provisionDatabase, type ProvisionedDatabase } from './provision';

// Starting the server may include the engine's one-time download and launcher compile.
vi.setConfig({ testTimeout: 180_000, hookTimeout: 180_000 });

describe('provisionDatabase (throwaway)', () => {
  let database: ProvisionedDatabase;
  let client: MongoClient;
  const dbName = `provision_test_${randomUUID().slice(0, 8)}`;

  beforeAll(async () => {
    database = await provisionDatabase({ log: () => {} });
    client = await MongoClient.connect(database.uri);
  });

  afterAll(async () => {
    await client?.db(dbName).dropDatabase();
    await client?.close();
    await database?.stop();
  });

  it('reports the engine and version it chose', () => {
    expect(['external', 'mongod', 'mongo-java-server']).toContain(database.engine);
    expect(database.version).toMatch(/\d+\.\d+/);
    expect(database.uri).toMatch(/^mongodb(\+srv)?:\/\//);
  });

  it('stores a document and reads it back', async () => {
    const things = client.db(dbName).collection<{ name: string; price: number }>('things');
    const { insertedId } = await things.insertOne({ name: 'Trek 820', price: 120.5 });
    expect(await things.findOne({ _id: insertedId })).toMatchObject({
      name: 'Trek 820',
      price: 120.5,
    });
  });

  it('rejects a duplicate key of a unique index with code 11000', async () => {
    const emails = client.db(dbName).collection<{ email: string }>('emails');
    await emails.createIndex({ email: 1 }, { unique: true });
    await emails.insertOne({ email: 'a@example.com' });
    const duplicate = emails.insertOne({ email: 'a@example.com' });
    await expect(duplicate).rejects.toBeInstanceOf(MongoServerError);
    await expect(duplicate).rejects.toMatchObject({ code: 11000 });
  });

  it('stores a GridFS file and streams it back', async () => {
    const bucket = new GridFSBucket(client.db(dbName), { bucketName: 'images' });
    const upload = bucket.openUploadStream('hello.txt', { metadata: { kind: 'test' } });
    await new Promise<void>((resolve, reject) => {
      Readable.from(['hello ', 'gridfs']).pipe(upload).on('finish', resolve).on('error', reject);
    });
    expect(await text(bucket.openDownloadStream(upload.id))).toBe('hello gridfs');
    expect(await bucket.find({ _id: upload.id }).toArray()).toHaveLength(1);
  });
});

describe('provisionDatabase stop()', () => {
  it('shuts an embedded server down so it no longer answers', async () => {
    const database = await provisionDatabase({ log: () => {} });
    await database.stop();
    if (database.engine === 'external') return;
    const connecting = MongoClient.connect(database.uri, { serverSelectionTimeoutMS: 500 });
    await expect(connecting).rejects.toThrow();
  });
});

describe('provisionDatabase (persistent data dir)', () => {
  it('keeps acknowledged writes across a stop and a new start on the same directory', async () => {
    const dataDir = await mkdtemp(join(tmpdir(), 'reride-provision-'));
    try {
      const first = await provisionDatabase({ dataDir, log: () => {} });
      if (first.engine === 'external') return void (await first.stop());
      const before = await MongoClient.connect(first.uri);
      await before.db('kept').collection('bikes').insertOne({ name: 'Kept across restarts' });
      await before.close();
      await first.stop();

      const second = await provisionDatabase({ dataDir, log: () => {} });
      const after = await MongoClient.connect(second.uri);
      const kept = await after.db('kept').collection('bikes').findOne({});
      await after.close();
      await second.stop();
      expect(kept?.name).toBe('Kept across restarts');
    } finally {
      await rm(dataDir, { recursive: true, force: true });
    }
  });
});
