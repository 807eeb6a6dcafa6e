import { afterAll, beforeEach } from 'vitest';
import { closeTestConnection, resetWorkerDatabase } from './helpers';

beforeEach(async () => {
  await resetWorkerDatabase();
});

afterAll(async () => {
  await closeTestConnection();
});
