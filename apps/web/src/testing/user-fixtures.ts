import type { Account, Role } from '@reride/shared';
import { jsonResponse } from './api-server';

/** A user of this role as GET /users/me answers it (their own account). */
export function makeUser(
  userType: Role,
  email = 'rider@example.com',
  extra: Partial<Account> = {},
): Account {
  return {
    _id: '64b000000000000000000001',
    name: 'Rider',
    email,
    userType,
    roles: [userType],
    verified: false,
    createdAt: '2024-01-01T00:00:00.000Z',
    phone: null,
    city: null,
    photo: null,
    verification: { phone: null, adminCheck: null, withdrawn: null },
    ...extra,
  };
}

/** GET /users/me as the API answers it for a signed-in user of this role. */
export function meResponse(userType: Role, email = 'rider@example.com'): Response {
  return jsonResponse(makeUser(userType, email));
}
