import { bikesImagesSearchTokens } from './bikes-images-search-tokens';
import { bookingsStatus } from './bookings-status';
import type { Migration } from './run-migrations';

/** Every data migration, oldest first: start-up runs those a database has not run yet. */
export const MIGRATIONS: readonly Migration[] = [bikesImagesSearchTokens, bookingsStatus];

export { runMigrations, type Migration } from './run-migrations';
