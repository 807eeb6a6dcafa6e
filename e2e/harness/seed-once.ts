import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { ARTIFACTS } from './context';

const DIR = join(ARTIFACTS, 'seeded');

/**
 * A journey file's own data, made once per run. Playwright replaces a worker after a failed test
 * and runs the file's `beforeAll` again for the tests left; the accounts and bikes already exist
 * in this run's database then, so the second time answers what the first one made (kept as JSON
 * in e2e/artifacts/, which every run starts by emptying).
 */
export async function seedOnce<T>(name: string, seed: () => Promise<T>): Promise<T> {
  const path = join(DIR, `${name}.json`);
  const made = await readFile(path, 'utf8').catch(() => undefined);
  if (made !== undefined) return JSON.parse(made) as T;
  const data = await seed();
  await mkdir(DIR, { recursive: true });
  await writeFile(path, JSON.stringify(data));
  return data;
}
