import { contract } from '@reride/shared';
import type { Guards } from '../../http/auth';
import { contractRouter } from '../../http/endpoint';
import type { UsersService } from './users.service';

/** Registration, token exchange and the role questions (docs/domain.md#identity). */
export function createUsersRouter({ guards, users }: { guards: Guards; users: UsersService }) {
  const { router, bind } = contractRouter(guards);

  bind(contract.createUser, (r) => users.register(r.identity, r.body));
  bind(contract.getAccessToken, (r) => users.issueAccessToken(r.identity, r.query.email));
  bind(contract.getMe, (r) => users.getAccount(r.caller));
  bind(contract.updateAccount, (r) => users.updateAccount(r.caller, r.body));
  bind(contract.becomeSeller, (r) => users.becomeSeller(r.caller));
  bind(contract.isAdmin, async (r) => ({
    isAdmin: await users.checkRole(r.caller, r.query.email, 'isAdmin'),
  }));
  bind(contract.isBuyer, async (r) => ({
    isBuyer: await users.checkRole(r.caller, r.query.email, 'isBuyer'),
  }));
  bind(contract.isSeller, async (r) => ({
    isSeller: await users.checkRole(r.caller, r.query.email, 'isSeller'),
  }));
  bind(contract.isSellerVerified, async (r) => ({
    isSellerVerified: await users.checkRole(r.caller, r.query.email, 'isSellerVerified'),
  }));

  return router;
}
