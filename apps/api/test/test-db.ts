import type { Db } from 'mongodb';
import { inject } from 'vitest';
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
