export { provisionDatabase } from './database/provision';
export type { ProvisionedDatabase, ProvisionOptions } from './database/provision';
export { startRestartableDatabase } from './database/restartable-database';
export type { RestartableDatabase } from './database/restartable-database';
export { countDocuments, dropDatabase } from './database/server-info';
export { startAuthEmulator } from './auth-emulator';
export type { AuthEmulatorOptions, RunningAuthEmulator } from './auth-emulator';
export { assertPortFree, findFreePort } from './ports';
export { readCaughtMailHeaders, readCaughtMails, startMailCatcher } from './mail-catcher';
export type { CaughtMail, MailCatcherOptions, RunningMailCatcher } from './mail-catcher';
export { buildApi, startApi } from './api-process';
export type { RunningApiProcess, StartApiOptions } from './api-process';
export {
  addExitCleanup,
  hasExited,
  readRssMb,
  spawnLogged,
  stopChild,
  tailFile,
  whenExited,
} from './processes';
export type { SpawnLoggedOptions } from './processes';
export { drawBikeJpeg, type BikeKind } from './demo/bike-art';
export { DEMO_ACCOUNTS, DEMO_PASSWORD, demoBikes, seedDemo } from './demo/seed';
export type { DemoAccountKey, DemoBike, DemoSummary } from './demo/seed';
export * from './demo/seed-client';
export { bulkUserDocument, type BulkRole } from './database/bulk-users';
export { chromiumPath, ensureChromium, OFFLINE_CHROMIUM_FLAGS } from './chromium';
export { openNotificationStream, type OpenStream, type StreamEvent } from './event-stream';
