import type { Db } from 'mongodb';

/**
 * A one-off data migration. Each is a file of this folder written against the raw collection
 * names and document shapes of its day (never a feature's types, which move on), and listed in
 * `MIGRATIONS` (index.ts) in the order they were written.
 */
export interface Migration {
  /** Recorded in `migrations` once it finished; never renamed. */
  id: string;
  migrate: (db: Db) => Promise<unknown>;
}

/**
 * Runs each migration once per database: a marker in `migrations` records that it finished, so
 * later start-ups skip it instead of scanning (a `$exists` query is a full scan). A migration
 * that fails leaves no marker and runs again at the next start-up.
 */
export async function runMigrations(db: Db, list: readonly Migration[]): Promise<void> {
  const done = db.collection<{ _id: string; finishedAt: Date }>('migrations');
  for (const { id, migrate } of list) {
    if (await done.findOne({ _id: id })) continue;
    await migrate(db);
    await done.updateOne(
      { _id: id },
      { $setOnInsert: { finishedAt: new Date() } },
      { upsert: true },
    );
  }
}
