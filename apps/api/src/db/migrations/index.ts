import { bikesExpiry } from './bikes-expiry';
import { bikesGeo } from './bikes-geo';
import { bikesImagesSearchTokens } from './bikes-images-search-tokens';
import { bikesSearch } from './bikes-search';
import { bookingsStatus } from './bookings-status';
import { reputationsCompleted } from './reputations-completed';
import { usersRoles } from './users-roles';
import { usersPhoneClaim } from './users-phone-claim';
import { usersVerification } from './users-verification';
import type { Migration } from './run-migrations';

/** Every data migration, oldest first: start-up runs those a database has not run yet. */
export const MIGRATIONS: readonly Migration[] = [
  bikesImagesSearchTokens,
  bookingsStatus,
  bikesSearch,
  usersRoles,
  bikesExpiry,
  reputationsCompleted,
  usersVerification,
  usersPhoneClaim,
  bikesGeo,
];

export { runMigrations, type Migration } from './run-migrations';
