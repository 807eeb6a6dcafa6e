import { MongoClient } from 'mongodb';
import type { TestProject } from 'vitest/node';
import { provisionDatabase, startAuthEmulator } from '@reride/devstack';

export const TEST_FIREBASE_PROJECT_ID = 'demo-reride';

declare module 'vitest' {
  export interface ProvidedContext {
    mongoUri: string;
    authEmulatorHost: string;
    /** False on engines without `explain` (mongo-java-server): index-plan tests skip there. */
    dbHasExplain: boolean;
  }
}

/** Starts one database and one auth emulator for the run; workers get their addresses. */
export default async function setup(project: TestProject) {
  const started = await Promise.allSettled([
    provisionDatabase({ log: (line: string) => console.log(`[db] ${line}`) }),
    startAuthEmulator({ projectId: TEST_FIREBASE_PROJECT_ID }),
  ]);
  const stopAll = () =>
    Promise.allSettled(
      started.map((s) => (s.status === 'fulfilled' ? s.value.stop() : Promise.resolve())),
    );
  const [database, emulator] = started;
  if (database.status === 'rejected' || emulator.status === 'rejected') {
    await stopAll();
    throw database.status === 'rejected'
      ? database.reason
      : (emulator as PromiseRejectedResult).reason;
  }

  console.log(
    `API tests on ${database.value.engine} ${database.value.version} (${database.value.uri}), ` +
      `auth emulator at ${emulator.value.host}`,
  );
  // firebase-admin in the workers reads these; forks inherit this environment.
  process.env.FIREBASE_AUTH_EMULATOR_HOST = emulator.value.host;
  process.env.FIREBASE_PROJECT_ID = TEST_FIREBASE_PROJECT_ID;
  project.provide('mongoUri', database.value.uri);
  project.provide('authEmulatorHost', emulator.value.host);
  project.provide('dbHasExplain', await answersExplain(database.value.uri));

  return async () => {
    await stopAll();
  };
}

async function answersExplain(uri: string): Promise<boolean> {
  const client = await MongoClient.connect(uri);
  try {
    await client.db('reride_explain_probe').collection('probe').find({}).explain();
    return true;
  } catch {
    return false;
  } finally {
    await client.close();
  }
}
