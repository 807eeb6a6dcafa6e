import { mkdir, rm } from 'node:fs/promises';
import { ARTIFACTS, handOverStack } from './context';
import { startStack } from './stack';

const log = (line: string) => console.log(`[e2e] ${line}`);

/**
 * Once per run (playwright.config.ts): the real stack (database, auth emulator, mail catcher,
 * built API, built web) with throwaway data, handed to the test workers; the function returned is
 * the global teardown, which stops it, also when a journey failed or the run was interrupted.
 */
export default async function globalSetup(): Promise<() => Promise<void>> {
  const startedAt = Date.now();
  await rm(ARTIFACTS, { recursive: true, force: true });
  await mkdir(ARTIFACTS, { recursive: true });
  const running = await startStack(log);
  handOverStack(running.context);
  const ready = Date.now();
  log(`stack ready in ${((ready - startedAt) / 1000).toFixed(1)} s`);

  return async () => {
    const journeys = (Date.now() - ready) / 1000;
    await running.stop();
    const total = (Date.now() - startedAt) / 1000;
    log(`journeys ${journeys.toFixed(1)} s; total e2e run ${total.toFixed(1)} s`);
  };
}
