import { contract } from '@reride/shared';
import type { Guards } from '../../http/auth';
import { contractRouter } from '../../http/endpoint';
import type { UsersAdminService } from './users-admin.service';

/** All Buyers / All Sellers screens: lists and soft removal (verification: seller-verification.router.ts). */
export function createUsersAdminRouter(deps: { guards: Guards; usersAdmin: UsersAdminService }) {
  const { usersAdmin } = deps;
  const { router, bind } = contractRouter(deps.guards);

  bind(contract.listBuyers, (r) => usersAdmin.listUsers('Buyer', r.query));
  bind(contract.listSellers, (r) => usersAdmin.listUsers('Seller', r.query));
  bind(contract.removeBuyer, (r) => usersAdmin.removeUser(r.caller, r.params.id, 'Buyer'));
  bind(contract.removeSeller, (r) => usersAdmin.removeUser(r.caller, r.params.id, 'Seller'));

  return router;
}
