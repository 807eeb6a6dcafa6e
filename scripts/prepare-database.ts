import { provisionDatabase } from '@reride/devstack';

/**
 * Provisions a throwaway database once and stops it, so that a FerretDB build (when one is
 * needed) happens here and not in several parallel test processes at the same time.
 */
const started = Date.now();
const database = await provisionDatabase({ log: (line) => console.log(`[db:prepare] ${line}`) });
await database.stop();
console.log(
  `[db:prepare] ${database.engine} ${database.version} ready in ${Date.now() - started} ms`,
);
