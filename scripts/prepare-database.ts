import { provisionDatabase } from '@reride/devstack';

/**
 * Provisions a throwaway database once and stops it, so that the embedded engine's one-time
 * download and launcher compile happen here, not in several parallel test processes at once.
 */
const started = Date.now();
const database = await provisionDatabase({ log: (line) => console.log(`[db:prepare] ${line}`) });
await database.stop();
console.log(
  `[db:prepare] ${database.engine} ${database.version} ready in ${Date.now() - started} ms`,
);
