import { randomUUID } from 'node:crypto';
import { Readable } from 'node:stream';
import { text } from 'node:stream/consumers';
import { GridFSBucket, MongoClient, MongoServerError } from 'mongodb';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { provisionDatabase, type ProvisionedDatabase } from './provision';

// Starting the server may include a one-time FerretDB build.
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
    expect(['external', 'mongod', 'ferretdb']).toContain(database.engine);
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
