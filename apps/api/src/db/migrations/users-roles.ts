import type { Db } from 'mongodb';
import type { Migration } from './run-migrations';

/** Users stored before an account could hold several roles hold the one they signed up as. */
export async function backfillUserRoles(db: Db): Promise<void> {
  const col = db.collection('users');
  for (const role of ['Buyer', 'Seller', 'Admin'] as const) {
    await col.updateMany(
      { roles: { $exists: false }, userType: role },
      { $set: { roles: [role] } },
    );
  }
}

export const usersRoles: Migration = { id: 'users-roles-v1', migrate: backfillUserRoles };
