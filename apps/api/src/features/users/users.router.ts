import { Router } from 'express';
import { CreateUserBodySchema, EmailQuerySchema } from '@reride/shared';
import { callerOf, firebaseIdentityOf, type Guards } from '../../http/auth';
import { parseBody, parseQuery } from '../../http/validate';
import { toUserDto, type RoleCheck, type UsersService } from './users.service';

const ROLE_ROUTES: [path: string, check: RoleCheck][] = [
  ['/admin', 'isAdmin'],
  ['/buyer', 'isBuyer'],
  ['/seller', 'isSeller'],
  ['/verify', 'isSellerVerified'],
];

/** Registration, token exchange and the role questions (docs/domain.md#api-calls). */
export function createUsersRouter({ guards, users }: { guards: Guards; users: UsersService }) {
  const router = Router();

  router.post('/users', guards.requireFirebase, async (req, res) => {
    const body = parseBody(CreateUserBodySchema, req);
    res.json(await users.register(firebaseIdentityOf(req), body));
  });

  router.get('/jwt', guards.requireFirebase, async (req, res) => {
    const { email } = parseQuery(EmailQuerySchema, req);
    res.json(await users.issueAccessToken(firebaseIdentityOf(req), email));
  });

  router.get('/users/me', guards.requireAuth, (req, res) => {
    res.json(toUserDto(callerOf(req)));
  });

  for (const [path, check] of ROLE_ROUTES) {
    router.get(path, guards.requireAuth, async (req, res) => {
      const { email } = parseQuery(EmailQuerySchema, req);
      res.json({ [check]: await users.checkRole(callerOf(req), email, check) });
    });
  }

  return router;
}
