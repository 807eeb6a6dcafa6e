import { describe, expect, it } from 'vitest';
import { createTestApp, insertUser } from '../../../test/helpers';
import { backfillUserRoles } from './users-roles';

/** The start-up migration `users-roles-v1`: users stored before an account held a set of roles. */
describe('backfillUserRoles', () => {
  it('gives each legacy user the role they signed up as, and leaves a set of roles alone', async () => {
    const t = await createTestApp();
    const users = t.db.collection('users');
    const legacy = await Promise.all(
      (['Buyer', 'Seller', 'Admin'] as const).map(async (role) => {
        const { email } = await insertUser(t.db, role);
        await users.updateOne({ email }, { $unset: { roles: '' } });
        return { email, role };
      }),
    );
    const both = await insertUser(t.db, 'Seller');
    await users.updateOne({ email: both.email }, { $set: { roles: ['Buyer', 'Seller'] } });

    await backfillUserRoles(t.db);

    for (const { email, role } of legacy) {
      expect((await users.findOne({ email }))?.roles).toEqual([role]);
    }
    expect((await users.findOne({ email: both.email }))?.roles).toEqual(['Buyer', 'Seller']);
  });
});
