import { mkdir, rm } from 'node:fs/promises';
import type { TestProject } from 'vitest/node';
import { ARTIFACTS } from './context';
import { chromiumPath, startStack } from './stack';

const log = (line: string) => console.log(`[e2e] ${line}`);

/**
 * Once per run: the real stack (database, auth emulator, built API, built web) with throwaway
 * data, handed to the journeys through `provide`; stopped at the end, also when a journey failed.
 */
export default async function setup(project: TestProject) {
  const startedAt = Date.now();
  chromiumPath(); // fail in a second, not after the builds, when the browser is missing
  await rm(ARTIFACTS, { recursive: true, force: true });
  await mkdir(ARTIFACTS, { recursive: true });
  const running = await startStack(log);
  project.provide('e2e', running.context);
  const ready = Date.now();
  log(`stack ready in ${((ready - startedAt) / 1000).toFixed(1)} s`);

  return async () => {
    const journeys = (Date.now() - ready) / 1000;
    await running.stop();
    const total = (Date.now() - startedAt) / 1000;
    log(`journeys ${journeys.toFixed(1)} s; total e2e run ${total.toFixed(1)} s`);
  };
}
