import { Router } from 'express';
import { IdParamsSchema, ListQuerySchema } from '@reride/shared';
import { callerOf, requireRole, type Guards } from '../../http/auth';
import { sendPage } from '../../http/respond';
import { parseParams, parseQuery } from '../../http/validate';
import type { ManagedUserType, UsersAdminService } from './users-admin.service';

const PLURAL: [plural: string, type: ManagedUserType][] = [
  ['buyers', 'Buyer'],
  ['sellers', 'Seller'],
];

/** All Buyers / All Sellers screens: lists, seller verification, soft removal. */
export function createUsersAdminRouter(deps: { guards: Guards; usersAdmin: UsersAdminService }) {
  const { guards, usersAdmin } = deps;
  const router = Router();
  const adminOnly = [guards.requireAuth, requireRole('Admin')];

  for (const [plural, type] of PLURAL) {
    router.get(`/users/${plural}`, ...adminOnly, async (req, res) => {
      sendPage(res, await usersAdmin.listUsers(type, parseQuery(ListQuerySchema, req)));
    });

    router.delete(`/${plural}/:id`, ...adminOnly, async (req, res) => {
      const { id } = parseParams(IdParamsSchema, req);
      res.json(await usersAdmin.removeUser(callerOf(req), id, type));
    });
  }

  router.patch('/sellers/:id', ...adminOnly, async (req, res) => {
    const { id } = parseParams(IdParamsSchema, req);
    res.json(await usersAdmin.verifySeller(callerOf(req), id));
  });

  return router;
}
