import { z } from 'zod';
import { defineFeature } from '../../core/feature';
import type { UsersApi } from '../users/users.feature';
import { createAccountRouter } from './account.router';
import { createAccountService, type AccountDeps } from './account.service';

export type AccountNeeds = Omit<AccountDeps, 'clock' | 'users'> & {
  users: AccountDeps['users'] & Pick<UsersApi, 'guards'>;
};

/**
 * Leaving ReRide: the data download and the deletion of one's own account. Built after every
 * feature that keeps something of a person, since it asks each of them through its `api`; the
 * deletion itself is the users feature's, which tells it as `user.deleted`.
 */
export const accountFeature = defineFeature({
  name: 'account',
  settings: z.object({}),
  collections: [],
  build(ctx, needs: AccountNeeds) {
    const account = createAccountService({ ...needs, clock: ctx.clock });
    return {
      routes: { json: [createAccountRouter({ guards: needs.users.guards, account })] },
      api: {},
    };
  },
});
