export { provisionDatabase } from '../db/provision';
export type { ProvisionedDatabase, ProvisionOptions } from '../db/provision';
export { startAuthEmulator } from './auth-emulator';
export type { AuthEmulatorOptions, RunningAuthEmulator } from './auth-emulator';
export { findFreePort } from './ports';
export { countDocuments } from './server-info';
