import type { Db } from 'mongodb';
import { afterAll, beforeAll, inject } from 'vitest';
import { connectDb } from '../src/db/client';
import { workerDbName } from './helpers';

/**
 * A database of the test file's own on the run's embedded server (test/global-setup.ts):
 * provider tests need no app, so they skip `createTestApp` and its per-test reset.
 */
export async function openTestDb(name: string): Promise<{ db: Db; close: () => Promise<void> }> {
  const connection = await connectDb(inject('mongoUri'), workerDbName(`_${name}`));
  await connection.db.dropDatabase();
  return {
    db: connection.db,
    close: async () => {
      await connection.db.dropDatabase();
      await connection.close();
    },
  };
}

/**
 * `openTestDb` for a whole test file: opened before its tests, dropped and closed after them.
 * Answers a function that gives the open database inside the file's hooks and tests.
 */
export function useTestDb(name: string): () => Db {
  let opened: { db: Db; close: () => Promise<void> } | undefined;
  beforeAll(async () => {
    opened = await openTestDb(name);
  });
  afterAll(() => opened?.close());
  return () => {
    if (!opened) throw new Error(`the test database ${name} is opened in beforeAll`);
    return opened.db;
  };
}
